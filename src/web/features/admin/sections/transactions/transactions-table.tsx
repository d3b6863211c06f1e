import type { AdminTransaction } from '@contract/admin-transactions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { ModeBadge, TransactionStatusBadge } from '@web/features/admin/components/status-badges';

/** docs/product-spec.md section 2's columns plus merchant and mode; amounts arrive in pence. */
export function TransactionsTable({ transactions }: { transactions: AdminTransaction[] }) {
  return (
    <Table aria-label="Transactions">
      <TableHeader>
        <TableRow>
          <TableHead>Transaction ID</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Merchant</TableHead>
          <TableHead>Customer email</TableHead>
          <TableHead>Date</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead className="text-right">Fee</TableHead>
          <TableHead>Mode</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {transactions.map((t) => (
          <TableRow key={t.transactionId} data-testid="transaction-row">
            <TableCell className="font-mono text-xs">{t.transactionId}</TableCell>
            <TableCell>
              <TransactionStatusBadge status={t.status} />
              {t.declineReason ? <span className="block pt-1 text-xs text-muted-foreground">{t.declineReason}</span> : null}
            </TableCell>
            <TableCell>
              <span className="block">{t.companyName}</span>
              <span className="font-mono text-xs text-muted-foreground">{t.merchantId}</span>
            </TableCell>
            <TableCell className="break-all">{t.customerEmail}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDateTime(t.createdAt)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(t.amount)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatGBP(t.feeAmount)}</TableCell>
            <TableCell>
              <ModeBadge mode={t.mode} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
