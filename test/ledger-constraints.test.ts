import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_ACCOUNTS, LEDGER_KINDS } from '@contract/ledger';
import { ledgerGroupId, postTransfer, transferLegs } from '@server/modules/ledger';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The typed ledger (docs/decisions/0027): the table's CHECK constraints refuse an account or kind
 * the contract does not list, even from raw SQL, and postTransfer writes only balanced groups.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const refusal = (q: ReturnType<typeof sql>) =>
  t.db.execute(q).then(
    () => undefined,
    (e: Error & { cause?: Error & { code?: string; constraint?: string } }) => e.cause ?? e,
  );
const count = async (merchantDbId: string) =>
  Number((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from ledger_entries where merchant_id = ${merchantDbId}::uuid`)).rows[0]!.n);

describe('ledger constraints', () => {
  it('refuses an unknown account or kind inserted in SQL', async () => {
    const m = randomUUID();
    const account = await refusal(sql`insert into ledger_entries (group_id, kind, account, merchant_id, amount)
      values (gen_random_uuid(), 'PAYMENT', 'petty_cash', ${m}::uuid, 1)`);
    expect(account).toMatchObject({ code: '23514', constraint: 'ledger_entries_account_check' });
    const kind = await refusal(sql`insert into ledger_entries (group_id, kind, account, merchant_id, amount)
      values (gen_random_uuid(), 'GOODWILL', 'merchant_payable', ${m}::uuid, 1)`);
    expect(kind).toMatchObject({ code: '23514', constraint: 'ledger_entries_kind_check' });
    expect(await count(m)).toBe(0);
  });

  it('lists exactly the contract’s accounts and kinds', async () => {
    const { rows } = await t.db.execute<{ name: string; def: string }>(sql`
      select conname as name, pg_get_constraintdef(oid) as def from pg_constraint
       where conrelid = 'ledger_entries'::regclass and contype = 'c' order by conname`);
    const listed = (name: string) => [...(rows.find((r) => r.name === name)?.def ?? '').matchAll(/'([^']+)'/g)].map((x) => x[1]).sort();
    expect(listed('ledger_entries_account_check')).toEqual([...LEDGER_ACCOUNTS].sort());
    expect(listed('ledger_entries_kind_check')).toEqual([...LEDGER_KINDS].sort());
  });

  it('postTransfer writes a balanced group whose id is md5(key)::uuid, and refuses an unbalanced one', async () => {
    const m = randomUUID();
    await postTransfer(t.db, {
      groupKey: `dp_test${m.slice(0, 8)}:FEE`,
      kind: 'DISPUTE_FEE',
      merchantDbId: m,
      legs: transferLegs('merchant_payable', 'dispute_fees', 250),
    });
    const { rows } = await t.db.execute<{ group_id: string; same: boolean; account: string; amount: number }>(sql`
      select group_id, group_id = md5(${`dp_test${m.slice(0, 8)}:FEE`})::uuid as same, account, amount from ledger_entries where merchant_id = ${m}::uuid order by amount`);
    expect(rows.map((r) => [r.account, Number(r.amount), r.same])).toEqual([
      ['merchant_payable', -250, true],
      ['dispute_fees', 250, true],
    ]);
    expect(rows[0]!.group_id).toBe(ledgerGroupId(`dp_test${m.slice(0, 8)}:FEE`));

    const other = randomUUID();
    await expect(
      t.db.transaction((tx) =>
        postTransfer(tx, {
          groupKey: 'x:1',
          kind: 'DISPUTE_FEE',
          merchantDbId: other,
          legs: [
            { account: 'merchant_payable', amount: -250 },
            { account: 'dispute_fees', amount: 200 },
          ],
        }),
      ),
    ).rejects.toThrow(/sum to -50, not 0/);
    expect(await count(other)).toBe(0);
  });
});
