import { useState, type FormEvent } from 'react';
import { parseUkDate } from '@web/lib/uk-date';

type FieldErrors<T> = Partial<Record<keyof T, string>>;

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
      const found: FieldErrors<T> = {};
      const applied = { ...values };
      for (const name of dateFields) {
        const parsed = parseUkDate(values[name]);
        if (parsed.kind === 'invalid') found[name] = parsed.message;
        else (applied as Record<keyof T, string>)[name] = parsed.kind === 'valid' ? parsed.iso : '';
      }
      const [from, to] = dateFields;
      if (from !== undefined && to !== undefined && !found[from] && !found[to] && applied[from] && applied[to] && applied[from] > applied[to]) {
        found[to] = 'The end date must be on or after the start date';
      }
      setErrors(found);
      if (Object.values(found).some(Boolean)) return;
      onApply(applied);
    },
    reset: () => {
      setValues(empty);
      setErrors({});
      onApply(empty);
    },
  };
}
