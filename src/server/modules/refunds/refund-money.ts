import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { ledgerEntries, type StoredRefundLeg } from '@server/db/schema/index';
import type { Posting } from '../ledger';
import type { TransactionRow } from '../payments';

/**
 * A refund leg's money (docs/decisions/0033), posted when the leg succeeds, live mode only. The
 * merchant's payable gives back the amount less the fee returned; the platform's fee and the
 * partner's commission give back their shares (refundFeePolicy proportional; zero under retain);
 * payment_clearing takes the whole amount back out. A payable below zero is carried by the next
 * payout run, which nets it against what is due.
 */
export function refundLegPostings(row: TransactionRow, refundId: string, leg: StoredRefundLeg, partnerId: string | null): Posting[] {
  if (row.mode !== 'live') return [];
  return [
    {
      groupKey: `${refundId}:${leg.legId}`,
      kind: 'REFUND',
      merchantDbId: row.merchantId,
      partnerId,
      legs: [
        { account: 'payment_clearing', amount: leg.amount },
        { account: 'merchant_payable', amount: -(leg.amount - leg.feeReturned) },
        { account: 'platform_fee', amount: -(leg.feeReturned - leg.commissionReturned) },
        { account: 'partner_commission', amount: -leg.commissionReturned },
      ],
    },
  ];
}

/**
 * The commission the payment's own posting paid, and to whom: what its refunds can give back. Read
 * from the payment's ledger group, not from the merchant's partner today, so a payment made before
 * the merchant had a partner returns none, and a share or a partner changed since changes nothing.
 * Null for a payment that paid no commission (a test payment, or one without a partner).
 */
export async function postedCommission(db: DbOrTx, row: TransactionRow): Promise<{ partnerId: string; commission: number } | null> {
  if (row.mode !== 'live') return null;
  const oneCall = row.captureMethod === 'automatic' && row.legConfirmation === 'none';
  const [posted] = await db
    .select({ partnerId: ledgerEntries.partnerId, commission: sql<string>`sum(${ledgerEntries.amount})::text` })
    .from(ledgerEntries)
    .where(
      and(
        // The merchant, the account and the time ride ledger_entries_merchant_idx (group_id has no index): a one-call
        // payment's trigger posts at its creation instant (read here to the millisecond), a capture at or after it.
        eq(ledgerEntries.merchantId, row.merchantId),
        eq(ledgerEntries.account, 'partner_commission'),
        gte(ledgerEntries.createdAt, row.createdAt),
        oneCall ? lt(ledgerEntries.createdAt, new Date(row.createdAt.getTime() + 1)) : undefined,
        eq(ledgerEntries.groupId, row.id),
        eq(ledgerEntries.kind, 'PAYMENT'),
      ),
    )
    .groupBy(ledgerEntries.partnerId);
  return posted?.partnerId ? { partnerId: posted.partnerId, commission: Number(posted.commission) } : null;
}

/**
 * The fee (or commission) a refund returns under the proportional policy, computed on the running
 * totals of the payment's proportional refunds: the share of all they take with this one, less what
 * they returned already. Refunding everything so returns exactly the whole fee, even after a refund
 * leg failed and gave back its own rounded part of its refund's share.
 */
export function returnedShare(total: number, captured: number, before: { refunded: number; returned: number }, amount: number): number {
  if (captured === 0) return 0;
  const share = Math.round((total * (before.refunded + amount)) / captured);
  return Math.min(Math.max(share - before.returned, 0), total - before.returned);
}

/** Splits a whole number across parts in proportion to their weights (largest remainder, earlier first on ties). */
export function splitByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((s, p) => s + p, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}
