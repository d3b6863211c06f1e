import { buildCurve, curveReward, type Curve } from './curve.js';
import { round2 } from './rounding.js';
import { searchBest, type BestSplit } from './search.js';
import { bestSingleCard } from './small-payment.js';
import { MIN_SPLIT, type DeclinedCard, type PaymentDeclineReason, type SplitInput, type SplitOutcome } from './types.js';
import { validateCurve, validateInput } from './validate.js';
import { declineReason } from './viability.js';

/**
 * Splits one payment across the customer's cards for the most total reward.
 * Pure: the clock comes in as `now`; the same input always gives the same output.
 */
export function optimiseSplit(input: SplitInput): SplitOutcome {
  validateInput(input);
  const { amount, category, maxSplits, cards, blockedBinPrefixes, now } = input;

  const declinedCards: DeclinedCard[] = [];
  const viable: Curve[] = [];
  cards.forEach((card, index) => {
    const reason = declineReason(card, amount, blockedBinPrefixes, now);
    if (reason !== null) {
      declinedCards.push({ cardId: card.id, reason });
      return;
    }
    const curve = buildCurve(card, index, category, amount);
    validateCurve(curve);
    viable.push(curve);
  });

  if (viable.length === 0) return declined('NO_VIABLE_CARD', declinedCards);
  const maxCards = Math.min(maxSplits, viable.length, Math.floor(amount / MIN_SPLIT));
  const best = amount < MIN_SPLIT ? bestSingleCard(viable, amount, maxSplits) : searchBest(viable, amount, maxCards);
  if (best === null) return declined('INSUFFICIENT_FUNDS', declinedCards);
  return completed(best, declinedCards);
}

function declined(reason: PaymentDeclineReason, declinedCards: DeclinedCard[]): SplitOutcome {
  return { status: 'DECLINED', splits: [], totalReward: 0, declinedCards, declineReason: reason };
}

function completed(best: BestSplit, declinedCards: DeclinedCard[]): SplitOutcome {
  const parts = best.curves
    .map((curve, i) => ({ curve, amount: best.amounts[i] }))
    .filter((part) => part.amount > 0)
    .sort((a, b) => b.amount - a.amount || a.curve.index - b.curve.index);
  const splits = parts.map(({ curve, amount }) => ({
    cardId: curve.card.id,
    brand: curve.card.brand,
    last4: curve.card.last4,
    amount,
    reward: round2(curveReward(curve, amount)),
  }));
  return {
    status: 'COMPLETED',
    splits,
    totalReward: round2(best.value),
    declinedCards,
    declineReason: null,
  };
}
