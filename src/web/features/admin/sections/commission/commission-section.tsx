import { FeeOverridesCard } from './fee-overrides-card';
import { PartnerMerchantsCard } from './partner-merchants-card';
import { PartnersCard } from './partners-card';
import { RevenueCard } from './revenue-card';

/** Admin Commission: partners and their share, merchant assignments, fee overrides and fee revenue. */
export function CommissionSection() {
  return (
    <div className="space-y-6">
      <div className="grid gap-6 xl:grid-cols-2">
        <PartnersCard />
        <FeeOverridesCard />
      </div>
      <PartnerMerchantsCard />
      <RevenueCard />
    </div>
  );
}
