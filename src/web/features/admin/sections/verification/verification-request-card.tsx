import { useState } from 'react';
import type { VerificationRequest } from '@contract/admin-verifications';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { VerificationStatusBadge } from '@web/features/admin/components/status-badges';
import { BusinessDetailsList } from '@web/features/admin/components/business-details-list';
import { DocumentReviewRow } from './document-review-row';
import { RejectDocumentDialog } from './reject-document-dialog';
import { useReviewDocument } from './use-review-document';
import { Truncate } from '@web/components/ui/truncate';

/** One merchant waiting for review: who they are, the eight details (bank and tax values masked), and each document to decide on. */
export function VerificationRequestCard({ request }: { request: VerificationRequest }) {
  const review = useReviewDocument();
  const [rejecting, setRejecting] = useState<{ id: string; fileName: string } | null>(null);

  return (
    <Card data-testid="verification-request" data-merchant-id={request.merchantId}>
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle as="h2">{request.companyName}</CardTitle>
          <Badge variant={request.pendingDocumentsCount > 0 ? 'secondary' : 'outline'}>
            {request.pendingDocumentsCount} pending {request.pendingDocumentsCount === 1 ? 'document' : 'documents'}
          </Badge>
        </div>
        <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Truncate value={request.contactEmail} className="max-w-[18rem]" />
          <span>{request.primaryUserName}</span>
          <span className="font-mono text-xs">{request.merchantId}</span>
          <VerificationStatusBadge status={request.verificationStatus} />
          {request.submittedAt ? <span>Submitted {formatDateTime(request.submittedAt)}</span> : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <BusinessDetailsList merchantId={request.merchantId} companyName={request.companyName} details={request.verificationData} />
        <ul className="space-y-2" aria-label={`Documents from ${request.companyName}`}>
          {request.documents.map((doc) => (
            <DocumentReviewRow
              key={doc.id}
              doc={doc}
              busy={review.isPending}
              onApprove={() => review.mutate({ documentId: doc.id, status: 'APPROVED', reviewNotes: '' })}
              onReject={() => setRejecting({ id: doc.id, fileName: doc.fileName })}
            />
          ))}
        </ul>
      </CardContent>
      <RejectDocumentDialog
        fileName={rejecting?.fileName ?? null}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reviewNotes) => {
          if (!rejecting) return;
          review.mutate({ documentId: rejecting.id, status: 'REJECTED', reviewNotes }, { onSettled: () => setRejecting(null) });
        }}
      />
    </Card>
  );
}
