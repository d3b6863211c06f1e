import type { AllocLeg } from '@engine/index';
import type { StoredLeg } from '@server/db/schema/index';
import { termsCard, type TransactionRow } from '../payments';

export interface RefundableLeg extends AllocLeg {
  leg: StoredLeg;
}

/**
 * What each captured leg can still refund (docs/decisions/0033): captured, less refunded (pending
 * refunds included), less the open or lost disputes on its card (`disputed`, pence per card, as
 * readPayment reads it), taken from the card's legs in order.
 */
export function refundableLegs(row: TransactionRow, disputed: ReadonlyMap<string, number>): RefundableLeg[] {
  const left = new Map(disputed);
  return row.legs
    .filter((leg) => leg.status === 'CAPTURED')
    .map((leg) => {
      const kept = leg.amountCaptured - leg.amountRefunded;
      const held = Math.min(kept, left.get(leg.cardId) ?? 0);
      left.set(leg.cardId, (left.get(leg.cardId) ?? 0) - held);
      return { legId: leg.id, card: termsCard(leg), kept, refundable: kept - held, leg };
    });
}
