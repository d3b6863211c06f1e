import { describe, expect, it } from 'vitest';
import { resplitSummary } from './result-format';

const leg = (cardId: string, amount: number, reward: number) => ({ cardId, brand: 'VISA' as const, last4: '4242', amount, reward });

describe('resplitSummary', () => {
  it('says who takes the shortfall and what the payment still earns', () => {
    const text = resplitSummary(
      { totalReward: 640 },
      {
        declinedCardId: 'card_b',
        shortfall: 10_000,
        covered: true,
        paymentStatus: 'COMPLETED',
        standingLegs: [leg('card_a', 12_000, 360), leg('card_c', 8_000, 80)],
        newLegs: [leg('card_d', 9_000, 45), leg('card_c', 1_000, 10)],
        newReward: 55,
        rewardLost: 145,
      },
      'AMEX •••• 0005',
    );
    expect(text).toBe(
      "The other cards take AMEX •••• 0005's £100.00 in 2 new legs earning £0.55; the payment would still complete, earning £4.95 instead of £6.40. Nothing was stored.",
    );
  });

  it('says the payment fails and loses all its reward when nothing covers it', () => {
    const text = resplitSummary(
      { totalReward: 640 },
      { declinedCardId: 'card_b', shortfall: 10_000, covered: false, paymentStatus: 'FAILED', standingLegs: [], newLegs: [], newReward: 0, rewardLost: 640 },
      'AMEX •••• 0005',
    );
    expect(text).toContain('the payment would FAIL (LEG_DECLINED)');
    expect(text).toContain('losing all £6.40 of reward');
  });
});
