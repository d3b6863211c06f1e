import { and, count, eq, gte, lt, ne, or, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { ledgerEntries, transactions } from '@server/db/schema/index';
import { monthRange } from './months';

/** What a merchant's invoice for one month bills: the live fees charged and the fees returned on refunds, in pence. */
export interface MonthCharges {
  merchantId: string;
  /** Live payments completed in the month, and their fees. */
  payments: number;
  fees: number;
  /** Live payments whose refunds returned fees in the month (refundFeePolicy proportional), and the fees returned. */
  refundedPayments: number;
  feesReturned: number;
}

const at = (iso: string) => sql`${iso}::timestamptz`;

/**
 * Fees of live payments completed in the month. A one-call payment completes as it is stored, so it
 * counts in the month it was created (as before the lifecycle); a payment that waited for the gateway
 * or for a manual capture counts in the month its capture posted its ledger entries, so one authorised
 * on the 30th and captured on the 2nd is billed with the 2nd's month, never lost between two drafts.
 */
async function feesCharged(db: DbOrTx, month: string, merchantDbId?: string) {
  const { start, end } = monthRange(month);
  const oneCall = db
    .select({ merchantId: transactions.merchantId, payments: count(), fees: sum(transactions.feeAmount).mapWith(Number) })
    .from(transactions)
    .where(
      and(
        eq(transactions.mode, 'live'),
        eq(transactions.status, 'COMPLETED'),
        eq(transactions.captureMethod, 'automatic'),
        eq(transactions.legConfirmation, 'none'),
        gte(transactions.createdAt, at(start)),
        lt(transactions.createdAt, at(end)),
        merchantDbId ? eq(transactions.merchantId, merchantDbId) : undefined,
      ),
    )
    .groupBy(transactions.merchantId);
  // One payment_clearing entry per captured payment: the capture's posting, grouped under the payment's id.
  const captured = db
    .select({ merchantId: transactions.merchantId, payments: count(), fees: sum(transactions.feeAmount).mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(transactions, eq(transactions.id, ledgerEntries.groupId))
    .where(
      and(
        eq(ledgerEntries.kind, 'PAYMENT'),
        eq(ledgerEntries.account, 'payment_clearing'),
        gte(ledgerEntries.createdAt, at(start)),
        lt(ledgerEntries.createdAt, at(end)),
        merchantDbId ? eq(ledgerEntries.merchantId, merchantDbId) : undefined,
        eq(transactions.mode, 'live'),
        eq(transactions.status, 'COMPLETED'),
        or(ne(transactions.captureMethod, 'automatic'), ne(transactions.legConfirmation, 'none')),
      ),
    )
    .groupBy(transactions.merchantId);
  return [...(await oneCall), ...(await captured)];
}

/**
 * Fees returned on refunds in the month: the month's REFUND entries on the platform's fee and the
 * partner's commission (both are the merchant's fee), live only since only live refunds post. Raw SQL:
 * each entry is matched to its refund leg through the posting's group key (md5 of `refundId:legId`, as
 * ledgerGroupId computes it) over the refund's jsonb legs, to count the payments behind the line.
 * A leg succeeds after its refund was created and bumps the refund's updated_at, which bounds the scan.
 */
async function feesReturned(db: DbOrTx, month: string, merchantDbId?: string) {
  const { start, end } = monthRange(month);
  const { rows } = await db.execute<{ merchant_id: string; payments: number; returned: string }>(sql`
    select r.merchant_id, count(distinct r.transaction_id)::int as payments, sum(-e.amount)::text as returned
      from refunds r
      cross join lateral jsonb_array_elements(r.legs) leg
      join ledger_entries e on e.group_id = md5(r.id || ':' || (leg ->> 'legId'))::uuid and e.merchant_id = r.merchant_id
     where r.mode = 'live' and r.updated_at >= ${at(start)} and r.created_at < ${at(end)}
       and e.kind = 'REFUND' and e.account in ('platform_fee', 'partner_commission')
       and e.created_at >= ${at(start)} and e.created_at < ${at(end)}
       ${merchantDbId ? sql`and r.merchant_id = ${merchantDbId}::uuid and e.merchant_id = ${merchantDbId}::uuid` : sql``}
     group by r.merchant_id`);
  return rows.map((r) => ({ merchantId: r.merchant_id, payments: Number(r.payments), returned: Number(r.returned) }));
}

/** Every merchant with live fees charged or returned in the month; `merchantDbId` narrows it to one. */
export async function monthCharges(db: DbOrTx, month: string, merchantDbId?: string): Promise<MonthCharges[]> {
  const byMerchant = new Map<string, MonthCharges>();
  const of = (merchantId: string) => {
    let c = byMerchant.get(merchantId);
    if (!c) byMerchant.set(merchantId, (c = { merchantId, payments: 0, fees: 0, refundedPayments: 0, feesReturned: 0 }));
    return c;
  };
  for (const f of await feesCharged(db, month, merchantDbId)) {
    const c = of(f.merchantId);
    c.payments += f.payments;
    c.fees += f.fees ?? 0;
  }
  for (const r of await feesReturned(db, month, merchantDbId)) {
    const c = of(r.merchantId);
    c.refundedPayments += r.payments;
    c.feesReturned += r.returned;
  }
  return [...byMerchant.values()].filter((c) => c.fees > 0 || c.feesReturned > 0);
}
