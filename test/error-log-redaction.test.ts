import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app';
import { createDatabase, type Database } from '@server/db/client';
import { createLogger } from '@server/server';
import { signupBody, uniqueEmail } from './support/factories';
import { createTestDatabase } from './support/test-cluster';
import { TEST_APP_SECRET, testConfig } from './support/test-app';

/**
 * A database error that reaches the error handler is logged without the query's parameters or the
 * row values PostgreSQL quotes: the real app, its real logger, writing into a stream we read.
 */

let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
const lines: string[] = [];

beforeAll(async () => {
  const created = await createTestDatabase(inject('pgAdminUrl'));
  drop = created.drop;
  const config = testConfig({ LOG_LEVEL: 'info' });
  database = createDatabase(created.url, 5);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config, database, appSecret: TEST_APP_SECRET, logger: createLogger(config, sink), webDir: '/nonexistent-web-dir' });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await drop?.();
});

describe('the error handler’s log of a database error', () => {
  it('names the error code, constraint and table, and none of the values the failed insert carried', async () => {
    // Every new merchant user now breaks a constraint, so sign-up fails inside its transaction with
    // an insert whose parameters hold the email, the names and the password hash.
    await database.db.execute(sql`alter table merchant_users add constraint test_refuse_every_user check (email = '') not valid`);
    try {
      const email = uniqueEmail('leak');
      const body = signupBody({ contactEmail: email, firstName: 'Zebedee', lastName: 'Quixotic-Surname' });
      const res = await app.inject({ method: 'POST', url: '/api/merchant/signup?probe=query-secret', payload: body });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' });

      const logged = lines.map((l) => JSON.parse(l) as Record<string, any>);
      const entry = logged.find((l) => l.msg === 'unhandled error');
      expect(entry, lines.join('\n')).toBeDefined();
      expect(entry!.path).toBe('/api/merchant/signup');
      const causes = [entry!.err, ...(entry!.err.causes ?? [])];
      expect(causes).toContainEqual(
        expect.objectContaining({ type: 'DatabaseError', code: '23514', constraint: 'test_refuse_every_user', table: 'merchant_users' }),
      );
      expect(entry!.err.stack).toMatch(/^\s+at /);

      const text = lines.join('\n');
      for (const value of [email, 'Zebedee', 'Quixotic-Surname', '$argon2', 'Failing row', 'params', 'insert into', 'query-secret', body.password as string]) {
        expect(text, value).not.toContain(value);
      }
    } finally {
      await database.db.execute(sql`alter table merchant_users drop constraint test_refuse_every_user`);
    }
  });
});
