import { sql } from 'drizzle-orm';
import type { HeldMerchant } from '@contract/ledger';
import type { DbOrTx } from '@server/db/client';

/**
 * What is due to whom (docs/decisions/0018, 0020). Raw SQL: reporting queries over the ledger,
 * payout items and adjustments (a union, anti-joins and a grouped sum), and the run's CTE in
 * run-payouts.ts reuses `uncovered` so the preview and the run read the same rows.
 */

/**
 * What the next run takes: every group on a merchant's payable that no PENDING, PROCESSING or PAID
 * payout covers, payments up to the cutoff and every dispute movement (a hold, a release, a fee;
 * docs/decisions/0020) and refund (docs/decisions/0033) whatever its age. Triggers keep that set in
 * payout_open_groups as entries and payouts are written (docs/decisions/0048), so this reads a table
 * the size of what is due rather than anti-joining the whole ledger against every payout.
 */
export const uncovered = (cutoff: string) => sql`
  select o.merchant_id, o.group_id, o.amount, o.is_payment from payout_open_groups o
   where not o.is_payment or o.created_at <= ${cutoff}::timestamptz`;

export type DueRow = {
  db_id: string;
  merchant_id: string;
  company_name: string;
  contact_email: string;
  status: string;
  verification_status: string;
  has_bank: boolean;
  amount: string;
};

/** Why a merchant with money due is not paid, or null when it is eligible. */
export function holdReason(r: DueRow): string | null {
  if (r.status === 'SUSPENDED') return 'Account suspended';
  if (r.status !== 'ACTIVE') return 'Account not active';
  if (r.verification_status !== 'APPROVED') return 'Business verification not approved';
  if (!r.has_bank) return 'No bank details on file';
  return null;
}

export async function dueByMerchant(db: DbOrTx, cutoff: string): Promise<DueRow[]> {
  // Summed per merchant first, then joined: one pass over what is open, whatever its order.
  const { rows } = await db.execute<DueRow>(sql`
    with due as (select c.merchant_id, sum(c.amount) as amount from (${uncovered(cutoff)}) c group by c.merchant_id having sum(c.amount) > 0)
    select due.merchant_id as db_id, m.merchant_id, m.company_name, m.contact_email, m.status, m.verification_status,
           exists (select 1 from verification_details d where d.merchant_id = m.id) as has_bank, due.amount::text as amount
      from due join merchants m on m.id = due.merchant_id
     order by m.company_name`);
  return rows;
}

/** The run's cutoff (now less the delay, microseconds kept) and today's UTC day, both by the database's clock. */
export async function cutoffFor(db: DbOrTx, delayDays: number): Promise<{ cutoff: string; day: string }> {
  const { rows } = await db.execute<{ cutoff: string; day: string }>(sql`
    select to_char((now() - make_interval(days => ${delayDays})) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cutoff,
           to_char(now() at time zone 'UTC', 'YYYY-MM-DD') as day`);
  return rows[0]!;
}

const toHeld = (r: DueRow, reason: string): HeldMerchant => ({ merchantId: r.merchant_id, companyName: r.company_name, amount: Number(r.amount), reason });

/** Splits what is due into the merchants a run pays and those it holds back, with why. */
export function splitDue(due: DueRow[]): { eligible: DueRow[]; held: HeldMerchant[] } {
  const eligible = due.filter((r) => holdReason(r) === null);
  const held = due.flatMap((r) => {
    const reason = holdReason(r);
    return reason ? [toHeld(r, reason)] : [];
  });
  return { eligible, held };
}

/** What a run now would pay, and who it would hold back. */
export async function nextRunPreview(db: DbOrTx, delayDays: number) {
  const { cutoff } = await cutoffFor(db, delayDays);
  const { eligible, held } = splitDue(await dueByMerchant(db, cutoff));
  return {
    cutoff: new Date(cutoff).toISOString(),
    expectedTotal: eligible.reduce((s, r) => s + Number(r.amount), 0),
    merchantCount: eligible.length,
    held,
  };
}
