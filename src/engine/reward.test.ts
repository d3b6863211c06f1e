import { describe, expect, it } from 'vitest';
import { cardReward, effectiveRate } from './reward.js';
import { card } from './test-fixtures.js';

describe('cardReward', () => {
  it('is rate × amount without a cap', () => {
    expect(cardReward(card('a', { rewardRate: 0.02 }), 'general', 5_000)).toBe(100);
  });

  it('uses the category rate only when the card names that category', () => {
    const c = card('a', { rewardRate: 0.01, categoryRates: { groceries: 0.03, fuel: 0 } });
    expect(effectiveRate(c, 'groceries')).toBe(0.03);
    expect(effectiveRate(c, 'fuel')).toBe(0);
    expect(effectiveRate(c, 'travel')).toBe(0.01);
    expect(effectiveRate(c, 'toString')).toBe(0.01);
  });

  it('stops at the cap, then earns rateAfterCap beyond the threshold', () => {
    const c = card('a', { rewardRate: 0.05, rewardCap: 100, rateAfterCap: 0.01 });
    expect(cardReward(c, 'general', 1_000)).toBe(50);
    expect(cardReward(c, 'general', 2_000)).toBe(100);
    expect(cardReward(c, 'general', 3_000)).toBeCloseTo(110, 12);
  });

  it('blends the two rates on the unit that crosses a fractional threshold', () => {
    // Threshold 10 / 0.03 = 333.33…
    const c = card('a', { rewardRate: 0.03, rewardCap: 10, rateAfterCap: 0.015 });
    expect(cardReward(c, 'general', 333)).toBeCloseTo(9.99, 12);
    expect(cardReward(c, 'general', 334)).toBeCloseTo(10 + 0.015 * (334 - 1000 / 3), 12);
  });

  it('ignores rateAfterCap without a cap, and pays nothing at rate 0', () => {
    expect(cardReward(card('a', { rewardRate: 0.02, rateAfterCap: 0.01 }), 'general', 100)).toBe(2);
    expect(cardReward(card('a', { rewardRate: 0, rewardCap: 0 }), 'general', 1_000)).toBe(0);
    expect(cardReward(card('a', { rewardRate: 0.02, rewardCap: 0, rateAfterCap: 0.01 }), 'general', 1_000)).toBe(10);
  });
});
