import type { SandboxResplit } from '@contract/sandbox';
import { resplitShortfall, round2, type EngineCard, type Split, type SplitOutcome } from '@engine/index';

export interface ResplitScenario {
  /** The card whose leg the gateway would decline. */
  declineCardId: string;
  category: string;
  maxSplits: number;
  cards: EngineCard[];
  /** The split the simulation chose. */
  outcome: SplitOutcome;
  /** The blocked ranges the decision matched: a re-split never places money there either. */
  blockedBinPrefixes: readonly string[];
  now: Date;
}

const leg = ({ cardId, brand, last4, amount, reward }: Split) => ({ cardId, brand, last4, amount, reward });

/**
 * What the payment lifecycle would do if the gateway declined the leg on one card (decision 0033):
 * that leg's amount goes to the engine's resplitShortfall with the other legs standing, the declined
 * card excluded and maxSplits as sent. Null when the split puts no leg on the card, or the payment
 * is declined outright (there is no leg to decline). Pure: nothing is read or stored.
 */
export function simulateResplit(scenario: ResplitScenario): SandboxResplit | null {
  const { declineCardId, outcome } = scenario;
  if (outcome.status !== 'COMPLETED') return null;
  const declined = outcome.splits.find((split) => split.cardId === declineCardId);
  if (!declined) return null;
  const standing = outcome.splits.filter((split) => split.cardId !== declineCardId);
  const resplit = resplitShortfall({
    shortfall: declined.amount,
    category: scenario.category,
    maxSplits: scenario.maxSplits,
    cards: scenario.cards,
    committed: standing.map((split) => ({ cardId: split.cardId, amount: split.amount })),
    excludedCardIds: [declineCardId],
    blockedBinPrefixes: scenario.blockedBinPrefixes,
    now: scenario.now,
  });
  const covered = resplit.status === 'COMPLETED';
  const standingReward = standing.reduce((sum, split) => sum + split.reward, 0);
  // A payment that fails voids every leg: all of its reward is lost.
  const rewardLost = covered ? Math.max(0, round2(outcome.totalReward - standingReward - resplit.totalReward)) : outcome.totalReward;
  return {
    declinedCardId: declineCardId,
    shortfall: declined.amount,
    covered,
    paymentStatus: covered ? 'COMPLETED' : 'FAILED',
    standingLegs: standing.map(leg),
    newLegs: resplit.splits.map(leg),
    newReward: resplit.totalReward,
    rewardLost,
  };
}
