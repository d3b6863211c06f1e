import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DISPUTE_COUNTED_STATUSES, DISPUTE_STATUSES } from '@contract/disputes';
import { functionMigrationSql, readSourceFile, SQL_FUNCTIONS_DIR, sourceFunctionNames } from '@server/db/sql-functions';
import { createTestDatabase } from './support/test-cluster';

/**
 * The migrated database against src/server/db/sql (docs/decisions/0028-sql-functions-as-source-files.md):
 * every function it holds has a source file, and running that file changes nothing, as PostgreSQL
 * itself prints the definitions (pg_get_functiondef). src/server/db/sql-functions.test.ts compares the
 * files with the migrations' text and the contract.
 */

let client: pg.Client;
let drop: () => Promise<void>;

beforeAll(async () => {
  const db = await createTestDatabase(inject('pgAdminUrl'));
  drop = db.drop;
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await drop();
});

/** Our functions as PostgreSQL prints them, by oid (extensions' own functions left out). */
async function definitions(): Promise<Map<number, { name: string; def: string }>> {
  const { rows } = await client.query<{ oid: number; name: string; def: string }>(`
    select p.oid::int as oid, p.proname as name, pg_get_functiondef(p.oid) as def
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = 'public' and p.prokind in ('f', 'p')
       and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')`);
  return new Map(rows.map((r) => [r.oid, { name: r.name, def: r.def }]));
}

/** The definitions before and after running some SQL, which is then rolled back. */
async function runAndRollBack(sql: string): Promise<{ before: Map<number, { name: string; def: string }>; after: Map<number, { name: string; def: string }> }> {
  await client.query('begin');
  try {
    const before = await definitions();
    await client.query(sql);
    return { before, after: await definitions() };
  } finally {
    await client.query('rollback');
  }
}

describe('the migrated database', () => {
  it('holds one function for each source file, and none without one', async () => {
    const names = [...(await definitions()).values()].map((d) => d.name).sort();
    expect(names, 'a function in the database needs its file in src/server/db/sql, and each name one definition').toEqual(sourceFunctionNames());
  });

  it.each(sourceFunctionNames())('defines %s as its source file does', async (name) => {
    const { before, after } = await runAndRollBack(readSourceFile(name).text);
    expect(after, `running src/server/db/sql/${name}.sql changed the migrated definition: write a migration from it (npm run db:function -- ${name})`).toEqual(
      before,
    );
  });

  it('sees a source that differs from the migrated function, in body or in signature', async () => {
    const source = readSourceFile('disputes_check_leg').text;
    const body = await runAndRollBack(source.replace("'LOST', 'ACCEPTED')", "'LOST')"));
    expect(body.after).not.toEqual(body.before);
    const overload = await runAndRollBack(readSourceFile('feature_flag_bucket').text.replace('merchant_id text)', 'merchant_id text, salt text)'));
    expect(overload.after.size).toBe(overload.before.size + 1);
  });
});

describe('a migration written by npm run db:function', () => {
  /** The migration's statements run as the migrator runs them, one breakpoint-separated chunk at a time. */
  const chunks = (sql: string) => sql.split('--> statement-breakpoint').join(';\n');

  it('from the files as they stand, applies and changes nothing', async () => {
    const sql = functionMigrationSql(sourceFunctionNames());
    expect(sql).not.toContain('DROP FUNCTION');
    const { before, after } = await runAndRollBack(chunks(sql));
    expect(after).toEqual(before);
  });

  it('from a file whose arguments changed, replaces the function instead of adding an overload', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sql-functions-'));
    try {
      const text = readFileSync(path.join(SQL_FUNCTIONS_DIR, 'feature_flag_bucket.sql'), 'utf8');
      writeFileSync(path.join(dir, 'feature_flag_bucket.sql'), text.replace('merchant_id text)', 'merchant_id text, salt text)'));
      const sql = functionMigrationSql(['feature_flag_bucket'], { sourceDir: dir });
      expect(sql).toContain('DROP FUNCTION "feature_flag_bucket"(flag_key text, merchant_id text);');
      const { before, after } = await runAndRollBack(chunks(sql));
      const bucket = (defs: typeof before) => [...defs.values()].filter((d) => d.name === 'feature_flag_bucket').map((d) => d.def);
      expect(after.size).toBe(before.size);
      expect(bucket(after)).toHaveLength(1);
      expect(bucket(after)[0]).toContain('salt text');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the dispute leg trigger', () => {
  const leg = 5_000;
  let transactionId: string;
  let merchantId: string;

  beforeAll(async () => {
    const merchant = await client.query<{ id: string }>(
      `insert into merchants (merchant_id, company_name, contact_email, contact_phone, business_type, industry, status)
       values ('m_sqlfunctions', 'Leg Ltd', 'leg@shop.example', '+441234567890', 'LIMITED_COMPANY', 'RETAIL', 'ACTIVE') returning id`,
    );
    merchantId = merchant.rows[0]!.id;
    const payment = await client.query<{ id: string }>(
      `insert into transactions (transaction_id, merchant_id, mode, status, amount, fee_amount, fee_percent, customer_email, category, splits, total_reward, declined_cards)
       values ('txn_sqlfunctions', $1, 'test', 'COMPLETED', $2, 0, 0, 'jo@shop.example', 'groceries', $3, 0, '[]') returning id`,
      [merchantId, leg, JSON.stringify([{ cardId: 'card_a', amount: leg }])],
    );
    transactionId = payment.rows[0]!.id;
  });

  async function dispute(id: string, status: string): Promise<void> {
    await client.query(
      `insert into disputes (id, merchant_id, transaction_id, card_id, amount, reason, status, due_by)
       values ($1, $2, $3, 'card_a', $4, 'general', $5, now() + interval '7 days')`,
      [id, merchantId, transactionId, leg, status],
    );
  }

  it.each(DISPUTE_STATUSES)('counts a %s dispute against its leg exactly when the contract counts it', async (status) => {
    await client.query('begin');
    try {
      await dispute('dp_first', status);
      const second = await dispute('dp_second', 'NEEDS_RESPONSE').then(
        () => 'stored',
        (err: Error) => err.message,
      );
      expect(second).toBe(DISPUTE_COUNTED_STATUSES.includes(status) ? 'disputes on leg card_a exceed its amount' : 'stored');
    } finally {
      await client.query('rollback');
    }
  });
});
