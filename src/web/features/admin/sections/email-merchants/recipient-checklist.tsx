import { Users } from 'lucide-react';
import type { AdminMerchant } from '@contract/admin-merchants';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { Truncate } from '@web/components/ui/truncate';
import { MerchantStatusBadge } from '@web/features/admin/components/status-badges';

interface Props {
  merchants: AdminMerchant[];
  selected: ReadonlySet<string>;
  onToggle: (merchantId: string, on: boolean) => void;
  disabled: boolean;
  filtered: boolean;
}

/** The scrolling checklist (about 24rem, docs/product-spec.md section 2): company name, sign-in email and status per merchant. */
export function RecipientChecklist({ merchants, selected, onToggle, disabled, filtered }: Props) {
  if (merchants.length === 0) {
    return (
      <EmptyState icon={Users} title={filtered ? 'No merchants have this status' : 'No merchants yet'}>
        {filtered ? 'Choose another status to see more merchants.' : 'Merchants appear here once they sign up.'}
      </EmptyState>
    );
  }
  return (
    <fieldset className="min-w-0" disabled={disabled}>
      <legend className="sr-only">Recipients</legend>
      <ul
        className="max-h-96 divide-y divide-border overflow-y-auto rounded-md border border-border"
        tabIndex={0}
        aria-label="Merchants to email"
        data-testid="recipient-checklist"
      >
        {merchants.map((m) => {
          const id = `recipient-${m.merchantId}`;
          return (
            <li key={m.merchantId} className="flex items-start gap-3 px-3 py-2.5 hover:bg-muted/60">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={selected.has(m.merchantId)}
                onChange={(e) => onToggle(m.merchantId, e.target.checked)}
              />
              <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                <Truncate value={m.companyName} className="max-w-full text-sm font-medium" />
                <Truncate value={m.userEmail ?? m.contactEmail} className="max-w-full text-xs text-muted-foreground" />
              </label>
              <MerchantStatusBadge status={m.status} />
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
