import { useSyncExternalStore } from 'react';

export interface OneTimeKey {
  id: string;
  prefix: string;
  secret: string;
}

/**
 * The sign-up TEST key secret, held in this tab's memory only: never in localStorage or
 * sessionStorage, so a reload, a logout or another tab can never show it again (docs/product-spec.md section 4:
 * "shown only after signup in that session").
 */
let current: OneTimeKey | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function rememberSignupKey(key: OneTimeKey): void {
  current = key;
  emit();
}

export function forgetSignupKey(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function useSignupKey(): OneTimeKey | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}
