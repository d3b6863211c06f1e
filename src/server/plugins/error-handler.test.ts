import { describe, expect, it } from 'vitest';
import { toErrorResponse } from './error-handler';

describe('toErrorResponse', () => {
  it('answers a saturated connection pool with a retryable 503, not a 500', () => {
    // pg-pool's own message when no connection frees up within connectionTimeoutMillis.
    expect(toErrorResponse(new Error('timeout exceeded when trying to connect'))).toEqual({
      status: 503,
      body: { message: 'The service is busy; retry shortly', code: 'INTERNAL_ERROR' },
      internal: false,
      retryAfterSeconds: 1,
    });
  });

  it('answers a transaction PostgreSQL undid for a deadlock or a serialisation conflict with a retryable 503, logged as an error', () => {
    const pgError = (code: string) => Object.assign(new Error('deadlock detected'), { code, severity: 'ERROR' });
    const wrapped = Object.assign(new Error('Failed query: insert into disputes ...'), { cause: pgError('40001') });
    for (const err of [pgError('40P01'), wrapped]) {
      expect(toErrorResponse(err)).toMatchObject({ status: 503, internal: true, retryAfterSeconds: 1, body: { code: 'INTERNAL_ERROR' } });
    }
    expect(toErrorResponse(pgError('23505'))).toMatchObject({ status: 500, internal: true });
  });

  it('keeps any other unknown error an internal 500', () => {
    expect(toErrorResponse(new Error('something else'))).toMatchObject({ status: 500, internal: true, body: { code: 'INTERNAL_ERROR' } });
  });
});
