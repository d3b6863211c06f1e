import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@server/db/client';
import { runMigrations, runMigrationsUpTo } from '@server/db/migrate';
import { merchants } from '@server/db/schema/index';
import { recordTransactions } from '@server/modules/payments';
import { payment } from './support/admin-fixtures';
import { payoutOpenGroupsMismatch } from './support/payout-open-groups';

/**
 * Migration 0035 (decision 0048) fills payout_open_groups from a ledger that already has payouts: paid
 * ones cover their payments and movements, a FAILED one covers nothing, and what is left is open.
 */

const adminUrl = inject('pgAdminUrl');
let pool: pg.Pool | undefined;
let dropDatabase: (() => Promise<void>) | undefined;
afterAll(async () => {
  await pool?.end();
  await dropDatabase?.();
});

async function databaseAt(lastTag: string): Promise<Db> {
  const name = `o_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  await runMigrationsUpTo(pool, lastTag);
  return drizzle(pool) as unknown as Db;
}

describe('migration 0035: payout_open_groups', () => {
  it('holds exactly what no PENDING, PROCESSING or PAID payout covers, and the triggers keep it so afterwards', async () => {
    const db = await databaseAt('0034_ledger_checks');
    const [a, b] = await db
      .insert(merchants)
      .values(
        ['Open A Ltd', 'Open B Ltd'].map((companyName, i) => ({
          merchantId: `mch_openmigration${i}`,
          companyName,
          contactEmail: `open${i}@example.test`,
          contactPhone: '+44 20 7946 0000',
          businessType: 'LIMITED_COMPANY' as const,
          industry: 'RETAIL' as const,
          status: 'ACTIVE' as const,
          verificationStatus: 'APPROVED' as const,
        })),
      )
      .returning({ id: merchants.id });
    const stored = await recordTransactions(db, [
      ...Array.from({ length: 4 }, () => payment(a!.id)),
      ...Array.from({ length: 2 }, () => payment(b!.id)),
      payment(a!.id, { mode: 'test' }),
      payment(a!.id, { status: 'DECLINED' }),
    ]);
    const [p1, p2, , , p5] = stored.map((s) => s.id);
    const payable = async (id: string) =>
      Number(
        (await db.execute<{ n: string }>(sql`select amount::text as n from ledger_entries where group_id = ${id}::uuid and account = 'merchant_payable'`))
          .rows[0]!.n,
      );
    // Two dispute movements of A's: a fee that the paid payout took into account, and a hold nobody has.
    const fee = '00000000-0000-4000-8000-0000000000f1';
    const hold = '00000000-0000-4000-8000-0000000000f2';
    await db.execute(sql`insert into ledger_entries (group_id, kind, account, merchant_id, amount) values
      (${fee}::uuid, 'DISPUTE_FEE', 'merchant_payable', ${a!.id}::uuid, -1500), (${fee}::uuid, 'DISPUTE_FEE', 'dispute_fees', ${a!.id}::uuid, 1500),
      (${hold}::uuid, 'DISPUTE_OPENED', 'merchant_payable', ${a!.id}::uuid, -700), (${hold}::uuid, 'DISPUTE_OPENED', 'dispute_hold', ${a!.id}::uuid, 700)`);
    // A run: A's payout is PAID (p1, p2 and the fee), B's FAILED (p5), so p5 is open again.
    await db.execute(sql`insert into payout_runs (id, period_end, delay_days, trigger, payout_count, total_amount, held_count)
                         values ('pr_openmigration', now(), 7, 'ADMIN', 2, 0, 0)`);
    await db.execute(sql`insert into payouts (id, run_id, merchant_id, amount, period_end, status) values
      ('po_openmigrationa', 'pr_openmigration', ${a!.id}::uuid, ${(await payable(p1!)) + (await payable(p2!)) - 1500}, now(), 'PAID'),
      ('po_openmigrationb', 'pr_openmigration', ${b!.id}::uuid, ${await payable(p5!)}, now(), 'FAILED')`);
    await db.execute(sql`insert into payout_items (payout_id, transaction_id, amount) values
      ('po_openmigrationa', ${p1}::uuid, ${await payable(p1!)}), ('po_openmigrationa', ${p2}::uuid, ${await payable(p2!)}),
      ('po_openmigrationb', ${p5}::uuid, ${await payable(p5!)})`);
    await db.execute(sql`insert into payout_adjustments (payout_id, group_id, amount) values ('po_openmigrationa', ${fee}::uuid, -1500)`);

    await runMigrations(pool!);

    const open = await db.execute<{ group_id: string; is_payment: boolean }>(sql`select group_id, is_payment from payout_open_groups`);
    const ids = new Set(stored.map((s) => s.id));
    // Payments 3, 4 (A), 5 (its payout failed) and 6 (B), and the hold; not p1, p2, the fee, the test payment or the decline.
    expect(open.rows.filter((r) => r.is_payment).length).toBe(4);
    expect(open.rows.filter((r) => r.is_payment).every((r) => ids.has(r.group_id) && r.group_id !== p1 && r.group_id !== p2)).toBe(true);
    expect(open.rows.filter((r) => !r.is_payment).map((r) => r.group_id)).toEqual([hold]);
    expect(await payoutOpenGroupsMismatch(db)).toEqual([]);

    // Afterwards the triggers follow: a new payment is open at once, and A's paid payout failing reopens what it covered.
    await recordTransactions(db, [payment(a!.id)]);
    await db.execute(sql`update payouts set status = 'FAILED' where id = 'po_openmigrationa'`);
    expect(await payoutOpenGroupsMismatch(db)).toEqual([]);
    expect(Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from payout_open_groups`)).rows[0]!.n)).toBe(4 + 1 + 2 + 2);
  });
});
