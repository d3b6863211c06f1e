import { useState, type FormEvent } from 'react';
import { FormField } from '@web/components/form-field';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { useDraftInvoice } from './invoicing-api';

/** Drafts the fee invoice of one merchant for one past month (the monthly job does every merchant on the 1st). */
export function DraftInvoiceForm() {
  const [form, setForm] = useState({ merchantId: '', month: '' });
  const [error, setError] = useState<{ merchantId?: string; month?: string }>({});
  const draft = useDraftInvoice({ onDone: () => setForm({ merchantId: '', month: '' }) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: typeof error = {};
    if (!/^mch_\w+$/.test(form.merchantId.trim())) problems.merchantId = 'Enter a merchant id (mch_…)';
    if (!/^\d{4}-\d{2}$/.test(form.month)) problems.month = 'Choose a month';
    setError(problems);
    if (!problems.merchantId && !problems.month) draft.mutate({ merchantId: form.merchantId.trim(), month: form.month });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Draft an invoice</CardTitle>
        <CardDescription>Drafts are created for every merchant with live fees on the 1st of each month. Draft one here for any past month.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label="Draft an invoice" className="grid gap-3 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
          <FormField id="draft-merchant" label="Merchant id" error={error.merchantId}>
            {(c) => <Input {...c} placeholder="mch_…" value={form.merchantId} onChange={(e) => setForm((f) => ({ ...f, merchantId: e.target.value }))} />}
          </FormField>
          <FormField id="draft-month" label="Month" error={error.month}>
            {(c) => <Input {...c} type="month" value={form.month} onChange={(e) => setForm((f) => ({ ...f, month: e.target.value }))} />}
          </FormField>
          <Button type="submit" className="sm:mt-6" disabled={draft.isPending}>
            {draft.isPending ? 'Drafting…' : 'Draft invoice'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
