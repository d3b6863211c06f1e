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

/**
 * A new leg for one part of a split, in its starting status: CAPTURED on the one-call path, PENDING
 * (nothing authorised yet) or AUTHORISED in the lifecycle.
 */
function legOf(split: Split, status: LegStatus, terms: StoredLeg['terms']): StoredLeg {
  const authorised = status === 'PENDING' ? 0 : split.amount;
  return {
    id: newLegId(),
    cardId: split.cardId,
    brand: split.brand,
    last4: split.last4,
    amount: split.amount,
    status,
    amountAuthorised: authorised,
    amountCaptured: status === 'CAPTURED' ? split.amount : 0,
    amountRefunded: 0,
    reward: split.reward,
    processorReference: null,
    declineCode: null,
    terms,
  };
}

/** A split's legs, all in one starting status, with each card's terms for the category. */
export function newLegs(splits: Split[], cards: EngineCard[], category: string, status: LegStatus): StoredLeg[] {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return splits.map((s) => legOf(s, status, cardTerms(byId.get(s.cardId)!, category)));
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
  return splits.map((s) => legOf(s, 'CAPTURED', { rate: s.amount > 0 ? s.reward / s.amount : 0, cap: null, after: 0 }));
}
