import type { LegStatus } from '@contract/payment-states';
import type { PaymentLeg } from '@contract/payments';
import { effectiveRate, type EngineCard, type Split } from '@engine/index';
import type { StoredLeg } from '@server/db/schema/index';
import { randomAlphanumeric } from '../auth';

/** A new leg id: leg_ and 20 random letters and digits. */
export function newLegId(): string {
  return `leg_${randomAlphanumeric(20)}`;
}

/** The card's reward terms for the category, as the engine reads them (src/engine/reward.ts). */
export function cardTerms(card: EngineCard, category: string): StoredLeg['terms'] {
  return { rate: effectiveRate(card, category), cap: card.rewardCap ?? null, after: card.rateAfterCap ?? 0 };
}

/** The engine card a stored leg's terms stand for: what `cardReward` needs to price a refund on it. */
export function termsCard(leg: StoredLeg): EngineCard {
  return {
    id: leg.cardId,
    brand: leg.brand,
    last4: leg.last4,
    expMonth: 12,
    expYear: 2100,
    available: leg.amount,
    rewardRate: leg.terms.rate,
    ...(leg.terms.cap === null ? {} : { rewardCap: leg.terms.cap }),
    rateAfterCap: leg.terms.after,
  };
}

/** A split's legs, all in one starting status: CAPTURED on the one-call path, PENDING or AUTHORISED in the lifecycle. */
export function newLegs(splits: Split[], cards: EngineCard[], category: string, status: LegStatus): StoredLeg[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const held = status === 'PENDING' ? 0 : 1;
  return splits.map((s) => ({
    id: newLegId(),
    cardId: s.cardId,
    brand: s.brand,
    last4: s.last4,
    amount: s.amount,
    status,
    amountAuthorised: s.amount * held,
    amountCaptured: status === 'CAPTURED' ? s.amount : 0,
    amountRefunded: 0,
    reward: s.reward,
    processorReference: null,
    declineCode: null,
    terms: cardTerms(byId.get(s.cardId)!, category),
  }));
}

/** The public leg: the stored one without the card's terms. */
export function publicLeg(leg: StoredLeg): PaymentLeg {
  return {
    id: leg.id,
    cardId: leg.cardId,
    brand: leg.brand,
    last4: leg.last4,
    amount: leg.amount,
    status: leg.status,
    amountAuthorised: leg.amountAuthorised,
    amountCaptured: leg.amountCaptured,
    amountRefunded: leg.amountRefunded,
    reward: leg.reward,
    processorReference: leg.processorReference,
    declineCode: leg.declineCode,
  };
}

/**
 * Captured legs for a payment stored without its cards (seeding, imports): each leg's terms are its
 * reward over its amount at a flat rate, as migration 0023 gave payments stored before legs.
 */
export function capturedLegsFromSplits(splits: Split[]): StoredLeg[] {
  return splits.map((s) => ({
    id: newLegId(),
    cardId: s.cardId,
    brand: s.brand,
    last4: s.last4,
    amount: s.amount,
    status: 'CAPTURED',
    amountAuthorised: s.amount,
    amountCaptured: s.amount,
    amountRefunded: 0,
    reward: s.reward,
    processorReference: null,
    declineCode: null,
    terms: { rate: s.amount > 0 ? s.reward / s.amount : 0, cap: null, after: 0 },
  }));
}
