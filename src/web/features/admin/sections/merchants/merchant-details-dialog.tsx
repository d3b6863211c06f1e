import type { AdminMerchant } from '@contract/admin-merchants';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { LoadState } from '@web/features/admin/components/load-state';
import { MerchantStatusBadge } from '@web/features/admin/components/status-badges';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { ApiRateLimitPart } from './api-rate-limit-part';
import { ApiKeysPart, SummaryPart, UsersPart, VerificationPart } from './merchant-details-parts';
import { getMerchantDetails } from '@contract/endpoints/admin-merchants';

interface Props {
  merchant: AdminMerchant | null;
  onClose: () => void;
}

/** The View button's panel: users, API key prefixes, verification and a transaction summary. */
export function MerchantDetailsDialog({ merchant, onClose }: Props) {
  const details = useAdminQuery(getMerchantDetails, { params: { merchantId: merchant?.merchantId ?? '' } }, { enabled: merchant !== null });
  const d = details.data;
  return (
    <Dialog open={merchant !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle className="flex flex-wrap items-center gap-2">
            {merchant?.companyName}
            {d ? <MerchantStatusBadge status={d.merchant.status} /> : null}
          </DialogTitle>
          <DialogDescription>
            <span className="font-mono">{merchant?.merchantId}</span>
            {d ? ` · ${d.merchant.businessType} · ${d.merchant.industry} · ${d.merchant.contactPhone}` : null}
          </DialogDescription>
        </DialogHeader>
        <LoadState isPending={details.isPending} isError={details.isError} onRetry={() => void details.refetch()} what="merchant details" />
        {d ? (
          <div className="space-y-5" data-testid="merchant-details">
            <UsersPart users={d.users} />
            <ApiKeysPart apiKeys={d.apiKeys} />
            <ApiRateLimitPart merchantId={d.merchant.merchantId} />
            <VerificationPart merchant={d.merchant} verification={d.verification} />
            <SummaryPart summary={d.transactionSummary} />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
