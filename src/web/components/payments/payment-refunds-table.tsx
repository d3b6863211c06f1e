import type { Refund } from '@contract/payment-lifecycle';
import type { PaymentLeg } from '@contract/payments';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { LifecycleStatusBadge } from './lifecycle-status-badge';
import { allocationLabel, legCardName, REFUND_REASON_LABELS } from './payment-labels';

/** A payment's refunds, oldest first, each with the legs it was taken from. */
export function PaymentRefundsTable({ refunds, legs }: { refunds: readonly Refund[]; legs: readonly PaymentLeg[] }) {
  if (refunds.length === 0) return <p className="text-sm text-muted-foreground">No refunds.</p>;
  return (
    <Table aria-label="Refunds">
      <TableHeader>
        <TableRow>
          <TableHead>Refund</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Reason</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Legs</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {refunds.map((refund) => (
          <TableRow key={refund.id} data-testid="payment-refund">
            <TableCell className="whitespace-nowrap">
              <span className="block font-mono text-xs">{refund.id}</span>
              <span className="block text-xs text-muted-foreground">{formatDateTime(refund.createdAt)}</span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(refund.amount)}</TableCell>
            <TableCell>
              <span className="block">{REFUND_REASON_LABELS[refund.reason]}</span>
              <span className="block text-xs text-muted-foreground">{allocationLabel(refund.allocation)}</span>
            </TableCell>
            <TableCell>
              <LifecycleStatusBadge status={refund.status} />
            </TableCell>
            <TableCell>
              <ul className="grid gap-0.5">
                {refund.legs.map((leg) => (
                  <li key={leg.legId} className="whitespace-nowrap">
                    {legCardName(legs, leg.legId, leg.cardId)} {formatGBP(leg.amount)} <LifecycleStatusBadge status={leg.status} />
                    <span className="text-xs text-muted-foreground"> reward reversed {formatGBP(leg.rewardReversed)}</span>
                    {leg.failureReason ? <span className="block text-xs text-destructive">{leg.failureReason}</span> : null}
                  </li>
                ))}
              </ul>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
