/**
 * SmartSplit's optimisation engine: pure functions, no I/O, no clock (callers
 * pass `now`), no imports from outside this folder.
 *
 * How optimiseSplit stays exact and fast:
 * - For a fixed set of cards the best split is a greedy fill by marginal
 *   reward, because every card's reward is concave in the amount (allocate.ts).
 * - Which cards to use is a depth-first branch and bound over card subsets
 *   (search.ts), pruned by a Lagrangian upper bound that keeps the card limit
 *   exactly (bound.ts), by funding (coverage.ts) and by dominance between cards
 *   (dominance.ts). Every prune is justified by a bound or an exchange
 *   argument, so the result is the true optimum, with the fewest cards among
 *   equally rewarding splits.
 *
 * After the split, the payment's lifecycle:
 * - resplitShortfall (resplit.ts) places what a declined or partially
 *   authorised leg left on the other cards. Each card is seen from what its
 *   standing legs already hold (its room and the rest of its cap), and a card
 *   already in the payment takes more without using a split; the walk over
 *   card subsets (resplit-search.ts) is pruned by the same Lagrangian bound.
 * - allocateRefund, explicitAllocation and allocateCapture
 *   (refund-allocation.ts) share a refund or an uncaptured remainder over the
 *   legs; keep_most_reward is an exact greedy, since the reward a leg gives up
 *   is convex in the amount taken off it.
 */
export type { CardBrand, CardDeclineReason, DeclinedCard, EngineCard, PaymentDeclineReason, Split, SplitInput, SplitOutcome } from './types.js';
export { MIN_SPLIT } from './types.js';
export { round2 } from './rounding.js';
export { optimiseSplit } from './optimise-split.js';
export { cardReward, effectiveRate } from './reward.js';
export { containsCardNumber, findCardNumber, type CardNumberHit } from './card-number.js';
export { feeAmount } from './fee.js';
export {
  explainSplit,
  type Baseline,
  type BaselinePart,
  type CardExplanation,
  type CardUse,
  type ExplainInput,
  type SplitExplanation,
  type Uplift,
} from './explain-split.js';
export { resplitShortfall, type CommittedLeg, type ResplitInput, type ResplitOutcome } from './resplit.js';
export { allocateCapture, allocateRefund, explicitAllocation, type AllocationMethod, type AllocLeg, type LegAllocation } from './refund-allocation.js';
