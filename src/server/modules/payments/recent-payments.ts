import type { Db } from '@server/db/client';
import type { PaymentCaller } from './payment-access';
import type { PaymentChange, PaymentRead, ProportionalSoFar } from './payment-change';
import type { TransactionRow } from './to-payment';

/**
 * The payments this process changed last, as its own writes left them, so the next action on one of
 * them plans without reading it again (docs/decisions/0037): a gateway reports a payment's legs, then
 * captures it, within seconds, and a refund's follow-ups come close together too.
 *
 * It is an accelerator, never the truth. Each entry carries the version its write gave the row (the
 * writing transaction's id, which is the row's xmin), and every change is still written only at the
 * version it was planned from. So when anything else changed the payment meanwhile (another instance,
 * the expiry job, a refund's result), the write answers 'stale', the entry is dropped, and the action
 * plans again from the database. A refusal planned from an entry (409, 422) is not trusted either: the
 * action plans again from the database before answering it. A refund's disputes are checked by the
 * write under their lock, as they are for a read; its fee policy comes from the settings cache.
 */

const MAX_ENTRIES = 4_096;

type Entry = Omit<PaymentRead, 'remembered' | 'refundFeePolicy'>;

const byDatabase = new WeakMap<Db, Map<string, Entry>>();

function entries(db: Db): Map<string, Entry> {
  let map = byDatabase.get(db);
  if (!map) byDatabase.set(db, (map = new Map()));
  return map;
}

/** The payment as this process last wrote it, when the caller may see it and it holds what the read needs (a refund's disputes and sums). */
export function recallPayment(db: Db, caller: PaymentCaller, paymentId: string, forRefund: boolean): PaymentRead | undefined {
  const entry = byDatabase.get(db)?.get(paymentId);
  if (!entry) return undefined;
  if (entry.row.merchantId !== caller.merchantDbId || (caller.mode && entry.row.mode !== caller.mode)) return undefined;
  if (forRefund && (!entry.disputed || !entry.proportionalSoFar)) return undefined;
  // A copy: a plan builds from what it read, and the entry must stay as written.
  return { ...structuredClone(entry), remembered: true };
}

/**
 * Remembers the payment as a change left it: `row` as stored, at `version`. A refund's result changes
 * what its refund returned, so after one the payment is read again instead.
 */
export function rememberPayment(db: Db, found: PaymentRead, row: TransactionRow, refund: PaymentChange['refund'], version: string | null | undefined): void {
  const map = entries(db);
  const id = found.row.transactionId;
  map.delete(id);
  if (!version || refund?.write === 'update') return;
  const entry: Entry = { row, version };
  if (found.disputed && found.proportionalSoFar) {
    entry.disputed = found.disputed;
    entry.proportionalSoFar = afterRefund(found.proportionalSoFar, refund?.row);
  }
  map.set(id, entry);
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** Drops the payment: the next action reads it from the database. */
export function forgetPayment(db: Db, paymentId: string): void {
  byDatabase.get(db)?.delete(paymentId);
}

/** The proportional sums after a refund is written, as the read's subquery would count them. */
function afterRefund(before: ProportionalSoFar, refund: NonNullable<PaymentChange['refund']>['row'] | undefined): ProportionalSoFar {
  if (!refund || refund.feePolicy !== 'proportional') return before;
  const failed = refund.legs.filter((leg) => leg.status === 'FAILED').reduce((sum, leg) => sum + leg.amount, 0);
  return {
    refunded: before.refunded + refund.amount - failed,
    fee: before.fee + refund.feeReturned,
    commission: before.commission + refund.commissionReturned,
  };
}
