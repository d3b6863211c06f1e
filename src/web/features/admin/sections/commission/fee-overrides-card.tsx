import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '@web/components/form-field';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { formatDateTime } from '@web/lib/format';
import { fieldError } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { createFeeOverride, deleteFeeOverride, listFeeOverrides } from '@contract/endpoints/admin-commission';
import { adminApi, failedToast, useCommissionRefresh } from './use-commission-refresh';

const EMPTY = { merchantId: '', feePercent: '', effectiveFrom: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

/** Per-merchant fees from a moment on (audited); the payment path uses the one in force at payment time. */
export function FeeOverridesCard() {
  const list = useAdminQuery(listFeeOverrides, { query: {} });
  const refresh = useCommissionRefresh();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const create = useMutation({
    mutationFn: (body: { merchantId: string; feePercent: number | null; effectiveFrom?: string }) => adminApi.call(createFeeOverride, { body }),
    onSuccess: (data) => {
      toast({ title: 'Fee override saved', description: data.message });
      setForm(EMPTY);
      return refresh();
    },
    onError: (e) => {
      const f = fieldError(e, ['merchantId', 'feePercent', 'effectiveFrom'] as const);
      if (f) setErrors({ [f.field]: f.message });
      failedToast('Could not save the override')(e);
    },
  });
  const withdraw = useMutation({
    mutationFn: (overrideId: string) => adminApi.call(deleteFeeOverride, { params: { overrideId } }),
    onSuccess: () => {
      toast({ title: 'Scheduled override withdrawn' });
      return refresh();
    },
    onError: failedToast('Could not withdraw the override'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Errors = {};
    if (!/^mch_[A-Za-z0-9]+$/.test(form.merchantId.trim())) problems.merchantId = 'Enter a merchant id (mch_...)';
    const fee = form.feePercent.trim() === '' ? null : Number(form.feePercent);
    if (fee !== null && (!Number.isFinite(fee) || fee < 0 || fee > 10)) problems.feePercent = 'Enter a fee between 0 and 10, or leave empty for the default';
    setErrors(problems);
    if (Object.keys(problems).length) return;
    // datetime-local is the admin's local time; the server takes an instant.
    const effectiveFrom = form.effectiveFrom ? new Date(form.effectiveFrom).toISOString() : undefined;
    create.mutate({ merchantId: form.merchantId.trim(), feePercent: fee, ...(effectiveFrom ? { effectiveFrom } : {}) });
  };
  const overrides = list.data?.overrides ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Fee overrides</CardTitle>
        <CardDescription>A merchant’s own fee from a moment on; payments already made keep the fee they were charged.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} noValidate aria-label="Set a merchant fee" className="grid gap-3 sm:grid-cols-2">
          <FormField id="override-merchant" label="Merchant id" error={errors.merchantId}>
            {(c) => <Input {...c} placeholder="mch_..." value={form.merchantId} onChange={(e) => setForm((f) => ({ ...f, merchantId: e.target.value }))} />}
          </FormField>
          <FormField id="override-fee" label="Fee (%)" hint="Empty: back to the platform default." error={errors.feePercent}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                max={10}
                step={0.01}
                value={form.feePercent}
                onChange={(e) => setForm((f) => ({ ...f, feePercent: e.target.value }))}
              />
            )}
          </FormField>
          <FormField id="override-from" label="Effective from" hint="Empty: now." error={errors.effectiveFrom}>
            {(c) => (
              <Input {...c} type="datetime-local" value={form.effectiveFrom} onChange={(e) => setForm((f) => ({ ...f, effectiveFrom: e.target.value }))} />
            )}
          </FormField>
          <div className="sm:mt-6">
            <Button type="submit" disabled={create.isPending}>
              Save override
            </Button>
          </div>
        </form>
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="fee overrides" />
        {list.isSuccess && overrides.length === 0 ? <EmptyState title="Every merchant pays the platform fee" /> : null}
        <ul className="divide-y divide-border" aria-label="Fee overrides">
          {overrides.map((o) => (
            <li key={o.id} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm" data-testid="fee-override">
              <span className="min-w-0">
                <span className="font-medium">{o.feePercent === null ? 'Platform default' : `${o.feePercent}%`}</span> for{' '}
                <span className="break-words">{o.companyName}</span>{' '}
                <Badge variant={o.state === 'IN_FORCE' ? 'success' : 'outline'}>{o.state.replace('_', ' ').toLowerCase()}</Badge>
                <span className="block text-xs text-muted-foreground">From {formatDateTime(o.effectiveFrom)}</span>
              </span>
              {o.state === 'SCHEDULED' ? (
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Withdraw the override for ${o.companyName}`}
                  disabled={withdraw.isPending}
                  onClick={() => withdraw.mutate(o.id)}
                >
                  Withdraw
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
