import { useState, type FormEvent } from 'react';

/**
 * State for a filter form that applies on submit (so typing does not fire a
 * query per keystroke) and whose Reset clears and applies at once.
 */
export function useFilterForm<T extends { [K in keyof T]: string }>(empty: T, onApply: (values: T) => void) {
  const [values, setValues] = useState(empty);
  return {
    values,
    set: (name: keyof T) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    submit: (event: FormEvent) => {
      event.preventDefault();
      onApply(values);
    },
    reset: () => {
      setValues(empty);
      onApply(empty);
    },
  };
}
