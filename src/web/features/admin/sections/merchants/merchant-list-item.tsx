import type { AdminMerchant } from '@contract/admin-merchants';
import { formatDateTime } from '@web/lib/format';
import { MerchantStatusBadge, VerificationStatusBadge } from '@web/features/admin/components/status-badges';
import { MerchantActions } from './merchant-actions';
import { Truncate } from '@web/components/ui/truncate';

/** One merchant: docs/product-spec.md section 2's fields, the verification status and the actions. */
export function MerchantListItem({ merchant, onView }: { merchant: AdminMerchant; onView: () => void }) {
  const owner = [merchant.firstName, merchant.lastName].filter(Boolean).join(' ') || 'No owner on record';
  return (
    <li className="rounded-lg border border-border bg-background p-4" data-testid="merchant-row" data-merchant-id={merchant.merchantId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold">{merchant.companyName}</h2>
            <MerchantStatusBadge status={merchant.status} />
            <span className="text-xs text-muted-foreground">Verification:</span>
            <VerificationStatusBadge status={merchant.verificationStatus} />
          </div>
          <dl className="grid gap-x-6 gap-y-1 text-sm text-muted-foreground sm:grid-cols-2">
            <div>
              <dt className="sr-only">Owner</dt>
              <dd className="text-foreground">{owner}</dd>
            </div>
            <div className="min-w-0">
              <dt className="sr-only">Contact email</dt>
              <dd>
                <Truncate value={merchant.contactEmail} className="max-w-full" />
              </dd>
            </div>
            <div>
              <dt className="inline">Merchant ID: </dt>
              <dd className="inline font-mono text-xs text-foreground">{merchant.merchantId}</dd>
            </div>
            <div>
              <dt className="inline">Created: </dt>
              <dd className="inline">{formatDateTime(merchant.createdAt)}</dd>
            </div>
          </dl>
        </div>
        <MerchantActions merchant={merchant} onView={onView} />
      </div>
    </li>
  );
}
