import type { KeyValueStorage } from '../token-storage';

/** A Map-backed stand-in for localStorage, so storage rules can be tested without a DOM. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { dump(): Record<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

/** Storage that throws like Safari's private mode or a browser with storage blocked. */
export function throwingStorage(): KeyValueStorage {
  const fail = () => {
    throw new DOMException('Storage is disabled', 'SecurityError');
  };
  return { getItem: fail, setItem: fail, removeItem: fail };
}

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

/** An unsigned three-part token with the given payload; the browser never verifies signatures. */
export function fakeJwt(payload: unknown): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}
