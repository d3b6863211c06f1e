import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { fieldClasses } from '@web/components/ui/input';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { PAYMENT_STATUSES, type PaymentStatus } from '@contract/payment-states';
import { cn } from '@web/lib/cn';
import { serverMessage } from '@web/lib/server-message';
import { usePortalTransactions } from '../lib/use-portal-transactions';
import { TransactionRow } from './transaction-row';

const EMPTY_TEXT = {
  test: 'No transactions yet — make a test payment with your test key',
  live: 'No live transactions yet — live payments appear here once you use a live key',
} as const;

export function TransactionsCard() {
  const [mode, setMode] = useState<'test' | 'live'>('test');
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const query = usePortalTransactions(mode, status || undefined);
  const payments = query.data?.pages.flatMap((page) => page.transactions) ?? [];

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Transactions</CardTitle>
          <CardDescription>Your most recent payments, newest first, with how each was split across the customer&apos;s cards.</CardDescription>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="transactions-status" className="sr-only">
            Filter by status
          </label>
          <select
            id="transactions-status"
            className={cn(fieldClasses, 'h-9 w-auto pr-8')}
            value={status}
            onChange={(e) => setStatus(e.target.value as PaymentStatus | '')}
          >
            <option value="">All statuses</option>
            {PAYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
          <div role="group" aria-label="Mode" className="inline-flex rounded-md bg-muted p-1">
            {(['test', 'live'] as const).map((value) => (
              <Button key={value} size="sm" variant={mode === value ? 'default' : 'ghost'} aria-pressed={mode === value} onClick={() => setMode(value)}>
                {value === 'test' ? 'Test' : 'Live'}
              </Button>
            ))}
          </div>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching} aria-label="Refresh transactions">
            <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading transactions…
          </p>
        ) : null}
        {query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load transactions: {serverMessage(query.error) ?? 'please try again.'}
          </p>
        ) : null}
        {query.isSuccess && payments.length === 0 ? (
          <p data-empty-state className="rounded-md bg-muted p-4 text-sm">
            {status ? `No ${mode} transactions with status ${status.replace(/_/g, ' ')}` : EMPTY_TEXT[mode]}
          </p>
        ) : null}
        {payments.length > 0 ? (
          <Table aria-label={`${mode === 'test' ? 'Test' : 'Live'} transactions`}>
            <TableHeader>
              <TableRow>
                <TableHead>Date</TableHead>
                <TableHead>Customer</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Status</TableHead>
                <TableHead className="text-right">Fee</TableHead>
                <TableHead className="text-right">Reward</TableHead>
                <TableHead>Splits</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payments.map((payment) => (
                <TransactionRow key={payment.transactionId} payment={payment} />
              ))}
            </TableBody>
          </Table>
        ) : null}
        {query.hasNextPage ? (
          <div>
            <Button variant="outline" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
