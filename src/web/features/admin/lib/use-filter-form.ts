import { useState, type FormEvent } from 'react';
import { parseUkDate } from '@web/lib/uk-date';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

/**
 * The values to apply, with each date field turned from dd/mm/yyyy into ISO (blank stays blank), or
 * null and the errors when one is not a real date or the first date field (From) is after the second (To).
 */
export function checkDateFields<T extends { [K in keyof T]: string }>(
  values: T,
  dateFields: readonly (keyof T)[],
): { applied: T | null; errors: FieldErrors<T> } {
  const errors: FieldErrors<T> = {};
  const applied = { ...values };
  for (const name of dateFields) {
    const parsed = parseUkDate(values[name]);
    if (parsed.kind === 'invalid') errors[name] = parsed.message;
    else (applied as Record<keyof T, string>)[name] = parsed.kind === 'valid' ? parsed.iso : '';
  }
  const [from, to] = dateFields;
  if (from !== undefined && to !== undefined && !errors[from] && !errors[to] && applied[from] && applied[to] && applied[from] > applied[to]) {
    errors[to] = 'The end date must be on or after the start date';
  }
  return { applied: Object.values(errors).some(Boolean) ? null : applied, errors };
}

/**
 * State for a filter form that applies on submit (so typing does not fire a
 * query per keystroke) and whose Reset clears and applies at once.
 *
 * `dateFields` are typed as dd/mm/yyyy (components/date-field.tsx): on submit each is checked and
 * sent as ISO yyyy-mm-dd; if any is not a real date, or From is after To, nothing is applied and
 * `errors` says why, on the field.
 */
export function useFilterForm<T extends { [K in keyof T]: string }>(empty: T, onApply: (values: T) => void, dateFields: readonly (keyof T)[] = []) {
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const change = (name: keyof T, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] ? { ...e, [name]: undefined } : e));
  };
  return {
    values,
    errors,
    set: (name: keyof T) => (e: { target: { value: string } }) => change(name, e.target.value),
    setText: (name: keyof T) => (value: string) => change(name, value),
    submit: (event: FormEvent) => {
      event.preventDefault();
      const checked = checkDateFields(values, dateFields);
      setErrors(checked.errors);
      if (checked.applied) onApply(checked.applied);
    },
    reset: () => {
      setValues(empty);
      setErrors({});
      onApply(empty);
    },
  };
}
