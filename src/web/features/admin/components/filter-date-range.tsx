import { Filter } from 'lucide-react';
import { DateField } from '@web/components/date-field';
import { Button } from '@web/components/ui/button';

interface DateRangeProps {
  idPrefix: string;
  /** The dates as typed, dd/mm/yyyy; useFilterForm checks them and applies them as ISO. */
  from: string;
  to: string;
  onFrom: (text: string) => void;
  onTo: (text: string) => void;
  fromError?: string;
  toError?: string;
  onReset: () => void;
}

/**
 * The From/To dates and Apply/Reset buttons that end every admin filter form. The form's grid
 * aligns its items to the top (so an error under one field pushes nothing beside it); the buttons
 * carry an invisible label-high spacer so they line up with the controls when they share a row.
 */
export function FilterDateRangeAndActions({ idPrefix, from, to, onFrom, onTo, fromError, toError, onReset }: DateRangeProps) {
  return (
    <>
      <DateField id={`${idPrefix}-from`} label="From" value={from} onChange={onFrom} error={fromError} />
      <DateField id={`${idPrefix}-to`} label="To" value={to} onChange={onTo} error={toError} />
      <div className="grid content-start gap-1.5">
        <span aria-hidden="true" className="invisible text-sm leading-none max-lg:hidden">
          Actions
        </span>
        <div className="flex gap-2">
          <Button type="submit" variant="outline">
            <Filter aria-hidden="true" />
            Apply
          </Button>
          <Button variant="ghost" onClick={onReset}>
            Reset
          </Button>
        </div>
      </div>
    </>
  );
}
