import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { poundsDecimal as pounds } from '@contract/money';
import type { AppContext } from '@server/context';
import { isoTs } from '@server/db/keyset';
import { notFound } from '@server/errors';
import { openCsvExport } from '@server/http/stream-export';
import { monthRange } from './month-range';
import { findPartner } from './partner-repository';

// Raw SQL: a report joining a month of commission entries to their payments, read through a cursor (docs/decisions/0027).

interface StatementRow extends Record<string, unknown> {
  merchant_id: string;
  company_name: string;
  transaction_id: string;
  created_at: string;
  amount: string;
  fee: string;
  commission: string;
  /** The merchant's figures for the month, on each of its rows, so its MERCHANT line can lead its payments. */
  merchant_payments: number;
  merchant_amount: string;
  merchant_fee: string;
  merchant_commission: string;
}

/**
 * A partner's statement for a month, streamed (src/server/http/stream-export.ts): one MERCHANT line
 * per merchant (its fees and the partner's commission), each followed by the PAYMENT lines behind it,
 * then the TOTAL. The merchant's sums come with its rows (window sums in SQL), so nothing is held
 * back to write its line first.
 */
export async function openPartnerStatement(
  ctx: AppContext,
  request: FastifyRequest,
  { partnerId, month }: { partnerId: string; month: string },
): Promise<Readable> {
  if (!(await findPartner(ctx.database.db, partnerId))) throw notFound('Partner not found');
  const { start, end } = monthRange(month);
  const total = { payments: 0, amount: 0, fee: 0, commission: 0 };
  let merchant: string | undefined;
  return openCsvExport<StatementRow>(ctx, request, {
    name: 'partner statement',
    header: ['line', 'partner_id', 'merchant_id', 'company_name', 'transaction_id', 'completed_at', 'payments', 'amount_gbp', 'fee_gbp', 'commission_gbp'],
    query: sql`
      select m.merchant_id, m.company_name, t.transaction_id, ${isoTs(sql`t.created_at`)} as created_at, t.amount::text as amount,
             t.fee_amount::text as fee, e.amount::text as commission,
             count(*) over per_merchant as merchant_payments, (sum(t.amount) over per_merchant)::text as merchant_amount,
             (sum(t.fee_amount) over per_merchant)::text as merchant_fee, (sum(e.amount) over per_merchant)::text as merchant_commission
        from ledger_entries e join transactions t on t.id = e.group_id join merchants m on m.id = e.merchant_id
       where e.kind = 'PAYMENT' and e.account = 'partner_commission' and e.partner_id = ${partnerId}
         and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
      window per_merchant as (partition by m.merchant_id)
       order by m.company_name, m.merchant_id, t.created_at, t.transaction_id`,
    lines: (r) => {
      const lines = [];
      if (r.merchant_id !== merchant) {
        merchant = r.merchant_id;
        const [amount, fee, commission] = [Number(r.merchant_amount), Number(r.merchant_fee), Number(r.merchant_commission)];
        total.amount += amount;
        total.fee += fee;
        total.commission += commission;
        lines.push([
          'MERCHANT',
          partnerId,
          r.merchant_id,
          r.company_name,
          '',
          '',
          Number(r.merchant_payments),
          pounds(amount),
          pounds(fee),
          pounds(commission),
        ]);
      }
      total.payments++;
      lines.push([
        'PAYMENT',
        partnerId,
        r.merchant_id,
        r.company_name,
        r.transaction_id,
        r.created_at,
        1,
        pounds(Number(r.amount)),
        pounds(Number(r.fee)),
        pounds(Number(r.commission)),
      ]);
      return lines;
    },
    finish: () => [['TOTAL', partnerId, '', '', '', '', total.payments, pounds(total.amount), pounds(total.fee), pounds(total.commission)]],
  });
}
