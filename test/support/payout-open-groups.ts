import { sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';

/**
 * Rows where payout_open_groups (kept by triggers) and the ledger disagree about what no payout
 * covers: the set computed the long way, anti-joining every payable entry against every payout that
 * is not FAILED, as the next run read it before the table existed. Empty when they agree.
 */
export async function payoutOpenGroupsMismatch(db: Database['db']): Promise<Record<string, unknown>[]> {
  const { rows } = await db.execute(sql`
    with truth as (
      select e.group_id, e.kind = 'PAYMENT' as is_payment, e.merchant_id, sum(e.amount) as amount, min(e.created_at) as created_at
        from ledger_entries e
       where e.account = 'merchant_payable'
         and ((e.kind = 'PAYMENT' and not exists (select 1 from payout_items i join payouts p on p.id = i.payout_id
                                                   where i.transaction_id = e.group_id and p.status <> 'FAILED'))
           or (e.kind in ('DISPUTE_OPENED', 'DISPUTE_WON', 'DISPUTE_FEE', 'REFUND')
               and not exists (select 1 from payout_adjustments a join payouts p on p.id = a.payout_id
                                where a.group_id = e.group_id and p.status <> 'FAILED')))
       group by e.group_id, e.kind = 'PAYMENT', e.merchant_id
    ), kept as (select group_id, is_payment, merchant_id, amount, created_at from payout_open_groups)
    (select 'missing' as problem, * from (select * from truth except select * from kept) m)
    union all
    (select 'extra' as problem, * from (select * from kept except select * from truth) x)`);
  return rows;
}
