import { useState } from 'react';
import type { AdminTransaction } from '@contract/admin-transactions';
import { openDispute } from '@contract/endpoints/admin-disputes';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Truncate } from '@web/components/ui/truncate';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { ModeBadge, TransactionStatusBadge } from '@web/features/admin/components/status-badges';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { OpenDisputeDialog } from './open-dispute-dialog';
import { TransactionDetailDialog } from './transaction-detail-dialog';

/** docs/product-spec.md section 2's columns plus merchant and mode; amounts arrive in pence. Each id opens the payment's detail. */
export function TransactionsTable({ transactions }: { transactions: AdminTransaction[] }) {
  const canDispute = useAdminCan(openDispute);
  const [disputing, setDisputing] = useState<AdminTransaction | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      {/* Nine columns fit a 1366-pixel window beside the sidebar: tighter padding, and ids and emails cut to one line (the detail shows them whole). */}
      <Table aria-label="Transactions" className="[&_td]:px-2 [&_th]:px-2">
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
            {canDispute ? (
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {transactions.map((t) => (
            <TableRow key={t.transactionId} data-testid="transaction-row">
              <TableCell className="font-mono text-xs">
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto max-w-full p-0 font-mono text-xs"
                  onClick={() => setViewing(t.transactionId)}
                  aria-label={`View ${t.transactionId}`}
                >
                  <Truncate value={t.transactionId} className="max-w-[7rem]" />
                </Button>
              </TableCell>
              <TableCell>
                <TransactionStatusBadge status={t.status} />
                {t.declineReason ? <Truncate value={t.declineReason} className="max-w-[7rem] pt-1 text-xs text-muted-foreground" /> : null}
              </TableCell>
              <TableCell>
                <Truncate value={t.companyName} className="max-w-[8rem]" />
                <Truncate value={t.merchantId} className="max-w-[8rem] font-mono text-xs text-muted-foreground" />
              </TableCell>
              <TableCell>
                <Truncate value={t.customerEmail} className="max-w-[10rem]" />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDateTime(t.createdAt)}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">{formatGBP(t.amount)}</TableCell>
              <TableCell className="whitespace-nowrap text-right tabular-nums">{formatGBP(t.feeAmount)}</TableCell>
              <TableCell>
                <ModeBadge mode={t.mode} />
              </TableCell>
              {canDispute ? (
                <TableCell className="text-right">
                  {t.mode === 'live' && t.status === 'COMPLETED' ? (
                    <Button
                      variant="outline"
                      size="sm"
                      className="whitespace-nowrap"
                      onClick={() => setDisputing(t)}
                      aria-label={`Open a dispute on ${t.transactionId}`}
                    >
                      Dispute
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <OpenDisputeDialog transaction={disputing} onClose={() => setDisputing(null)} />
      <TransactionDetailDialog transactionId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
