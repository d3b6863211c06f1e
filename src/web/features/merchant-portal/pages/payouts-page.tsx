import { useMutation, useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { endpointQuery, merchantApi } from '@web/lib/api-client';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { saveDownload } from '@web/lib/download-file';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { getBalance, getPayoutStatement, listMyPayouts } from '@contract/endpoints/merchant-payouts';
import type { PayoutStatus } from '@contract/ledger';

function StatusBadge({ status }: { status: PayoutStatus }) {
  return <Badge variant={status === 'PAID' ? 'success' : status === 'FAILED' ? 'destructive' : 'secondary'}>{status}</Badge>;
}

function Figure({ label, value, hint, testId }: { label: string; value: number; hint: string; testId: string }) {
  return (
    <div className="rounded-md border border-border p-4">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-semibold tabular-nums" data-testid={testId}>
        {formatGBP(value)}
      </p>
      <p className="text-xs text-muted-foreground">{hint}</p>
    </div>
  );
}

/** /merchant-portal/payouts (owners and admins): what you are owed, your payouts and their statements. */
export function PayoutsPage() {
  const balance = useQuery(endpointQuery(merchantApi, getBalance));
  const payouts = useQuery(endpointQuery(merchantApi, listMyPayouts, { query: { limit: 100 } }));
  const statement = useMutation({
    mutationFn: async (payoutId: string) => saveDownload(await merchantApi.fetchRaw(getPayoutStatement, { params: { payoutId } }), `payout-statement-${payoutId}.csv`),
    onError: (e) => toast({ title: 'Download failed', description: serverMessage(e) ?? 'Please try again.', variant: 'destructive' }),
  });
  const b = balance.data;
  const list = payouts.data?.payouts ?? [];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Balance</CardTitle>
          <CardDescription>
            {b ? `Live payments are paid out ${b.payoutDelayDays} day${b.payoutDelayDays === 1 ? '' : 's'} after they complete, less the SmartSplit fee.` : 'What you are owed from live payments, less the SmartSplit fee.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {balance.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Loading your balance…
            </p>
          ) : null}
          {balance.isError ? (
            <p role="alert" className="text-sm">
              We could not load your balance: {serverMessage(balance.error) ?? 'check your connection and try again.'}
            </p>
          ) : null}
          {b ? (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Figure label="Available" value={b.available} hint="Paid by the next payout run" testId="balance-available" />
              <Figure label="Pending" value={b.pending} hint={`Within the ${b.payoutDelayDays}-day payout delay`} testId="balance-pending" />
              <Figure label="In payouts" value={b.inPayouts} hint="Scheduled or being sent" testId="balance-in-payouts" />
              <Figure label="Paid out" value={b.paidOut} hint="Paid to your bank so far" testId="balance-paid" />
            </div>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle as="h2">Payouts</CardTitle>
          <CardDescription>Each payout’s statement lists the payments it covers.</CardDescription>
        </CardHeader>
        <CardContent>
          {payouts.isSuccess && list.length === 0 ? <p className="text-sm text-muted-foreground">No payouts yet.</p> : null}
          {payouts.isError ? (
            <p role="alert" className="text-sm">
              We could not load your payouts: {serverMessage(payouts.error) ?? 'check your connection and try again.'}
            </p>
          ) : null}
          {list.length > 0 ? (
            <Table aria-label="Your payouts">
              <TableHeader>
                <TableRow>
                  <TableHead>Payout</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Bank</TableHead>
                  <TableHead>
                    <span className="sr-only">Statement</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.map((p) => (
                  <TableRow key={p.id} data-testid="my-payout">
                    <TableCell>
                      <span className="block font-mono text-xs">{p.id}</span>
                      <span className="text-xs text-muted-foreground">
                        {formatDateTime(p.createdAt)} · {p.paymentCount} payment{p.paymentCount === 1 ? '' : 's'}
                      </span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{formatGBP(p.amount)}</TableCell>
                    <TableCell>
                      <StatusBadge status={p.status} />
                      {p.failureReason ? <span className="block text-xs text-muted-foreground">{p.failureReason}</span> : null}
                    </TableCell>
                    <TableCell className="font-mono text-xs">{p.bankAccountLast4 ? `••••${p.bankAccountLast4}` : '—'}</TableCell>
                    <TableCell className="text-right">
                      <Button size="sm" variant="outline" aria-label={`Download the statement of ${p.id}`} onClick={() => statement.mutate(p.id)}>
                        <Download aria-hidden="true" />
                        Statement
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
