import { sql } from 'drizzle-orm';
import { poundsDecimal as pounds } from '@contract/money';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { isoTs } from '@server/db/keyset';
import { notFound } from '@server/errors';
import { toCsv } from '@server/lib/csv';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { decryptField, ref } from '../auth';
import { getMerchantPayout } from './list-payouts';
import { findPayoutRun } from './payout-run-repository';

/**
 * The two payout files. Raw SQL: each is a report joining payouts to transactions or to bank
 * details, read once into a file (docs/decisions/0027).
 */

/** The merchant's statement for one payout: the payments it covers, one line each. */
export async function payoutStatementCsv(db: DbOrTx, merchantDbId: string, payoutId: string): Promise<string> {
  const payout = await getMerchantPayout(db, merchantDbId, payoutId);
  const { rows } = await db.execute<{ transaction_id: string; created_at: string; amount: string; fee_percent: string; fee: string; payable: string }>(sql`
    select t.transaction_id, ${isoTs(sql`t.created_at`)} as created_at, t.amount::text as amount, t.fee_percent::text as fee_percent,
           t.fee_amount::text as fee, i.amount::text as payable
      from payout_items i join transactions t on t.id = i.transaction_id
     where i.payout_id = ${payoutId} order by t.created_at, t.transaction_id`);
  const lines = rows.map((r) => [
    payout.id,
    r.transaction_id,
    r.created_at,
    pounds(Number(r.amount)),
    r.fee_percent,
    pounds(Number(r.fee)),
    pounds(Number(r.payable)),
  ]);
  const sum = (k: 'amount' | 'fee' | 'payable') => rows.reduce((s, r) => s + Number(r[k]), 0);
  lines.push([payout.id, 'TOTAL', '', pounds(sum('amount')), '', pounds(sum('fee')), pounds(sum('payable'))]);
  return toCsv(['payout_id', 'transaction_id', 'completed_at', 'amount_gbp', 'fee_percent', 'fee_gbp', 'payable_gbp'], lines);
}

/**
 * A run's settlement file with full bank details, decrypted here for this download only and never
 * stored or logged. The export is audited (who, which run, how many lines; not the details).
 */
export async function settlementCsv(ctx: AppContext, { runId, actor }: { runId: string; actor: AdminActor }): Promise<string> {
  return ctx.database.db.transaction(async (tx) => {
    if (!(await findPayoutRun(tx, runId))) throw notFound('Payout run not found');
    const { rows } = await tx.execute<{
      id: string;
      merchant_id: string;
      company_name: string;
      amount: string;
      status: string;
      period_end: string;
      payout_merchant: string;
      acc: string | null;
      sort: string | null;
    }>(sql`
      select p.id, m.merchant_id, m.company_name, p.amount::text as amount, p.status, ${isoTs(sql`p.period_end`)} as period_end,
             p.merchant_id::text as payout_merchant, d.bank_account_number_enc as acc, d.bank_sort_code_enc as sort
        from payouts p join merchants m on m.id = p.merchant_id left join verification_details d on d.merchant_id = p.merchant_id
       where p.run_id = ${runId} order by m.company_name, p.id`);
    const key = ctx.keys.fieldEncryption;
    const lines = rows.map((r) => [
      r.id,
      r.merchant_id,
      r.company_name,
      r.sort ? decryptField(key, r.sort, ref('verification_details.bank_sort_code_enc', r.payout_merchant)) : '',
      r.acc ? decryptField(key, r.acc, ref('verification_details.bank_account_number_enc', r.payout_merchant)) : '',
      pounds(Number(r.amount)),
      Number(r.amount),
      'GBP',
      r.status,
      r.period_end,
      r.id,
    ]);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'payouts.settlement.export',
      targetType: 'payout_run',
      targetId: runId,
      after: { lines: rows.length },
    });
    return toCsv(
      [
        'payout_id',
        'merchant_id',
        'account_name',
        'sort_code',
        'account_number',
        'amount_gbp',
        'amount_pence',
        'currency',
        'status',
        'period_end',
        'reference',
      ],
      lines,
    );
  });
}
