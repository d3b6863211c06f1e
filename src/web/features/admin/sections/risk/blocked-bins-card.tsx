import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { formatDateTime } from '@web/lib/format';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { addBlockedBin, removeBlockedBin } from '@contract/endpoints/admin-risk';
import { useBlockBin, useBlockedBins, useUnblockBin } from './blocked-bins-api';

/** Card ranges refused at payment time (a card whose BIN starts with a prefix is not viable). */
export function BlockedBinsCard() {
  const list = useBlockedBins();
  // Blocking and unblocking are for the roles the endpoints allow; everyone else reads the list.
  const canAdd = useAdminCan(addBlockedBin);
  const canRemove = useAdminCan(removeBlockedBin);
  const [form, setForm] = useState({ prefix: '', reason: '' });
  const [error, setError] = useState<{ prefix?: string; reason?: string }>({});
  const [removing, setRemoving] = useState<string | null>(null);
  const add = useBlockBin({ onDone: () => setForm({ prefix: '', reason: '' }) });
  const remove = useUnblockBin({ onDone: () => setRemoving(null) });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof error = {};
    if (!/^\d{4,8}$/.test(form.prefix.trim())) problems.prefix = 'Enter 4 to 8 digits';
    if (form.reason.trim() === '') problems.reason = 'Give a reason';
    setError(problems);
    if (!problems.prefix && !problems.reason) add.mutate({ prefix: form.prefix.trim(), reason: form.reason.trim() });
  };
  const bins = list.data?.blockedBins ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Blocked card ranges (BINs)</CardTitle>
        <CardDescription>A card whose BIN starts with one of these prefixes is declined as not viable.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {canAdd ? (
          <form onSubmit={submit} noValidate aria-label="Block a BIN prefix" className="grid gap-3 sm:grid-cols-[10rem_1fr_auto] sm:items-start">
            <FormField id="bin-prefix" label="BIN prefix" hint="4 to 8 digits" error={error.prefix}>
              {(c) => (
                <Input {...c} inputMode="numeric" maxLength={8} value={form.prefix} onChange={(e) => setForm((f) => ({ ...f, prefix: e.target.value }))} />
              )}
            </FormField>
            <FormField id="bin-reason" label="Reason" error={error.reason}>
              {(c) => <Input {...c} maxLength={200} value={form.reason} onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))} />}
            </FormField>
            <Button type="submit" className="sm:mt-6" disabled={add.isPending}>
              {add.isPending ? 'Blocking…' : 'Block prefix'}
            </Button>
          </form>
        ) : null}
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="blocked BINs" />
        {list.isSuccess && bins.length === 0 ? <EmptyState title="No card ranges are blocked" /> : null}
        <ul className="divide-y divide-border" aria-label="Blocked BIN prefixes">
          {bins.map((bin) => (
            <li key={bin.prefix} className="flex flex-wrap items-center justify-between gap-3 py-2 text-sm" data-testid="blocked-bin">
              <span className="min-w-0">
                <span className="font-mono font-semibold">{bin.prefix}</span> <span className="break-words">{bin.reason}</span>
                <span className="block text-xs text-muted-foreground">Blocked {formatDateTime(bin.createdAt)}</span>
              </span>
              {canRemove ? (
                <Button variant="outline" size="sm" onClick={() => setRemoving(bin.prefix)} aria-label={`Unblock ${bin.prefix}`}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <ConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={`Unblock ${removing ?? ''}?`}
          description="Cards in this range become viable again for new payments."
          confirmLabel="Unblock"
          busy={remove.isPending}
          onConfirm={() => removing && remove.mutate(removing)}
        />
      </CardContent>
    </Card>
  );
}
