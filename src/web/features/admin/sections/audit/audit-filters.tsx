import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { KNOWN_AUDIT_ACTIONS } from '@web/features/admin/lib/audit-summary';
import { useFilterForm } from '@web/features/admin/lib/use-filter-form';
import { FilterDateRangeAndActions } from '@web/features/admin/components/filter-date-range';

export interface AuditFilterValues {
  action: string;
  actorEmail: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilterValues = { action: '', actorEmail: '', from: '', to: '' };

export function AuditFilters({ onApply }: { onApply: (values: AuditFilterValues) => void }) {
  const { values, errors, set, setText, submit, reset } = useFilterForm(NO_AUDIT_FILTERS, onApply, ['from', 'to']);
  return (
    <form aria-label="Filter audit logs" noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-start">
      <div className="grid gap-1.5">
        <Label htmlFor="audit-action">Action</Label>
        <Input
          id="audit-action"
          list="audit-actions"
          value={values.action}
          onChange={set('action')}
          placeholder="e.g. merchant.status.change"
          autoComplete="off"
        />
        <datalist id="audit-actions">
          {KNOWN_AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action} />
          ))}
        </datalist>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="audit-actor">Actor email</Label>
        <Input id="audit-actor" type="email" value={values.actorEmail} onChange={set('actorEmail')} autoComplete="off" />
      </div>
      <FilterDateRangeAndActions
        idPrefix="audit"
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
