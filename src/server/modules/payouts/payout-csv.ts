import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { poundsDecimal as pounds } from '@contract/money';
import type { AppContext } from '@server/context';
import { isoTs } from '@server/db/keyset';
import { notFound } from '@server/errors';
import { openCsvExport } from '@server/http/stream-export';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { decryptField, ref } from '../auth';
import { getMerchantPayout } from './list-payouts';
import { findPayoutRun } from './payout-run-repository';

/**
 * The two payout files, streamed (src/server/http/stream-export.ts). Raw SQL: each is a report
 * joining payouts to transactions or to bank details, read through a cursor (docs/decisions/0027).
 * Ownership and existence are checked first, on the primary, so a 404 is an ordinary answer.
 */

interface StatementRow extends Record<string, unknown> {
  transaction_id: string;
  created_at: string;
  amount: string;
  fee_percent: string;
  fee: string;
  payable: string;
}

/** The merchant's statement for one payout: the payments it covers, one line each, then the TOTAL. */
export async function openPayoutStatement(
  ctx: AppContext,
  request: FastifyRequest,
  { merchantDbId, payoutId }: { merchantDbId: string; payoutId: string },
): Promise<Readable> {
  const payout = await getMerchantPayout(ctx.database.db, merchantDbId, payoutId);
  const total = { amount: 0, fee: 0, payable: 0 };
  return openCsvExport<StatementRow>(ctx, request, {
    name: 'payout statement',
    header: ['payout_id', 'transaction_id', 'completed_at', 'amount_gbp', 'fee_percent', 'fee_gbp', 'payable_gbp'],
    query: sql`
      select t.transaction_id, ${isoTs(sql`t.created_at`)} as created_at, t.amount::text as amount, t.fee_percent::text as fee_percent,
             t.fee_amount::text as fee, i.amount::text as payable
        from payout_items i join transactions t on t.id = i.transaction_id
       where i.payout_id = ${payout.id} order by t.created_at, t.transaction_id`,
    lines: (r) => {
      total.amount += Number(r.amount);
      total.fee += Number(r.fee);
      total.payable += Number(r.payable);
      return [[payout.id, r.transaction_id, r.created_at, pounds(Number(r.amount)), r.fee_percent, pounds(Number(r.fee)), pounds(Number(r.payable))]];
    },
    finish: () => [[payout.id, 'TOTAL', '', pounds(total.amount), '', pounds(total.fee), pounds(total.payable)]],
  });
}

interface SettlementRow extends Record<string, unknown> {
  id: string;
  merchant_id: string;
  company_name: string;
  amount: string;
  status: string;
  period_end: string;
  payout_merchant: string;
  acc: string | null;
  sort: string | null;
}

/**
 * A run's settlement file with full bank details, decrypted here row by row for this download only
 * and never stored or logged. The export is audited (who, which run, how many lines; not the
 * details) before its last byte; one cut short is audited with the lines read and `complete: false`.
 */
export async function openSettlementExport(
  ctx: AppContext,
  request: FastifyRequest,
  { runId, actor }: { runId: string; actor: AdminActor },
): Promise<Readable> {
  if (!(await findPayoutRun(ctx.database.db, runId))) throw notFound('Payout run not found');
  const key = ctx.keys.fieldEncryption;
  const record = (after: Record<string, unknown>) =>
    recordAudit(ctx.database.db, { ...auditActor(actor), action: 'payouts.settlement.export', targetType: 'payout_run', targetId: runId, after });
  return openCsvExport<SettlementRow>(ctx, request, {
    name: 'settlement file',
    header: [
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
    query: sql`
      select p.id, m.merchant_id, m.company_name, p.amount::text as amount, p.status, ${isoTs(sql`p.period_end`)} as period_end,
             p.merchant_id::text as payout_merchant, d.bank_account_number_enc as acc, d.bank_sort_code_enc as sort
        from payouts p join merchants m on m.id = p.merchant_id left join verification_details d on d.merchant_id = p.merchant_id
       where p.run_id = ${runId} order by m.company_name, p.id`,
    lines: (r) => [
      [
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
      ],
    ],
    finish: async (lines) => {
      await record({ lines });
      return [];
    },
    cut: (lines) => record({ lines, complete: false }),
  });
}
