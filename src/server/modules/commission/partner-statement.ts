import { sql } from 'drizzle-orm';
import { poundsDecimal as pounds } from '@contract/money';
import type { DbOrTx } from '@server/db/client';
import { isoTs } from '@server/db/keyset';
import { notFound } from '@server/errors';
import { toCsv } from '@server/lib/csv';
import { monthRange } from './month-range';
import { findPartner } from './partner-repository';

// Raw SQL: a report joining a month of commission entries to their payments (docs/decisions/0027).

/**
 * A partner's statement for a month: one MERCHANT line per merchant (its fees and the partner's
 * commission), each followed by the PAYMENT lines behind it, then the TOTAL.
 */
export async function partnerStatementCsv(db: DbOrTx, partnerId: string, month: string): Promise<{ csv: string; partnerName: string }> {
  const partner = await findPartner(db, partnerId);
  if (!partner) throw notFound('Partner not found');
  const { start, end } = monthRange(month);
  const { rows } = await db.execute<{
    merchant_id: string;
    company_name: string;
    transaction_id: string;
    created_at: string;
    amount: string;
    fee: string;
    commission: string;
  }>(sql`
    select m.merchant_id, m.company_name, t.transaction_id, ${isoTs(sql`t.created_at`)} as created_at, t.amount::text as amount,
           t.fee_amount::text as fee, e.amount::text as commission
      from ledger_entries e join transactions t on t.id = e.group_id join merchants m on m.id = e.merchant_id
     where e.kind = 'PAYMENT' and e.account = 'partner_commission' and e.partner_id = ${partnerId}
       and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
     order by m.company_name, m.merchant_id, t.created_at, t.transaction_id`);
  const header = ['line', 'partner_id', 'merchant_id', 'company_name', 'transaction_id', 'completed_at', 'payments', 'amount_gbp', 'fee_gbp', 'commission_gbp'];
  const lines: (string | number)[][] = [];
  const groups = new Map<string, typeof rows>();
  for (const r of rows) groups.set(r.merchant_id, [...(groups.get(r.merchant_id) ?? []), r]);
  let tAmount = 0;
  let tFee = 0;
  let tCommission = 0;
  for (const [merchantId, payments] of groups) {
    const amount = payments.reduce((s, r) => s + Number(r.amount), 0);
    const fee = payments.reduce((s, r) => s + Number(r.fee), 0);
    const commission = payments.reduce((s, r) => s + Number(r.commission), 0);
    tAmount += amount;
    tFee += fee;
    tCommission += commission;
    lines.push(['MERCHANT', partnerId, merchantId, payments[0]!.company_name, '', '', payments.length, pounds(amount), pounds(fee), pounds(commission)]);
    for (const p of payments)
      lines.push([
        'PAYMENT',
        partnerId,
        merchantId,
        p.company_name,
        p.transaction_id,
        p.created_at,
        1,
        pounds(Number(p.amount)),
        pounds(Number(p.fee)),
        pounds(Number(p.commission)),
      ]);
  }
  lines.push(['TOTAL', partnerId, '', '', '', '', rows.length, pounds(tAmount), pounds(tFee), pounds(tCommission)]);
  return { csv: toCsv(header, lines), partnerName: partner.name };
}
