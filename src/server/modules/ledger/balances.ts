import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';

// Raw SQL here: both are reporting queries, one filtered aggregate each (docs/decisions/0027).

/**
 * Balances are sums of ledger entries (docs/decisions/0018). The merchant's payable account holds
 * what it is owed; payments still inside the payout delay are "pending", the rest "available".
 */
export async function merchantBalance(db: DbOrTx, merchantDbId: string, delayDays: number) {
  const { rows } = await db.execute<{ payable: string; pending: string; in_payouts: string; paid: string }>(sql`
    select coalesce(sum(amount) filter (where account = 'merchant_payable'), 0)::text as payable,
           coalesce(sum(amount) filter (where account = 'merchant_payable' and kind = 'PAYMENT'
             and created_at > now() - make_interval(days => ${delayDays})), 0)::text as pending,
           coalesce(sum(amount) filter (where account in ('payouts_pending', 'payouts_processing')), 0)::text as in_payouts,
           coalesce(sum(amount) filter (where account = 'payouts_paid'), 0)::text as paid
      from ledger_entries where merchant_id = ${merchantDbId}`);
  const r = rows[0]!;
  const pending = Number(r.pending);
  return { pending, available: Number(r.payable) - pending, inPayouts: Number(r.in_payouts), paidOut: Number(r.paid) };
}

/**
 * The ledger's own check: every group of entries (one payment, or one payout change) must sum to
 * zero, and every completed live payment must have its entries. Both figures are expected to be 0.
 */
export async function ledgerIntegrity(db: DbOrTx) {
  const { rows } = await db.execute<{ unbalanced: number; payment_groups: number; live_completed: number }>(sql`
    select (select count(*)::int from (select 1 from ledger_entries group by group_id having sum(amount) <> 0) u) as unbalanced,
           (select count(distinct group_id)::int from ledger_entries where kind = 'PAYMENT') as payment_groups,
           (select count(*)::int from transactions where mode = 'live' and status = 'COMPLETED') as live_completed`);
  const r = rows[0]!;
  const paymentsWithoutEntries = Math.max(0, r.live_completed - r.payment_groups);
  return { unbalancedGroups: r.unbalanced, paymentsWithoutEntries, ok: r.unbalanced === 0 && paymentsWithoutEntries === 0 };
}
