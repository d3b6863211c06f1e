import { useQuery } from '@tanstack/react-query';
import { CircleCheck, Clock, FileWarning } from 'lucide-react';
import { Link } from 'react-router';
import type { VerificationStatus } from '@contract/merchant-auth';
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from '@contract/verification';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { endpointQuery, merchantApi } from '@web/lib/api-client';
import { getVerification } from '@contract/endpoints/merchant-verification';

const BADGES: Record<VerificationStatus, { label: string; variant: 'secondary' | 'outline' | 'destructive' | 'success' }> = {
  NOT_STARTED: { label: 'Not started', variant: 'outline' },
  UNDER_REVIEW: { label: 'Under review', variant: 'secondary' },
  ACTION_REQUIRED: { label: 'Action required', variant: 'destructive' },
  APPROVED: { label: 'Approved', variant: 'success' },
};

/** Where the merchant stands in business verification, and the way forward from there. */
export function VerificationStatusCard({ status: statusFromMe, canManage }: { status: VerificationStatus; canManage: boolean }) {
  const verification = useQuery(endpointQuery(merchantApi, getVerification));
  // The verification read is the fresher of the two after a review; /me answers first on load.
  const status = verification.data?.verificationStatus ?? statusFromMe;
  const documents = verification.data?.documents ?? [];
  const rejected = documents.filter((d) => d.status === 'REJECTED');
  const started = Boolean(verification.data?.details) || documents.length > 0;
  const badge = BADGES[status];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Business Verification</CardTitle>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {status === 'NOT_STARTED' ? (
          <>
            <p>Verify your business to unlock LIVE API access. You will need your company and bank details and five documents.</p>
            {started ? (
              <p className="text-muted-foreground">
                In progress: {verification.data?.details ? 'business details saved, ' : ''}
                {documents.length} of {DOCUMENT_TYPES.length} documents uploaded.
              </p>
            ) : null}
          </>
        ) : null}
        {status === 'UNDER_REVIEW' ? (
          <p className="flex items-start gap-2">
            <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>Your documents have been submitted. Documents are reviewed within 24-48 hours, and we will email you the outcome.</span>
          </p>
        ) : null}
        {status === 'ACTION_REQUIRED' ? (
          <>
            <p className="flex items-start gap-2">
              <FileWarning className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
              <span>Our reviewers need you to replace {rejected.length === 1 ? 'a document' : 'some documents'}, then resubmit.</span>
            </p>
            {rejected.length > 0 ? (
              <ul className="grid gap-2" aria-label="Rejected documents">
                {rejected.map((doc) => (
                  <li key={doc.id} className="rounded-md border border-destructive/60 p-3">
                    <p className="font-medium">
                      {DOCUMENT_TYPE_LABELS[doc.documentType]}: <span className="font-normal break-all">{doc.fileName}</span>
                    </p>
                    <p className="mt-1 text-muted-foreground">Reviewer&apos;s notes: {doc.reviewNotes?.trim() || 'No notes given'}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
        {status === 'APPROVED' ? (
          <p className="flex items-start gap-2">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
            <span>Your business is verified. LIVE access is unlocked: create a live key under API Keys.</span>
          </p>
        ) : null}
      </CardContent>
      {!canManage ? (
        <CardFooter>
          <p className="text-sm text-muted-foreground">
            Verification is handled by the account&apos;s owners and admins. Ask one of them if something needs doing.
          </p>
        </CardFooter>
      ) : status === 'NOT_STARTED' || status === 'ACTION_REQUIRED' ? (
        <CardFooter>
          <Button asChild>
            <Link to="/merchant-verification">
              {status === 'ACTION_REQUIRED' ? 'Replace documents and resubmit' : started ? 'Continue Verification Process' : 'Start Verification Process'}
            </Link>
          </Button>
        </CardFooter>
      ) : (
        <CardFooter>
          <Button asChild variant="outline">
            <Link to="/merchant-verification">View submission</Link>
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
