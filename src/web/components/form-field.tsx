import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import { Label } from './ui/label';

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
  error?: string;
  /** Shown after the label, e.g. "(optional)". */
  labelSuffix?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** A label, the control, an optional hint and the field's error, tied together with aria-describedby. */
export function FormField({ id, label, hint, error, labelSuffix, className, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'grid gap-1.5'}>
      <Label htmlFor={id}>
        {label}
        {labelSuffix ? <span className="ml-1 font-normal text-muted-foreground">{labelSuffix}</span> : null}
      </Label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="flex items-start gap-1 text-sm font-medium text-destructive">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
