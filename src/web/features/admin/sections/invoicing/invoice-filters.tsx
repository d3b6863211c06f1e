import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/features/admin/components/native-select';

export interface InvoiceFilterValues {
  status: string;
  kind: string;
  month: string;
  merchantId: string;
}

export const NO_INVOICE_FILTERS: InvoiceFilterValues = { status: '', kind: '', month: '', merchantId: '' };

export function InvoiceFilters({ onApply }: { onApply: (filters: InvoiceFilterValues) => void }) {
  const [form, setForm] = useState(NO_INVOICE_FILTERS);
  const set = (name: keyof InvoiceFilterValues) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(form);
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Filter invoices"
      className="grid gap-3 rounded-lg border border-border bg-background p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="inv-status">Status</Label>
        <NativeSelect id="inv-status" value={form.status} onChange={set('status')}>
          <option value="">Any status</option>
          <option value="DRAFT">Draft</option>
          <option value="FINALISED">Finalised</option>
          <option value="VOID">Void</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inv-kind">Type</Label>
        <NativeSelect id="inv-kind" value={form.kind} onChange={set('kind')}>
          <option value="">Invoices and credit notes</option>
          <option value="INVOICE">Invoices</option>
          <option value="CREDIT_NOTE">Credit notes</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inv-month">Month billed</Label>
        <Input id="inv-month" type="month" value={form.month} onChange={set('month')} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inv-merchant">Merchant id</Label>
        <Input id="inv-merchant" placeholder="mch_…" value={form.merchantId} onChange={set('merchantId')} />
      </div>
      <Button type="submit">Apply filters</Button>
    </form>
  );
}
