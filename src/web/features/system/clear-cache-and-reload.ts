import { LEGACY_AUTH_KEY, TOKEN_KEYS } from '@web/lib/token-storage';

/**
 * The "turn it off and on again" of the fallback page: a stale or corrupt token and stale
 * cached responses are the usual reasons a page keeps failing, so drop both and start over.
 */
export async function clearCacheAndReload(): Promise<void> {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = window[area];
      for (const key of [...TOKEN_KEYS, LEGACY_AUTH_KEY]) storage.removeItem(key);
    } catch {
      // Blocked storage holds nothing to clear.
    }
  }
  try {
    if ('caches' in window) {
      const names = await caches.keys();
      await Promise.all(names.map((name) => caches.delete(name)));
    }
  } catch {
    // Cache Storage is unavailable on plain http; reloading still helps.
  }
  window.location.reload();
}
