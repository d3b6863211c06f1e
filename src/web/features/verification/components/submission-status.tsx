import { CircleCheck, Clock } from 'lucide-react';
import { DOCUMENT_TYPES, type VerificationStateResponse } from '@contract/verification';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { DocumentSlot } from './document-slot';
import { MaskedDetails } from './masked-details';

/** UNDER_REVIEW and APPROVED: nothing can change, so the wizard shows the submission read-only. */
export function SubmissionStatus({ state }: { state: VerificationStateResponse }) {
  const approved = state.verificationStatus === 'APPROVED';
  const byType = new Map(state.documents.map((d) => [d.documentType, d]));
  return (
    <div className="grid gap-6">
      <Card className={approved ? 'border-accent' : 'border-primary'}>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            {approved ? <CircleCheck className="size-5 text-accent" aria-hidden="true" /> : <Clock className="size-5 text-primary" aria-hidden="true" />}
            {approved ? 'Verification approved' : 'Under review'}
          </CardTitle>
          <CardDescription>
            {approved
              ? 'Your business is verified and LIVE API access is unlocked. You can create a live key in the merchant portal.'
              : 'Your documents have been submitted and will be reviewed within 24-48 hours. They cannot be changed while the review is in progress; we will email you the outcome.'}
          </CardDescription>
        </CardHeader>
      </Card>
      {state.details ? (
        <Card>
          <CardHeader>
            <CardTitle>Business Details</CardTitle>
          </CardHeader>
          <CardContent>
            <MaskedDetails details={state.details} />
          </CardContent>
        </Card>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Documents</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-4 md:grid-cols-2">
            {DOCUMENT_TYPES.map((type) => (
              <DocumentSlot key={type} documentType={type} document={byType.get(type)} readOnly />
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
