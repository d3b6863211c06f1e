import { Link } from 'react-router';
import type { Payment } from '@contract/payments';
import { LifecycleStatusBadge } from '@web/components/payments/lifecycle-status-badge';
import { TableCell, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { paymentPath } from './portal-tabs';
import { Truncate } from '@web/components/ui/truncate';

const DECLINE_TEXT: Record<NonNullable<Payment['declineReason']>, string> = {
  VELOCITY_LIMIT: 'Velocity limit',
  NO_VIABLE_CARD: 'No viable card',
  INSUFFICIENT_FUNDS: 'Insufficient funds',
  LEG_DECLINED: 'A card declined',
};

export function TransactionRow({ payment }: { payment: Payment }) {
  return (
    <TableRow data-testid="transaction-row">
      <TableCell className="whitespace-nowrap">
        <span className="block">{formatDateTime(payment.createdAt)}</span>
        <Link
          to={paymentPath(payment.transactionId)}
          className="block font-mono text-xs text-primary underline underline-offset-4"
          aria-label={`Payment ${payment.transactionId} details`}
        >
          <Truncate value={payment.transactionId} className="max-w-[9rem]" />
        </Link>
      </TableCell>
      <TableCell>
        <Truncate value={payment.customerEmail} className="max-w-[14rem]" />
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">{formatGBP(payment.amount)}</TableCell>
      <TableCell>
        <LifecycleStatusBadge status={payment.status} />
        {payment.declineReason ? <span className="mt-1 block text-xs text-muted-foreground">{DECLINE_TEXT[payment.declineReason]}</span> : null}
      </TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">{formatGBP(payment.feeAmount)}</TableCell>
      <TableCell className="whitespace-nowrap text-right tabular-nums">{formatGBP(payment.totalReward)}</TableCell>
      <TableCell>
        {payment.splits.length === 0 ? (
          <span className="text-muted-foreground">None</span>
        ) : (
          <ul className="grid gap-0.5">
            {payment.splits.map((split) => (
              <li key={split.cardId} className="whitespace-nowrap">
                {split.brand} ••{split.last4} {formatGBP(split.amount)}
              </li>
            ))}
          </ul>
        )}
      </TableCell>
    </TableRow>
  );
}
