import { useId, useRef, useState, type ReactNode } from 'react';
import { CalendarDays } from 'lucide-react';
import { FormField } from '@web/components/form-field';
import { fieldClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { formatUkDate, parseUkDate } from '@web/lib/uk-date';

interface Props {
  id: string;
  label: ReactNode;
  /** The text as typed, dd/mm/yyyy; the form turns it into ISO with parseUkDate when it submits. */
  value: string;
  onChange: (text: string) => void;
  /** The form's own error for the field (on submit, or from the server); wins over the format check. */
  error?: string;
  hint?: ReactNode;
  /** The earliest ISO date the calendar offers; typed dates are checked by the form. */
  min?: string;
  className?: string;
}

/**
 * A date typed as dd/mm/yyyy (en-GB) whatever the browser's locale, with the browser's own calendar
 * behind a button for those who prefer to pick. The format is checked when the field is left, so a
 * half-typed date is not flagged; the form checks it again on submit and sends ISO.
 */
export function DateField({ id, label, value, onChange, error, hint, min, className }: Props) {
  const [left, setLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const formatId = useId();
  const parsed = parseUkDate(value);
  const ownError = left && parsed.kind === 'invalid' ? parsed.message : undefined;
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parsed.kind === 'valid' ? parsed.iso : '';
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker still has the typed path.
    }
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error ?? ownError} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            aria-describedby={[formatId, control['aria-describedby']].filter(Boolean).join(' ')}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="dd/mm/yyyy"
            className={cn(fieldClasses, 'h-10 pr-10')}
            value={value}
            onChange={(event) => {
              setLeft(false);
              onChange(event.target.value);
            }}
            onBlur={() => setLeft(true)}
          />
          <span id={formatId} className="sr-only">
            Day, month and year as dd/mm/yyyy
          </span>
          <button
            type="button"
            tabIndex={-1}
            aria-hidden="true"
            title="Choose from a calendar"
            onClick={openCalendar}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground"
          >
            <CalendarDays className="size-4" />
          </button>
          {/* The browser's calendar, opened by the button; what it picks is shown as dd/mm/yyyy in the text field. */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            min={min}
            className="pointer-events-none absolute bottom-0 right-0 size-px opacity-0"
            onChange={(event) => {
              if (!event.target.value) return;
              setLeft(true);
              onChange(formatUkDate(event.target.value));
            }}
          />
        </div>
      )}
    </FormField>
  );
}
