import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '@web/components/form-field';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Textarea } from '@web/components/ui/textarea';
import { adminApi } from '@web/lib/api-client';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { PAYOUT_STATUSES, PAYOUT_TRANSITIONS, type AdminPayout, type PayoutStatus } from '@contract/ledger';
import { listPayouts, updatePayoutStatus } from '@contract/endpoints/admin-payouts';

const ACTION_LABEL: Record<'PROCESSING' | 'PAID' | 'FAILED', string> = { PROCESSING: 'Mark processing', PAID: 'Mark paid', FAILED: 'Mark failed' };

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const variant = status === 'PAID' ? 'success' : status === 'FAILED' ? 'destructive' : 'secondary';
  return <Badge variant={variant}>{status}</Badge>;
}

/** Payouts with filters (status, run, merchant) and the status actions each allows. */
export function PayoutsTable({ runId, onRunId, onChanged }: { runId: string; onRunId: (id: string) => void; onChanged: () => Promise<unknown> }) {
  const [status, setStatus] = useState('');
  const [merchantId, setMerchantId] = useState('');
  const list = useCursorList(listPayouts, { status, runId, merchantId: /^mch_[A-Za-z0-9]+$/.test(merchantId.trim()) ? merchantId.trim() : undefined });
  const [failing, setFailing] = useState<AdminPayout | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const change = useMutation({
    mutationFn: (v: { payoutId: string; status: 'PROCESSING' | 'PAID' | 'FAILED'; reason?: string }) =>
      adminApi.call(updatePayoutStatus, { params: { payoutId: v.payoutId }, body: { status: v.status, ...(v.reason ? { reason: v.reason } : {}) } }),
    onSuccess: (data) => {
      toast({ title: 'Payout updated', description: data.message });
      setFailing(null);
      setReason('');
      return onChanged();
    },
    onError: (e) => {
      if (!isUnauthorized(e)) toast({ title: 'Could not update the payout', description: serverMessage(e) ?? 'Please try again', variant: 'destructive' });
    },
  });
  const submitFailure = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setReasonError('Give a reason of at least 3 characters');
    setReasonError(undefined);
    if (failing) change.mutate({ payoutId: failing.id, status: 'FAILED', reason: reason.trim() });
  };
  const payouts = list.data?.pages.flatMap((p) => p.payouts) ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Payouts</CardTitle>
        <CardDescription>PENDING → PROCESSING → PAID, or FAILED with a reason (the amount returns to the merchant’s balance).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-3" role="group" aria-label="Payout filters">
          <div className="grid gap-1.5">
            <label htmlFor="payout-status" className="text-sm font-medium">
              Status
            </label>
            <NativeSelect id="payout-status" value={status} onChange={(e) => setStatus(e.target.value)}>
              <option value="">All statuses</option>
              {PAYOUT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField id="payout-run" label="Run">
            {(c) => <Input {...c} placeholder="pr_..." value={runId} onChange={(e) => onRunId(e.target.value.trim())} />}
          </FormField>
          <FormField id="payout-merchant" label="Merchant id">
            {(c) => <Input {...c} placeholder="mch_..." value={merchantId} onChange={(e) => setMerchantId(e.target.value)} />}
          </FormField>
        </div>
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="payouts" />
        {list.isSuccess && payouts.length === 0 ? <EmptyState title="No payouts match" /> : null}
        {payouts.length > 0 ? (
          <Table aria-label="Payouts">
            <TableHeader>
              <TableRow>
                <TableHead>Payout</TableHead>
                <TableHead>Merchant</TableHead>
                <TableHead className="text-right">Amount</TableHead>
                <TableHead>Bank</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {payouts.map((p) => (
                <TableRow key={p.id} data-testid="payout-row">
                  <TableCell>
                    <span className="block font-mono text-xs">{p.id}</span>
                    <span className="text-xs text-muted-foreground">
                      {formatDateTime(p.createdAt)} · {p.paymentCount} payment{p.paymentCount === 1 ? '' : 's'}
                    </span>
                  </TableCell>
                  <TableCell>
                    <span className="block break-words">{p.companyName}</span>
                    <span className="font-mono text-xs text-muted-foreground">{p.merchantId}</span>
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{formatGBP(p.amount)}</TableCell>
                  <TableCell className="font-mono text-xs">{p.bankAccountLast4 ? `••••${p.bankAccountLast4}` : '—'}</TableCell>
                  <TableCell>
                    <PayoutStatusBadge status={p.status} />
                    {p.failureReason ? <span className="block text-xs text-muted-foreground">{p.failureReason}</span> : null}
                  </TableCell>
                  <TableCell className="space-x-2 text-right whitespace-nowrap">
                    {PAYOUT_TRANSITIONS[p.status].map((next) => (
                      <Button
                        key={next}
                        size="sm"
                        variant={next === 'FAILED' ? 'outline' : 'default'}
                        disabled={change.isPending}
                        aria-label={`${ACTION_LABEL[next as 'PROCESSING' | 'PAID' | 'FAILED']}: ${p.id}`}
                        onClick={() => (next === 'FAILED' ? setFailing(p) : change.mutate({ payoutId: p.id, status: next as 'PROCESSING' | 'PAID' }))}
                      >
                        {ACTION_LABEL[next as 'PROCESSING' | 'PAID' | 'FAILED']}
                      </Button>
                    ))}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
        <LoadMore hasNextPage={list.hasNextPage} isFetchingNextPage={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} shown={payouts.length} />
        <Dialog open={failing !== null} onOpenChange={(open) => (open ? undefined : setFailing(null))}>
          <DialogContent>
            <form onSubmit={submitFailure} noValidate className="space-y-4">
              <DialogHeader>
                <DialogTitle>Mark {failing?.id} as failed?</DialogTitle>
                <DialogDescription>{failing ? `${formatGBP(failing.amount)} returns to ${failing.companyName}’s balance; the merchant is emailed the reason.` : ''}</DialogDescription>
              </DialogHeader>
              <FormField id="failure-reason" label="Reason" error={reasonError}>
                {(c) => <Textarea {...c} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />}
              </FormField>
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => setFailing(null)}>
                  Cancel
                </Button>
                <Button type="submit" variant="destructive" disabled={change.isPending}>
                  {change.isPending ? 'Working…' : 'Mark failed'}
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
