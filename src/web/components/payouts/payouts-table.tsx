import type { ReactNode } from 'react';
import type { MerchantPayout } from '@contract/ledger';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { PayoutStatusBadge } from './payout-status-badge';
import { Truncate } from '@web/components/ui/truncate';

/** A payout row; the admin panel's rows also name the merchant. */
export type PayoutRow = MerchantPayout & { merchantId?: string; companyName?: string };

/** The data columns a screen shows, in its own order; the actions column always comes last. */
export type PayoutColumn = 'payout' | 'merchant' | 'amount' | 'bank' | 'status';

const HEADINGS: Record<PayoutColumn, { title: string; className?: string }> = {
  payout: { title: 'Payout' },
  merchant: { title: 'Merchant' },
  amount: { title: 'Amount', className: 'text-right' },
  bank: { title: 'Bank' },
  status: { title: 'Status' },
};

function PayoutCell({ column, payout: p }: { column: PayoutColumn; payout: PayoutRow }) {
  switch (column) {
    case 'payout':
      return (
        <TableCell>
          <Truncate value={p.id} className="max-w-[12rem] font-mono text-xs" />
          <span className="text-xs text-muted-foreground">
            {formatDateTime(p.createdAt)} · {p.paymentCount} payment{p.paymentCount === 1 ? '' : 's'}
          </span>
        </TableCell>
      );
    case 'merchant':
      return (
        <TableCell>
          <Truncate value={p.companyName ?? ''} className="max-w-[12rem]" />
          <Truncate value={p.merchantId ?? ''} className="max-w-[12rem] font-mono text-xs text-muted-foreground" />
        </TableCell>
      );
    case 'amount':
      return <TableCell className="text-right tabular-nums">{formatGBP(p.amount)}</TableCell>;
    case 'bank':
      return <TableCell className="font-mono text-xs">{p.bankAccountLast4 ? `••••${p.bankAccountLast4}` : '—'}</TableCell>;
    case 'status':
      return (
        <TableCell>
          <PayoutStatusBadge status={p.status} />
          {p.failureReason ? <span className="block text-xs text-muted-foreground">{p.failureReason}</span> : null}
        </TableCell>
      );
  }
}

interface Props<P extends PayoutRow> {
  payouts: readonly P[];
  /** The table's accessible name. */
  label: string;
  rowTestId: string;
  columns: readonly PayoutColumn[];
  /** The hidden heading of the actions column. */
  actionsHeading: string;
  actionsClassName: string;
  actions: (payout: P) => ReactNode;
}

/** Payouts, one row each: the admin panel's payouts and the merchant portal's share it. */
export function PayoutsTable<P extends PayoutRow>({ payouts, label, rowTestId, columns, actionsHeading, actionsClassName, actions }: Props<P>) {
  return (
    <Table aria-label={label}>
      <TableHeader>
        <TableRow>
          {columns.map((column) => (
            <TableHead key={column} className={HEADINGS[column].className}>
              {HEADINGS[column].title}
            </TableHead>
          ))}
          <TableHead>
            <span className="sr-only">{actionsHeading}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {payouts.map((p) => (
          <TableRow key={p.id} data-testid={rowTestId}>
            {columns.map((column) => (
              <PayoutCell key={column} column={column} payout={p} />
            ))}
            <TableCell className={actionsClassName}>{actions(p)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
