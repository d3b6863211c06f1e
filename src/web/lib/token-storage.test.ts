import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeJwt, memoryStorage, throwingStorage } from './testing/memory-storage';
import {
  LEGACY_AUTH_KEY,
  browserStorage,
  clearToken,
  decodeTokenPayload,
  getToken,
  isOpaqueProviderToken,
  isTokenKey,
  onTokenChange,
  readValidToken,
  sanitiseStoredTokens,
  setToken,
  tokenStatus,
} from './token-storage';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSeconds = NOW / 1000;
const valid = fakeJwt({ sub: 'm1', exp: nowSeconds + 3600 });
const expired = fakeJwt({ sub: 'm1', exp: nowSeconds - 1 });
const isPublicPath = (path: string) => path === '/' || path === '/pricing';

describe('decodeTokenPayload', () => {
  it('returns the JSON payload of a three-part token', () => {
    expect(decodeTokenPayload(fakeJwt({ type: 'admin', email: 'a@b.co', exp: 5 }))).toEqual({ type: 'admin', email: 'a@b.co', exp: 5 });
  });

  it('decodes base64url payloads holding UTF-8 text', () => {
    expect(decodeTokenPayload(fakeJwt({ name: 'Zoë £ ✓' }))).toEqual({ name: 'Zoë £ ✓' });
  });

  it.each([
    ['two parts', 'abc.def'],
    ['four parts', 'a.b.c.d'],
    ['an empty part', `${fakeJwt({}).split('.')[0]}..sig`],
    ['a payload that is not base64', 'aaa.!!!.sig'],
    ['a payload that is not JSON', `aaa.${Buffer.from('not json').toString('base64url')}.sig`],
    ['a JSON array payload', `aaa.${Buffer.from('[1]').toString('base64url')}.sig`],
    ['a JSON null payload', `aaa.${Buffer.from('null').toString('base64url')}.sig`],
    ['a JSON number payload', `aaa.${Buffer.from('42').toString('base64url')}.sig`],
    ['invalid UTF-8', `aaa.${Buffer.from([0xff, 0xfe]).toString('base64url')}.sig`],
  ])('returns null for %s', (_case, token) => {
    expect(decodeTokenPayload(token)).toBeNull();
  });
});

describe('tokenStatus', () => {
  it('accepts a signed token whose exp is in the future', () => {
    expect(tokenStatus(valid, 'merchantToken', NOW)).toBe('valid');
  });

  it('treats exp at or before now as expired', () => {
    expect(tokenStatus(expired, 'adminToken', NOW)).toBe('expired');
    expect(tokenStatus(fakeJwt({ exp: nowSeconds }), 'authToken', NOW)).toBe('expired');
  });

  it.each([
    ['no exp', fakeJwt({ sub: 'x' })],
    ['a string exp', fakeJwt({ exp: String(nowSeconds + 60) })],
    ['an opaque value', 'opaque-session-value'],
  ])('calls a token with %s malformed', (_case, token) => {
    expect(tokenStatus(token, 'authToken', NOW)).toBe('malformed');
  });

  it('accepts apple_ and google_ tokens for the generic authToken only', () => {
    expect(tokenStatus('apple_abc', 'authToken', NOW)).toBe('valid');
    expect(tokenStatus('google_abc', 'authToken', NOW)).toBe('valid');
    expect(tokenStatus('apple_abc', 'merchantToken', NOW)).toBe('malformed');
    expect(tokenStatus('google_abc', 'adminToken', NOW)).toBe('malformed');
  });

  it('recognises provider prefixes and token keys', () => {
    expect(isOpaqueProviderToken('apple_x')).toBe(true);
    expect(isOpaqueProviderToken('microsoft_x')).toBe(false);
    expect(isTokenKey('adminToken')).toBe(true);
    expect(isTokenKey('auth_token')).toBe(false);
    expect(isTokenKey(7)).toBe(false);
  });
});

