import { and, eq, inArray, sql } from 'drizzle-orm';
import { DISPUTE_COUNTED_STATUSES } from '@contract/disputes';
import type { AllocLeg } from '@engine/index';
import type { DbOrTx } from '@server/db/client';
import { disputes, type StoredLeg } from '@server/db/schema/index';
import { termsCard, type TransactionRow } from '../payments';

/** Pence under open, lost or accepted disputes, per card of the payment (docs/decisions/0020). */
async function disputedByCard(db: DbOrTx, transactionDbId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ cardId: disputes.cardId, amount: sql<string>`sum(${disputes.amount})` })
    .from(disputes)
    .where(and(eq(disputes.transactionId, transactionDbId), inArray(disputes.status, [...DISPUTE_COUNTED_STATUSES])))
    .groupBy(disputes.cardId);
  return new Map(rows.map((r) => [r.cardId, Number(r.amount)]));
}

export interface RefundableLeg extends AllocLeg {
  leg: StoredLeg;
}

/**
 * What each captured leg can still refund (docs/decisions/0033): captured, less refunded (pending
 * refunds included), less the open or lost disputes on its card, taken from the card's legs in order.
 */
export async function refundableLegs(db: DbOrTx, row: TransactionRow): Promise<RefundableLeg[]> {
  const disputed = await disputedByCard(db, row.id);
  return row.legs
    .filter((leg) => leg.status === 'CAPTURED')
    .map((leg) => {
      const kept = leg.amountCaptured - leg.amountRefunded;
      const held = Math.min(kept, disputed.get(leg.cardId) ?? 0);
      disputed.set(leg.cardId, (disputed.get(leg.cardId) ?? 0) - held);
      return { legId: leg.id, card: termsCard(leg), kept, refundable: kept - held, leg };
    });
}
