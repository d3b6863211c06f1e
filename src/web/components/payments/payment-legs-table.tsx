import type { PaymentLeg } from '@contract/payments';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatGBP } from '@web/lib/format';
import { LifecycleStatusBadge } from './lifecycle-status-badge';

/** One row per card charge: what was asked, authorised, captured and refunded, and the processor's reference. */
export function PaymentLegsTable({ legs }: { legs: readonly PaymentLeg[] }) {
  if (legs.length === 0) return <p className="text-sm text-muted-foreground">No legs: the payment was declined before any card was charged.</p>;
  return (
    <Table aria-label="Legs">
      <TableHeader>
        <TableRow>
          <TableHead>Card</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Authorised</TableHead>
          <TableHead className="text-right">Captured</TableHead>
          <TableHead className="text-right">Refunded</TableHead>
          <TableHead className="text-right">Reward</TableHead>
          <TableHead>Processor reference</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {legs.map((leg) => (
          <TableRow key={leg.id} data-testid="payment-leg">
            <TableCell>
              <span className="block whitespace-nowrap">
                {leg.brand} ••{leg.last4}
              </span>
              {/* The payment's detail: the whole card id, wrapped anywhere rather than cut. */}
              <span className="block max-w-[16rem] font-mono text-xs break-all text-muted-foreground">{leg.cardId}</span>
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(leg.amount)}</TableCell>
            <TableCell>
              <LifecycleStatusBadge status={leg.status} />
              {leg.declineCode ? <span className="block pt-1 text-xs text-muted-foreground">{leg.declineCode}</span> : null}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(leg.amountAuthorised)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(leg.amountCaptured)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(leg.amountRefunded)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(leg.reward)}</TableCell>
            <TableCell className="font-mono text-xs">{leg.processorReference ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
