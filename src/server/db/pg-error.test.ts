import { describe, expect, it } from 'vitest';
import { pgError, pgErrorCode } from './pg-error';

describe('pgError', () => {
  const raw = Object.assign(new Error('duplicate key value'), { code: '23505', constraint: 'merchants_email_unique' });

  it('finds the PostgreSQL error raw from the driver or as the cause of a wrapping error', () => {
    expect(pgError(raw)).toBe(raw);
    expect(pgError(Object.assign(new Error('Failed query: insert ...'), { cause: raw }))).toBe(raw);
    expect(pgErrorCode(Object.assign(new Error('Failed query'), { cause: { code: '40P01' } }))).toBe('40P01');
  });

  it('finds nothing on an error without a SQLSTATE, or on no error at all', () => {
    expect(pgError(new Error('boom'))).toBeUndefined();
    expect(pgError(Object.assign(new Error('x'), { cause: new Error('y') }))).toBeUndefined();
    expect(pgErrorCode(null)).toBeUndefined();
    expect(pgErrorCode(undefined)).toBeUndefined();
  });
});
