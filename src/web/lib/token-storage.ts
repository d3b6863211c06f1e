/**
 * Stored session tokens (docs/product-spec.md section 4). Every function takes the storage as an optional
 * argument so the rules can be tested without a DOM, and so server-side rendering (where
 * there is no localStorage) degrades to "no token" instead of throwing.
 */

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** authToken is the spec's generic token; the portal and the admin panel each keep their own. */
export const TOKEN_KEYS = ['authToken', 'merchantToken', 'adminToken'] as const;
export type TokenKey = (typeof TOKEN_KEYS)[number];
export const LEGACY_AUTH_KEY = 'auth_token';

export function isTokenKey(value: unknown): value is TokenKey {
  return typeof value === 'string' && (TOKEN_KEYS as readonly string[]).includes(value);
}

/** localStorage when it exists and is usable; private modes and SSR get null. */
export function browserStorage(): KeyValueStorage | null {
  try {
    const storage = globalThis.localStorage;
    return storage ?? null;
  } catch {
    // Access itself throws a SecurityError when the browser blocks storage.
    return null;
  }
}

type Listener = (key: TokenKey, value: string | null) => void;
const listeners = new Set<Listener>();

/** Lets screens react when the API client replaces or clears a token behind their back. */
export function onTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(key: TokenKey, value: string | null): void {
  for (const listener of listeners) listener(key, value);
}

export function getToken(key: TokenKey, storage = browserStorage()): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function setToken(key: TokenKey, value: string, storage = browserStorage()): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or blocked storage must not break the request that produced the token.
  }
  notify(key, value);
}

export function clearToken(key: TokenKey, storage = browserStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Same reasoning as setToken.
  }
  notify(key, null);
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The JSON payload of a three-part token, or null when it is not one. Never verifies the signature: only the server can. */
export function decodeTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(parts[1]));
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function isOpaqueProviderToken(token: string): boolean {
  return token.startsWith('apple_') || token.startsWith('google_');
}

export type TokenStatus = 'valid' | 'expired' | 'malformed';

/**
 * Classifies a token. Opaque apple_/google_ tokens are only meaningful for the generic
 * authToken; the portal and admin tokens are always signed tokens from our own server.
 */
export function tokenStatus(token: string, key: TokenKey, nowMs: number): TokenStatus {
  if (key === 'authToken' && isOpaqueProviderToken(token)) return 'valid';
  const payload = decodeTokenPayload(token);
  if (!payload || typeof payload.exp !== 'number' || !Number.isFinite(payload.exp)) return 'malformed';
  return payload.exp * 1000 > nowMs ? 'valid' : 'expired';
}

export function readValidToken(key: TokenKey, nowMs = Date.now(), storage = browserStorage()): string | null {
  const token = getToken(key, storage);
  return token !== null && tokenStatus(token, key, nowMs) === 'valid' ? token : null;
}

/**
 * Start-up clean-up (docs/product-spec.md section 4). Public pages skip it because they neither need nor
 * check a session, and touching storage there would be a side effect of merely reading.
 */
export function sanitiseStoredTokens(options: {
  pathname: string;
  isPublicPath: (pathname: string) => boolean;
  nowMs: number;
  storage?: KeyValueStorage | null;
}): void {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  if (!storage || options.isPublicPath(options.pathname)) return;
  try {
    const legacy = storage.getItem(LEGACY_AUTH_KEY);
    if (legacy !== null) {
      // A token saved under the new key is newer than the legacy one, so it wins.
      if (storage.getItem('authToken') === null) storage.setItem('authToken', legacy);
      storage.removeItem(LEGACY_AUTH_KEY);
    }
    for (const key of TOKEN_KEYS) {
      const token = storage.getItem(key);
      if (token !== null && tokenStatus(token, key, options.nowMs) !== 'valid') storage.removeItem(key);
    }
  } catch {
    // Blocked storage means there is nothing to clean.
  }
}
