import { Filter } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';

interface DateRangeProps {
  idPrefix: string;
  from: string;
  to: string;
  onFrom: (e: { target: { value: string } }) => void;
  onTo: (e: { target: { value: string } }) => void;
  onReset: () => void;
}

/** The From/To dates and Apply/Reset buttons that end every admin filter form. */
export function FilterDateRangeAndActions({ idPrefix, from, to, onFrom, onTo, onReset }: DateRangeProps) {
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-from`}>From</Label>
        <Input id={`${idPrefix}-from`} type="date" value={from} onChange={onFrom} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idPrefix}-to`}>To</Label>
        <Input id={`${idPrefix}-to`} type="date" value={to} onChange={onTo} />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="outline">
          <Filter aria-hidden="true" />
          Apply
        </Button>
        <Button variant="ghost" onClick={onReset}>
          Reset
        </Button>
      </div>
    </>
  );
}
