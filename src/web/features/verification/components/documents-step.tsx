import { useIsMutating } from '@tanstack/react-query';
import { DOCUMENT_TYPES, type VerificationStateResponse } from '@contract/verification';
import { Button } from '@web/components/ui/button';
import { UPLOAD_MUTATION_KEY, useFinalizeVerification } from '../lib/verification-queries';
import { DocumentSlot } from './document-slot';

interface Props {
  state: VerificationStateResponse;
  onBack: () => void;
  onSubmitted: () => void;
}

/** Step 2: the five documents and Submit for Review (docs/product-spec.md section 2). */
export function DocumentsStep({ state, onBack, onSubmitted }: Props) {
  const finalize = useFinalizeVerification();
  const uploading = useIsMutating({ mutationKey: UPLOAD_MUTATION_KEY }) > 0;
  const byType = new Map(state.documents.map((d) => [d.documentType, d]));
  const uploaded = DOCUMENT_TYPES.filter((type) => byType.has(type)).length;
  const rejected = state.documents.filter((d) => d.status === 'REJECTED').length;
  const complete = uploaded === DOCUMENT_TYPES.length;
  const canSubmit = complete && rejected === 0 && !uploading && !finalize.isPending;

  return (
    <section aria-labelledby="documents-title" className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="documents-title" className="text-xl font-semibold">
          Document Upload
        </h2>
        <p className="text-sm text-muted-foreground">
          Upload one file for each document. Choosing a new file for a document replaces the one already uploaded.
        </p>
      </div>
      <p className="text-sm font-medium" aria-live="polite" data-testid="documents-progress">
        {uploaded} of {DOCUMENT_TYPES.length} documents uploaded
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {DOCUMENT_TYPES.map((type) => (
          <DocumentSlot key={type} documentType={type} document={byType.get(type)} />
        ))}
      </ul>
      <div className="grid gap-2 border-t border-border pt-5">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={onBack} disabled={finalize.isPending}>
            Back to business details
          </Button>
          <Button disabled={!canSubmit} onClick={() => finalize.mutate(undefined, { onSuccess: onSubmitted })} aria-describedby="submit-note">
            {finalize.isPending ? 'Submitting…' : 'Submit for Review'}
          </Button>
        </div>
        <p id="submit-note" className="text-sm text-muted-foreground">
          {!complete
            ? 'Please upload all required documents before submitting'
            : rejected > 0
              ? 'Replace the rejected documents before resubmitting'
              : 'Documents are reviewed within 24-48 hours of submission.'}
        </p>
      </div>
    </section>
  );
}
