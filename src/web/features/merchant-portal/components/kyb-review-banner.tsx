import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { DOCUMENT_TYPE_LABELS } from '@contract/verification';
import { Button } from '@web/components/ui/button';
import { endpointQuery, merchantApi } from '@web/lib/api-client';
import { formatDateTime } from '@web/lib/format';
import { getKybReview } from '@contract/endpoints/merchant-verification';

/** A periodic KYB review under way: which documents to upload again, and where. Nothing when none is open. */
export function KybReviewBanner({ canManage }: { canManage: boolean }) {
  const review = useQuery(endpointQuery(merchantApi, getKybReview));
  const r = review.data;
  if (!r?.open) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary bg-primary/5 p-4 text-sm lg:col-span-2"
      data-testid="kyb-review-banner"
    >
      <p className="flex items-start gap-2">
        <RefreshCw className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          <strong>Periodic review.</strong> Please upload current copies of {r.documentTypes.map((t) => DOCUMENT_TYPE_LABELS[t]).join(', ')}
          {r.dueAt ? ` (due ${formatDateTime(r.dueAt)})` : ''}. Payments and existing keys keep working.
          {canManage ? '' : ' An owner or admin of your team can upload them.'}
        </span>
      </p>
      {canManage ? (
        <Button asChild size="sm">
          <Link to="/merchant-verification">Upload documents</Link>
        </Button>
      ) : null}
    </div>
  );
}
