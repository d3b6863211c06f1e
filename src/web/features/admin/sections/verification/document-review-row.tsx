import { Check, X } from 'lucide-react';
import type { VerificationRequest } from '@contract/admin-verifications';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { DocumentFileLinks } from '@web/features/admin/components/document-file-links';
import { documentTypeLabel } from '@web/features/admin/lib/verification-format';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { reviewDocument } from '@contract/endpoints/admin-verifications';

type Doc = VerificationRequest['documents'][number];

interface Props {
  doc: Doc;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** A document: name and type, Open and Download, then Approve/Reject while PENDING (for roles that review) or its status otherwise. */
export function DocumentReviewRow({ doc, busy, onApprove, onReject }: Props) {
  const canReview = useAdminCan(reviewDocument);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
      data-testid="document-row"
      data-document-type={doc.documentType}
    >
      <div className="min-w-0">
        <p className="break-all text-sm font-medium">{doc.fileName}</p>
        <p className="text-xs text-muted-foreground">{documentTypeLabel(doc.documentType)}</p>
        {doc.reviewNotes ? <p className="text-xs text-muted-foreground">Note: {doc.reviewNotes}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DocumentFileLinks documentId={doc.id} fileName={doc.fileName} />
        {canReview && doc.status === 'PENDING' ? (
          <>
            <Button size="sm" variant="accent" disabled={busy} onClick={onApprove} aria-label={`Approve ${documentTypeLabel(doc.documentType)}`}>
              <Check aria-hidden="true" />
              Approve
            </Button>
            <Button size="sm" variant="destructive" disabled={busy} onClick={onReject} aria-label={`Reject ${documentTypeLabel(doc.documentType)}`}>
              <X aria-hidden="true" />
              Reject
            </Button>
          </>
        ) : (
          <Badge variant={doc.status === 'APPROVED' ? 'default' : doc.status === 'PENDING' ? 'outline' : 'destructive'}>{doc.status}</Badge>
        )}
      </div>
    </li>
  );
}
