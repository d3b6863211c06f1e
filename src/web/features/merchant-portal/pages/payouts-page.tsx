import { Download } from 'lucide-react';
import { PayoutsTable } from '@web/components/payouts/payouts-table';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatGBP } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import { useBalance, useMyPayouts, useStatementDownload } from '../lib/payouts-api';

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
  const balance = useBalance();
  const payouts = useMyPayouts();
  const statement = useStatementDownload();
  const b = balance.data;
  const list = payouts.data?.payouts ?? [];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Balance</CardTitle>
          <CardDescription>
            {b
              ? `Live payments are paid out ${b.payoutDelayDays} day${b.payoutDelayDays === 1 ? '' : 's'} after they complete, less the SmartSplit fee.`
              : 'What you are owed from live payments, less the SmartSplit fee.'}
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
          {payouts.isSuccess && list.length === 0 ? (
            <p data-empty-state className="text-sm text-muted-foreground">
              No payouts yet.
            </p>
          ) : null}
          {payouts.isError ? (
            <p role="alert" className="text-sm">
              We could not load your payouts: {serverMessage(payouts.error) ?? 'check your connection and try again.'}
            </p>
          ) : null}
          {list.length > 0 ? (
            <PayoutsTable
              payouts={list}
              label="Your payouts"
              rowTestId="my-payout"
              columns={['payout', 'amount', 'status', 'bank']}
              actionsHeading="Statement"
              actionsClassName="text-right"
              actions={(p) => (
                <Button size="sm" variant="outline" aria-label={`Download the statement of ${p.id}`} onClick={() => statement.mutate(p.id)}>
                  <Download aria-hidden="true" />
                  Statement
                </Button>
              )}
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
