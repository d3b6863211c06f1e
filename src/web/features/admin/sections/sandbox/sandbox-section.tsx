import { adminSimulatePayment } from '@contract/endpoints/admin-sandbox';
import type { SandboxSimulationRequest } from '@contract/sandbox';
import { WalletBuilder } from '@web/components/wallet-builder/wallet-builder';
import { adminApi } from '@web/lib/api-client';

const simulate = (body: SandboxSimulationRequest) => adminApi.call(adminSimulatePayment, { body });

/** /admin/sandbox: the payment Sandbox on the platform's settings, for reproducing what a merchant sees. */
export function SandboxSection() {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Runs a payment body through the payment API&apos;s rules on the platform&apos;s current amount limits, fee and blocked card ranges, velocity aside.
        Nothing is stored.
      </p>
      <WalletBuilder simulate={simulate} idPrefix="admin-sandbox" />
    </div>
  );
}
