import type { SandboxSimulation } from '@contract/sandbox';
import { formatGBP } from '@web/lib/format';

/** Words and numbers for the Sandbox result, kept apart from the view so they are unit-tested. */

export type CardRow = SandboxSimulation['explanation']['cards'][number];

/** A reward fraction as a percentage, e.g. 0.015 -> "1.5%", without float noise. */
export function formatRate(fraction: number): string {
  return `${Number((fraction * 100).toPrecision(6))}%`;
}

const DECLINE_LABELS: Record<string, string> = {
  EXPIRED: 'Set aside: expired',
  BLOCKED_BIN: 'Set aside: blocked card range',
  INSUFFICIENT_FUNDS: 'Set aside: cannot take the minimum split',
  NO_VIABLE_CARD: 'No card can be used',
};

export function declineLabel(reason: string): string {
  return DECLINE_LABELS[reason] ?? reason;
}

export function outcomeLabel(row: CardRow): string {
  if (row.use === 'DECLINED') return declineLabel(row.declineReason ?? '');
  return row.use === 'USED' ? 'Used' : 'Not used';
}

export function rateLabel(row: CardRow): string {
  return `${formatRate(row.rate)} (${row.rateSource === 'CATEGORY' ? 'category rate' : 'base rate'})`;
}

/** What the cap does on this card's share of the split. */
export function capEffect(row: CardRow): string {
  if (row.rewardCap === null) return 'No cap';
  const cap = `Cap ${formatGBP(row.rewardCap)}`;
  if (row.capReachedAt === null) return `${cap}, never reached`;
  const reach = `reached at ${formatGBP(row.capReachedAt)}`;
  if (row.amountAfterCap <= 0) return `${cap}, ${reach}: no effect on this split`;
  return `${cap}, ${reach}: ${formatGBP(row.amountAfterCap)} earns ${formatRate(row.rateAfterCap ?? 0)}, costing ${formatGBP(row.rewardLostToCap)}`;
}

export function upliftLabel(uplift: { amount: number; percent: number | null } | null): string {
  if (uplift === null) return 'Not comparable';
  return uplift.percent === null ? `+${formatGBP(uplift.amount)}` : `+${formatGBP(uplift.amount)} (${uplift.percent}%)`;
}

export const DECLINE_REASON_TEXT: Record<string, string> = {
  NO_VIABLE_CARD: 'no card can be used (each is expired, in a blocked range, or cannot take the minimum split)',
  INSUFFICIENT_FUNDS: `the usable cards cannot cover the amount within the split limit`,
};

/** One sentence on a simulated decline: who takes the shortfall and what it costs, or why the payment fails. */
export function resplitSummary(result: Pick<SandboxSimulation, 'totalReward'>, resplit: NonNullable<SandboxSimulation['resplit']>, cardName: string): string {
  const shortfall = formatGBP(resplit.shortfall);
  if (!resplit.covered) {
    return `The other cards cannot take ${cardName}'s ${shortfall} within the split limit: the payment would FAIL (LEG_DECLINED) and every authorised leg be voided, losing all ${formatGBP(result.totalReward)} of reward. Nothing was stored.`;
  }
  const legs = resplit.newLegs.length;
  const kept = result.totalReward - resplit.rewardLost;
  return `The other cards take ${cardName}'s ${shortfall} in ${legs} new leg${legs === 1 ? '' : 's'} earning ${formatGBP(resplit.newReward)}; the payment would still complete, earning ${formatGBP(kept)} instead of ${formatGBP(result.totalReward)}. Nothing was stored.`;
}
