import { simulatePayment } from '@contract/endpoints/sandbox';
import type { SandboxSimulationRequest } from '@contract/sandbox';
import { WalletBuilder } from '@web/components/wallet-builder/wallet-builder';
import { merchantApi } from '@web/lib/api-client';

const simulate = (body: SandboxSimulationRequest) => merchantApi.call(simulatePayment, { body });

/**
 * /merchant-portal/sandbox (owners, admins, developers): try a wallet against the payment API's
 * rules without writing code. The same call takes a test key (POST /api/merchant/sandbox/simulate).
 */
export function SandboxPage() {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Each run is what the payment API would decide for this body with your test key, velocity aside. Nothing is stored and no payment is made.
      </p>
      <WalletBuilder simulate={simulate} idPrefix="portal-sandbox" />
    </div>
  );
}
