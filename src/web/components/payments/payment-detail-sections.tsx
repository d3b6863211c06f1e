import type { PaymentDetail } from '@contract/payment-lifecycle';
import { DisputeStatusBadge } from '@web/components/disputes/dispute-status-badge';
import { formatGBP } from '@web/lib/format';
import { PaymentHistory } from './payment-history';
import { PaymentLegsTable } from './payment-legs-table';
import { PaymentRefundsTable } from './payment-refunds-table';

/** The parts of a payment below its summary, as the portal and the admin panel both show them. */
export function PaymentDetailSections({ payment }: { payment: PaymentDetail }) {
  return (
    <div className="grid gap-6">
      <section aria-labelledby="payment-legs" className="grid gap-2">
        <h3 id="payment-legs" className="font-semibold">
          Legs
        </h3>
        <PaymentLegsTable legs={payment.legs} />
      </section>
      <section aria-labelledby="payment-refunds" className="grid gap-2">
        <h3 id="payment-refunds" className="font-semibold">
          Refunds
        </h3>
        <PaymentRefundsTable refunds={payment.refunds} legs={payment.legs} />
      </section>
      <section aria-labelledby="payment-disputes" className="grid gap-2">
        <h3 id="payment-disputes" className="font-semibold">
          Disputes
        </h3>
        {payment.disputes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No disputes.</p>
        ) : (
          <ul className="grid gap-1 text-sm [overflow-wrap:anywhere]">
            {payment.disputes.map((d) => (
              <li key={d.id} data-testid="payment-dispute">
                <span className="font-mono text-xs">{d.id}</span> on {d.cardId}: {formatGBP(d.amount)} <DisputeStatusBadge status={d.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payment-history" className="grid gap-2 [overflow-wrap:anywhere]">
        <h3 id="payment-history" className="font-semibold">
          History
        </h3>
        <PaymentHistory history={payment.history} />
      </section>
    </div>
  );
}
