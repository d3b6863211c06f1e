import { useState, type FormEvent } from 'react';
import { FormField } from '@web/components/form-field';
import { PayoutsTable } from '@web/components/payouts/payouts-table';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { formatGBP } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { PAYOUT_STATUSES, PAYOUT_TRANSITIONS, type AdminPayout } from '@contract/ledger';
import { usePayoutList, useUpdatePayoutStatus } from './payouts-api';

const ACTION_LABEL: Record<'PROCESSING' | 'PAID' | 'FAILED', string> = { PROCESSING: 'Mark processing', PAID: 'Mark paid', FAILED: 'Mark failed' };

/** Payouts with filters (status, run, merchant) and the status actions each allows. */
export function PayoutsCard({ runId, onRunId }: { runId: string; onRunId: (id: string) => void }) {
  const [status, setStatus] = useState('');
  const [merchantId, setMerchantId] = useState('');
  const list = usePayoutList({ status, runId, merchantId: /^mch_[A-Za-z0-9]+$/.test(merchantId.trim()) ? merchantId.trim() : undefined });
  const [failing, setFailing] = useState<AdminPayout | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const change = useUpdatePayoutStatus({
    onDone: () => {
      setFailing(null);
      setReason('');
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
          <PayoutsTable
            payouts={payouts}
            label="Payouts"
            rowTestId="payout-row"
            columns={['payout', 'merchant', 'amount', 'bank', 'status']}
            actionsHeading="Actions"
            actionsClassName="space-x-2 text-right whitespace-nowrap"
            actions={(p) =>
              PAYOUT_TRANSITIONS[p.status].map((next) => (
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
              ))
            }
          />
        ) : null}
        <LoadMore
          hasNextPage={list.hasNextPage}
          isFetchingNextPage={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          shown={payouts.length}
        />
        <Dialog open={failing !== null} onOpenChange={(open) => (open ? undefined : setFailing(null))}>
          <DialogContent>
            <form onSubmit={submitFailure} noValidate className="space-y-4">
              <DialogHeader>
                <DialogTitle>Mark {failing?.id} as failed?</DialogTitle>
                <DialogDescription>
                  {failing ? `${formatGBP(failing.amount)} returns to ${failing.companyName}’s balance; the merchant is emailed the reason.` : ''}
                </DialogDescription>
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
