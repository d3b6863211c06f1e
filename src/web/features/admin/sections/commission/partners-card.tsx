import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { Truncate } from '@web/components/ui/truncate';
import { fieldError } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import type { Partner } from '@contract/commission';
import { createPartner, deletePartner, listPartners, updatePartner } from '@contract/endpoints/admin-commission';
import { adminApi, failedToast, useCommissionRefresh } from './use-commission-refresh';

const EMPTY = { name: '', contactEmail: '', revenueSharePercent: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

/** Partners: add, edit (a new share applies to payments from then on) and remove one nobody uses. */
export function PartnersCard() {
  const list = useAdminQuery(listPartners);
  const refresh = useCommissionRefresh();
  const [form, setForm] = useState(EMPTY);
  const [editing, setEditing] = useState<Partner | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const onError = (e: unknown) => {
    const f = fieldError(e, ['name', 'contactEmail', 'revenueSharePercent'] as const);
    if (f) setErrors({ [f.field]: f.message });
    failedToast('Could not save the partner')(e);
  };
  const save = useMutation({
    mutationFn: (body: { name: string; contactEmail: string; revenueSharePercent: number }) =>
      editing ? adminApi.call(updatePartner, { params: { partnerId: editing.id }, body }) : adminApi.call(createPartner, { body }),
    onSuccess: (data) => {
      toast({ title: 'Partner saved', description: data.message });
      setForm(EMPTY);
      setEditing(null);
      return refresh();
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: (partnerId: string) => adminApi.call(deletePartner, { params: { partnerId } }),
    onSuccess: () => {
      toast({ title: 'Partner removed' });
      return refresh();
    },
    onError: failedToast('Could not remove the partner'),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: Errors = {};
    if (!form.name.trim()) problems.name = 'Give the partner a name';
    if (!form.contactEmail.includes('@')) problems.contactEmail = 'Enter a valid email address';
    const share = Number(form.revenueSharePercent);
    if (form.revenueSharePercent.trim() === '' || !Number.isFinite(share) || share < 0 || share > 50)
      problems.revenueSharePercent = 'Enter a share between 0 and 50';
    setErrors(problems);
    if (Object.keys(problems).length === 0) save.mutate({ name: form.name.trim(), contactEmail: form.contactEmail.trim(), revenueSharePercent: share });
  };
  const partners = list.data?.partners ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Partners</CardTitle>
        <CardDescription>A partner earns its share (0-50%) of the fee on its merchants’ payments made after they were assigned.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${editing.name}` : 'Add a partner'} className="grid gap-3 sm:grid-cols-2">
          <FormField id="partner-name" label="Name" error={errors.name}>
            {(c) => <Input {...c} maxLength={120} value={form.name} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />}
          </FormField>
          <FormField id="partner-email" label="Contact email" error={errors.contactEmail}>
            {(c) => <Input {...c} type="email" value={form.contactEmail} onChange={(e) => setForm((f) => ({ ...f, contactEmail: e.target.value }))} />}
          </FormField>
          <FormField id="partner-share" label="Revenue share (%)" hint="Of the fee, 0 to 50, up to 2 decimals." error={errors.revenueSharePercent}>
            {(c) => (
              <Input
                {...c}
                type="number"
                inputMode="decimal"
                min={0}
                max={50}
                step={0.01}
                value={form.revenueSharePercent}
                onChange={(e) => setForm((f) => ({ ...f, revenueSharePercent: e.target.value }))}
              />
            )}
          </FormField>
          <div className="flex items-start gap-2 sm:mt-6">
            <Button type="submit" disabled={save.isPending}>
              {editing ? 'Save partner' : 'Add partner'}
            </Button>
            {editing ? (
              <Button type="button" variant="outline" onClick={() => (setEditing(null), setForm(EMPTY))}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="partners" />
        {list.isSuccess && partners.length === 0 ? <EmptyState title="No partners yet" /> : null}
        {partners.length > 0 ? (
          <Table aria-label="Partners">
            <TableHeader>
              <TableRow>
                <TableHead>Partner</TableHead>
                <TableHead className="text-right">Share</TableHead>
                <TableHead className="text-right">Merchants</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {partners.map((p) => (
                <TableRow key={p.id} data-testid="partner-row">
                  <TableCell>
                    <span className="block break-words font-medium">{p.name}</span>
                    <Truncate value={p.contactEmail} className="max-w-[10rem] text-xs text-muted-foreground" />
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{p.revenueSharePercent}%</TableCell>
                  <TableCell className="text-right tabular-nums">{p.merchantCount}</TableCell>
                  <TableCell>
                    {/* The two buttons stack when the card is narrow (two cards a row on a laptop), rather than push the table wide. */}
                    <div className="flex flex-wrap justify-end gap-2">
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Edit ${p.name}`}
                        onClick={() => (
                          setEditing(p),
                          setForm({ name: p.name, contactEmail: p.contactEmail, revenueSharePercent: String(p.revenueSharePercent) })
                        )}
                      >
                        Edit
                      </Button>
                      <Button size="sm" variant="outline" aria-label={`Remove ${p.name}`} disabled={remove.isPending} onClick={() => remove.mutate(p.id)}>
                        Remove
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
