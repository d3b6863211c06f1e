import { sql } from 'drizzle-orm';
import type { FeeRevenue } from '@contract/commission';
import type { DbOrTx } from '@server/db/client';
import { monthRange } from './month-range';

// Raw SQL: reporting queries, filtered aggregates over a month of the ledger (docs/decisions/0027).

/** Fee revenue for one UTC month from the ledger: per merchant, and per partner from its commission entries. */
export async function feeRevenue(db: DbOrTx, month: string): Promise<FeeRevenue> {
  const { start, end } = monthRange(month);
  const { rows } = await db.execute<{
    merchant_id: string;
    company_name: string;
    partner_id: string | null;
    payments: number;
    volume: string;
    fees: string;
    commission: string;
    platform: string;
  }>(sql`
    select m.merchant_id, m.company_name, pm.partner_id, x.payments, x.volume::text as volume, x.fees::text as fees, x.commission::text as commission, x.platform::text as platform
      from (select e.merchant_id,
                   count(*) filter (where e.account = 'payment_clearing')::int as payments,
                   coalesce(-sum(e.amount) filter (where e.account = 'payment_clearing'), 0) as volume,
                   coalesce(sum(e.amount) filter (where e.account in ('platform_fee', 'partner_commission')), 0) as fees,
                   coalesce(sum(e.amount) filter (where e.account = 'partner_commission'), 0) as commission,
                   coalesce(sum(e.amount) filter (where e.account = 'platform_fee'), 0) as platform
              from ledger_entries e
             where e.kind = 'PAYMENT' and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
             group by e.merchant_id) x
      join merchants m on m.id = x.merchant_id
      left join partner_merchants pm on pm.merchant_id = m.id
     order by x.fees desc, m.company_name`);
  const { rows: partnerRows } = await db.execute<{
    id: string;
    name: string;
    share: string;
    merchants: number;
    payments: number;
    fees: string;
    commission: string;
  }>(sql`
    select p.id, p.name, p.revenue_share_percent::text as share, coalesce(c.merchants, 0) as merchants, coalesce(c.payments, 0) as payments,
           coalesce(c.fees, 0)::text as fees, coalesce(c.commission, 0)::text as commission
      from partners p
      left join (select e.partner_id, count(distinct e.merchant_id)::int as merchants, count(*)::int as payments, sum(e.amount) as commission,
                        sum(t.fee_amount) as fees
                   from ledger_entries e join transactions t on t.id = e.group_id
                  where e.kind = 'PAYMENT' and e.account = 'partner_commission' and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz
                  group by e.partner_id) c on c.partner_id = p.id
     order by coalesce(c.commission, 0) desc, p.name`);
  const byMerchant = rows.map((r) => ({
    merchantId: r.merchant_id,
    companyName: r.company_name,
    partnerId: r.partner_id,
    payments: r.payments,
    volume: Number(r.volume),
    fees: Number(r.fees),
    commission: Number(r.commission),
    platformRevenue: Number(r.platform),
  }));
  const sum = (k: 'payments' | 'volume' | 'fees' | 'commission' | 'platformRevenue') => byMerchant.reduce((s, r) => s + r[k], 0);
  return {
    month,
    byMerchant,
    byPartner: partnerRows.map((r) => ({
      partnerId: r.id,
      name: r.name,
      revenueSharePercent: Number(r.share),
      merchants: r.merchants,
      payments: r.payments,
      fees: Number(r.fees),
      commission: Number(r.commission),
    })),
    totals: { payments: sum('payments'), volume: sum('volume'), fees: sum('fees'), commission: sum('commission'), platformRevenue: sum('platformRevenue') },
  };
}
