import { describe, expect, it } from 'vitest';
import { generateApiKey, hashApiKey, API_KEY_PATTERN } from './api-key-secrets';
import { deriveKeys } from './keys';
import { hashPassword, verifyPassword } from './passwords';
import { needsRenewal, signToken, verifyToken } from './tokens';

const keys = deriveKeys('unit-test-secret-unit-test-secret-123456');

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const h = await hashPassword('S3cure-enough');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(h, 'S3cure-enough')).toBe(true);
    expect(await verifyPassword(h, 'wrong')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('tokens', () => {
  const claims = { type: 'admin' as const, sid: 's1', sub: 'u1', email: 'a@b.co' };
  it('round-trips claims', async () => {
    const t = await signToken(keys.jwt, claims, 600);
    const r = await verifyToken(keys.jwt, t);
    expect(r.ok && r.token).toMatchObject(claims);
  });
  it('rejects expired, tampered and foreign tokens', async () => {
    const past = await signToken(keys.jwt, claims, 60, new Date(Date.now() - 120_000));
    expect(await verifyToken(keys.jwt, past)).toEqual({ ok: false, reason: 'expired' });
    const t = await signToken(keys.jwt, claims, 600);
    const [h, , s] = t.split('.');
    const body = Buffer.from(JSON.stringify({ ...claims, type: 'merchant', iss: 'smartsplit', iat: 1, exp: 9e9 })).toString('base64url');
    expect(await verifyToken(keys.jwt, `${h}.${body}.${s}`)).toEqual({ ok: false, reason: 'invalid' });
    const other = deriveKeys('another-secret-another-secret-123456789');
    expect((await verifyToken(other.jwt, t)).ok).toBe(false);
    expect((await verifyToken(keys.jwt, 'garbage')).ok).toBe(false);
  });
  it('asks for renewal past half-life only', async () => {
    const now = new Date();
    const t = await signToken(keys.jwt, claims, 1000, now);
    const r = await verifyToken(keys.jwt, t, now);
    if (!r.ok) throw new Error('expected ok');
    expect(needsRenewal(r.token, new Date(now.getTime() + 400_000))).toBe(false);
    expect(needsRenewal(r.token, new Date(now.getTime() + 600_000))).toBe(true);
  });
});

describe('API key secrets', () => {
  it('makes sk_<mode>_ plus 32+ alphanumerics, a short prefix and a keyed hash', () => {
    const k = generateApiKey(keys.apiKeyHash, 'test');
    expect(k.secret).toMatch(API_KEY_PATTERN);
    expect(k.secret.startsWith('sk_test_')).toBe(true);
    expect(k.secret.length).toBeGreaterThanOrEqual(8 + 32);
    expect(k.secret.startsWith(k.prefix)).toBe(true);
    expect(k.prefix.length).toBeLessThan(20);
    expect(k.hash).toBe(hashApiKey(keys.apiKeyHash, k.secret));
    expect(k.hash).not.toContain(k.secret);
    expect(generateApiKey(keys.apiKeyHash, 'live').secret.startsWith('sk_live_')).toBe(true);
  });
});
