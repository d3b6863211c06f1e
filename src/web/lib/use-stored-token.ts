import { useSyncExternalStore } from 'react';
import { onTokenChange, readValidToken, type TokenKey } from './token-storage';

/**
 * The stored, unexpired token for one session kind, kept current when the API client clears
 * it (a 401) or replaces it (X-Auth-Token), and when another tab signs in or out.
 */
export function useStoredToken(key: TokenKey): string | null {
  return useSyncExternalStore(
    (onChange) => {
      const stop = onTokenChange((changed) => {
        if (changed === key) onChange();
      });
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) onChange();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        stop();
        window.removeEventListener('storage', onStorage);
      };
    },
    () => readValidToken(key),
    () => null,
  );
}
