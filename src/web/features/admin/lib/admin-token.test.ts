import { describe, expect, it } from 'vitest';
import { checkAdminToken } from './admin-token';

const token = (payload: unknown) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.c2ln`;

describe('checkAdminToken', () => {
  it('sends visitors without a token to login', () => {
    expect(checkAdminToken(null)).toEqual({ kind: 'none' });
    expect(checkAdminToken('')).toEqual({ kind: 'none' });
  });

  it('accepts an admin token and reads its email', () => {
    expect(checkAdminToken(token({ type: 'admin', email: 'ops@smartsplit.test', exp: 9e9 }))).toEqual({ kind: 'ok', email: 'ops@smartsplit.test' });
    expect(checkAdminToken(token({ type: 'admin' }))).toEqual({ kind: 'ok', email: null });
  });

  it('refuses merchant tokens and tokens without a type', () => {
    expect(checkAdminToken(token({ type: 'merchant', email: 'm@example.test' }))).toEqual({ kind: 'wrong-type' });
    expect(checkAdminToken(token({ email: 'x@example.test' }))).toEqual({ kind: 'wrong-type' });
  });

  it('treats anything that is not a three-part token with a JSON payload as undecodable', () => {
    expect(checkAdminToken('not-a-token')).toEqual({ kind: 'undecodable' });
    expect(checkAdminToken('a.%%%.c')).toEqual({ kind: 'undecodable' });
    expect(checkAdminToken(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toEqual({ kind: 'undecodable' });
  });
});