describe('sanitiseStoredTokens', () => {
  it('leaves storage alone on public paths, legacy key included', () => {
    const storage = memoryStorage({ [LEGACY_AUTH_KEY]: valid, merchantToken: 'garbage' });
    sanitiseStoredTokens({ pathname: '/pricing', isPublicPath, nowMs: NOW, storage });
    expect(storage.dump()).toEqual({ [LEGACY_AUTH_KEY]: valid, merchantToken: 'garbage' });
  });

  it('migrates the legacy auth_token to authToken', () => {
    const storage = memoryStorage({ [LEGACY_AUTH_KEY]: valid });
    sanitiseStoredTokens({ pathname: '/merchant-portal', isPublicPath, nowMs: NOW, storage });
    expect(storage.dump()).toEqual({ authToken: valid });
  });

  it('keeps an existing authToken over the legacy one and drops the legacy key', () => {
    const storage = memoryStorage({ [LEGACY_AUTH_KEY]: 'google_old', authToken: 'apple_new' });
    sanitiseStoredTokens({ pathname: '/admin', isPublicPath, nowMs: NOW, storage });
    expect(storage.dump()).toEqual({ authToken: 'apple_new' });
  });

  it('removes a migrated legacy token that has expired', () => {
    const storage = memoryStorage({ [LEGACY_AUTH_KEY]: expired });
    sanitiseStoredTokens({ pathname: '/admin', isPublicPath, nowMs: NOW, storage });
    expect(storage.dump()).toEqual({});
  });

  it('keeps valid tokens and removes expired and malformed ones, per key', () => {
    const storage = memoryStorage({ authToken: 'apple_ok', merchantToken: expired, adminToken: valid });
    sanitiseStoredTokens({ pathname: '/admin/login', isPublicPath, nowMs: NOW, storage });
    expect(storage.dump()).toEqual({ authToken: 'apple_ok', adminToken: valid });

    const other = memoryStorage({ authToken: 'bearer-ish', merchantToken: valid, unrelated: 'kept' });
    sanitiseStoredTokens({ pathname: '/unknown', isPublicPath, nowMs: NOW, storage: other });
    expect(other.dump()).toEqual({ merchantToken: valid, unrelated: 'kept' });
  });

  it('does nothing without storage and survives storage that throws', () => {
    expect(() => sanitiseStoredTokens({ pathname: '/admin', isPublicPath, nowMs: NOW, storage: null })).not.toThrow();
    expect(() => sanitiseStoredTokens({ pathname: '/admin', isPublicPath, nowMs: NOW, storage: throwingStorage() })).not.toThrow();
  });
});

describe('get, set and clear', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('round-trips a token and tells listeners about each change', () => {
    const storage = memoryStorage();
    const seen: [string, string | null][] = [];
    const stop = onTokenChange((key, value) => seen.push([key, value]));
    setToken('merchantToken', valid, storage);
    expect(getToken('merchantToken', storage)).toBe(valid);
    clearToken('merchantToken', storage);
    expect(getToken('merchantToken', storage)).toBeNull();
    stop();
    setToken('merchantToken', 'after-unsubscribe', storage);
    expect(seen).toEqual([
      ['merchantToken', valid],
      ['merchantToken', null],
    ]);
  });

  it('reads only valid tokens through readValidToken', () => {
    const storage = memoryStorage({ adminToken: valid, merchantToken: expired });
    expect(readValidToken('adminToken', NOW, storage)).toBe(valid);
    expect(readValidToken('merchantToken', NOW, storage)).toBeNull();
    expect(readValidToken('authToken', NOW, storage)).toBeNull();
  });

  it('treats missing or throwing storage as empty', () => {
    expect(getToken('authToken', null)).toBeNull();
    expect(getToken('authToken', throwingStorage())).toBeNull();
    expect(() => setToken('authToken', 'x', throwingStorage())).not.toThrow();
    expect(() => clearToken('authToken', throwingStorage())).not.toThrow();
  });

  it('uses localStorage when the environment has one, and null when access is blocked', () => {
    const storage = memoryStorage({ authToken: 'apple_x' });
    vi.stubGlobal('localStorage', storage);
    expect(browserStorage()).toBe(storage);
    expect(getToken('authToken')).toBe('apple_x');
    vi.unstubAllGlobals();

    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(browserStorage()).toBeNull();
    } finally {
      delete (globalThis as { localStorage?: unknown }).localStorage;
    }
  });
});
