import { FileCheck2 } from 'lucide-react';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { VerificationRequestCard } from './verification-request-card';
import { listPendingVerifications } from '@contract/endpoints/admin-verifications';

const LOAD_ERROR = { title: 'Failed to fetch verifications', description: 'Failed to fetch verification requests' };

/** Merchants whose submitted documents await review, oldest submission first. */
export function VerificationSection() {
  const pending = useAdminQuery(listPendingVerifications, undefined, { loadError: LOAD_ERROR });
  const verifications = pending.data?.verifications ?? [];
  const total = pending.data?.total ?? 0;

  return (
    <div className="space-y-4">
      <LoadState isPending={pending.isPending} isError={pending.isError} onRetry={() => void pending.refetch()} what="verification requests" />
      {pending.isSuccess && verifications.length === 0 ? (
        <EmptyState icon={FileCheck2} title="No pending verification requests">
          Merchants appear here once they submit their business details and all five documents.
        </EmptyState>
      ) : null}
      {verifications.length > 0 ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {total > verifications.length
            ? `Showing the ${verifications.length} oldest of ${total} merchants waiting for review.`
            : `${total} ${total === 1 ? 'merchant is' : 'merchants are'} waiting for review, oldest first.`}
        </p>
      ) : null}
      {verifications.map((request) => (
        <VerificationRequestCard key={request.merchantId} request={request} />
      ))}
    </div>
  );
}
