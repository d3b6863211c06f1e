import { RefreshCw } from 'lucide-react';
import type { MerchantKybReview } from '@contract/compliance';
import { DOCUMENT_TYPE_LABELS, type VerificationStateResponse } from '@contract/verification';
import { Card, CardContent } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { DocumentSlot } from './document-slot';

/** A periodic review under way: the named documents, each with its picker, for a business that stays verified. */
export function ReviewUploads({ state, review }: { state: VerificationStateResponse; review: MerchantKybReview }) {
  const byType = new Map(state.documents.map((d) => [d.documentType, d]));
  const startedAt = review.startedAt ? new Date(review.startedAt).getTime() : 0;
  const done = review.documentTypes.filter((t) => {
    const d = byType.get(t);
    return d !== undefined && new Date(d.uploadedAt).getTime() >= startedAt;
  });
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <p className="flex items-start gap-2 text-sm" data-testid="review-uploads">
          <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            <strong>Periodic review.</strong> Your business stays verified. Please upload current copies of{' '}
            {review.documentTypes.map((t) => DOCUMENT_TYPE_LABELS[t]).join(', ')}
            {review.dueAt ? ` (due ${formatDateTime(review.dueAt)})` : ''}. {done.length} of {review.documentTypes.length} uploaded.
          </span>
        </p>
        <ul className="grid gap-4 md:grid-cols-2">
          {review.documentTypes.map((t) => (
            <DocumentSlot key={t} documentType={t} document={byType.get(t)} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
