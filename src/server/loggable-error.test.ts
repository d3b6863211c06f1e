import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { loggableError, redactDatabaseMessage } from './loggable-error';
import { createLogger } from './server';

/** A `pg` error as the driver raises it, with the fields PostgreSQL sends. */
function pgError(message: string, fields: Record<string, string>): Error {
  return Object.assign(new Error(message), { severity: 'ERROR', routine: 'ExecConstraints', ...fields });
}

const SECRET_PARAMS = ['jo@shop.example', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'v1.aXY.dGFn.Ym9keQ'];

function failedInsert(): DrizzleQueryError {
  const cause = pgError('new row for relation "merchant_users" violates check constraint "users_email_check"', {
    code: '23514',
    table: 'merchant_users',
    constraint: 'users_email_check',
    detail: `Failing row contains (${SECRET_PARAMS.join(', ')}).`,
    where: `SQL statement "insert into merchant_users values ('${SECRET_PARAMS[0]}')"`,
    internalQuery: `select '${SECRET_PARAMS[1]}'`,
  });
  return new DrizzleQueryError('insert into "merchant_users" ("email", "password_hash") values ($1, $2)', SECRET_PARAMS, cause);
}

describe('loggableError', () => {
  it('keeps the code, constraint and table of a failed query, and drops its SQL, parameters and quoted values', () => {
    const out = loggableError(failedInsert()) as Record<string, any>;
    expect(out).toMatchObject({ type: 'DrizzleQueryError', message: 'Failed query (SQL text and parameters withheld)' });
    expect(out.causes).toEqual([
      {
        type: 'DatabaseError',
        code: '23514',
        severity: 'ERROR',
        constraint: 'users_email_check',
        table: 'merchant_users',
        routine: 'ExecConstraints',
        message: 'new row for relation "merchant_users" violates check constraint "users_email_check"',
      },
    ]);
    const text = JSON.stringify(out);
    for (const secret of SECRET_PARAMS) expect(text).not.toContain(secret);
    expect(text).not.toContain('Failing row');
    expect(text).not.toContain('insert into');
  });

  it('takes quoted values, emails and literals out of database messages but keeps the names it was given', () => {
    expect(redactDatabaseMessage('invalid input syntax for type uuid: "not-a-uuid-secret"')).toBe('invalid input syntax for type uuid: "[redacted]"');
    expect(redactDatabaseMessage('duplicate key value violates unique constraint "merchants_email_unique"', ['merchants_email_unique'])).toBe(
      'duplicate key value violates unique constraint "merchants_email_unique"',
    );
    expect(redactDatabaseMessage("value 'hunter2' and jo@shop.example")).toBe("value '[redacted]' and [redacted]");
  });

  it('is applied by the process logger to every `err`, not only the error handler’s', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger({ logLevel: 'info' }, sink);
    logger.warn({ err: failedInsert(), job: 'payouts' }, 'background job failed');
    // Already sanitised values pass through unchanged.
    logger.warn({ err: loggableError(failedInsert()) }, 'twice');
    const text = lines.join('');
    expect(text).toContain('23514');
    for (const secret of SECRET_PARAMS) expect(text).not.toContain(secret);
    const [first, second] = lines.map((l) => JSON.parse(l));
    const { stack: _a, ...firstErr } = first.err;
    const { stack: _b, ...secondErr } = second.err;
    expect(secondErr).toEqual(firstErr);
  });

  it('leaves other errors their name and message, and non-errors as they are', () => {
    expect(loggableError(new TypeError('x is not a function'))).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(loggableError('plain')).toBe('plain');
  });
});
