import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { useFilterForm } from '@web/features/admin/lib/use-filter-form';
import { FilterDateRangeAndActions } from '@web/features/admin/components/filter-date-range';

export interface TransactionFilterValues {
  status: string;
  mode: string;
  merchantId: string;
  from: string;
  to: string;
}

export const NO_TRANSACTION_FILTERS: TransactionFilterValues = { status: '', mode: '', merchantId: '', from: '', to: '' };

/** Applied on submit, so typing a merchant id does not fire a query per keystroke. */
export function TransactionFilters({ onApply }: { onApply: (values: TransactionFilterValues) => void }) {
  const { values, errors, set, setText, submit, reset } = useFilterForm(NO_TRANSACTION_FILTERS, onApply, ['from', 'to']);

  return (
    <form aria-label="Filter transactions" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-start">
      <div className="grid gap-1.5">
        <Label htmlFor="tx-status">Status</Label>
        <NativeSelect id="tx-status" value={values.status} onChange={set('status')}>
          <option value="">All statuses</option>
          <option value="COMPLETED">COMPLETED</option>
          <option value="DECLINED">DECLINED</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tx-mode">Mode</Label>
        <NativeSelect id="tx-mode" value={values.mode} onChange={set('mode')}>
          <option value="">Live and test</option>
          <option value="live">Live</option>
          <option value="test">Test</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="tx-merchant">Merchant ID</Label>
        <Input id="tx-merchant" value={values.merchantId} onChange={set('merchantId')} placeholder="mch_…" autoComplete="off" />
      </div>
      <FilterDateRangeAndActions
        idPrefix="tx"
        from={values.from}
        to={values.to}
        onFrom={setText('from')}
        onTo={setText('to')}
        fromError={errors.from}
        toError={errors.to}
        onReset={reset}
      />
    </form>
  );
}
