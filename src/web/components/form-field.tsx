import type { MouseEvent, ReactNode } from 'react';

/** What the control inside a FormField must carry so its label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface Props {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Where the hint sits: under the control (default) or between the label and the control. */
  hintPlacement?: 'above' | 'below';
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelSuffix?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

// The ui/Label look, with its double-click behaviour, but as a plain element: this component is on
// the landing page, whose first-load JavaScript budget has no room for Radix or the class merger.
const LABEL_CLASS = 'text-sm font-medium leading-none text-foreground peer-disabled:opacity-60';

/** A double click on the label would select its text; clicks on a control nested in it are left alone. */
function keepLabelTextUnselected(event: MouseEvent<HTMLLabelElement>) {
  if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
  if (event.detail > 1) event.preventDefault();
}

/** A label, the control, an optional hint and the field's error, tied together with aria-describedby. */
export function FormField({ id, label, hint, hintPlacement = 'below', error, labelSuffix, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const hintText = hint ? (
    <p id={hintId} className="text-xs text-muted-foreground">
      {hint}
    </p>
  ) : null;
  // content-start: in a row of fields (a grid that stretches its items to the tallest), each field's
  // label and control stay at the top, so a hint or error under one field does not push its
  // neighbour's label down; the labels and controls of one row line up.
  return (
    <div className={className ?? 'grid content-start gap-1.5'}>
      <label htmlFor={id} className={LABEL_CLASS} onMouseDown={keepLabelTextUnselected}>
        {label}
        {labelSuffix ? <span className="ml-1 font-normal text-muted-foreground">{labelSuffix}</span> : null}
      </label>
      {hintPlacement === 'above' ? hintText : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hintPlacement === 'below' ? hintText : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-destructive">
          {/* Lucide's circle-alert, drawn inline so the landing page does not load the icon library. */}
          <svg
            className="mt-0.5 size-4 shrink-0"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            <circle cx="12" cy="12" r="10" />
            <line x1="12" x2="12" y1="8" y2="12" />
            <line x1="12" x2="12.01" y1="16" y2="16" />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
