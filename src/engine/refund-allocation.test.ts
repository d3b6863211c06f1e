import { describe, expect, it } from 'vitest';
import { allocateCapture, allocateRefund, explicitAllocation, type AllocLeg } from './refund-allocation.js';
import { card } from './test-fixtures.js';

function leg(legId: string, kept: number, terms: Partial<AllocLeg['card']>, refundable = kept): AllocLeg {
  return { legId, card: card(`card_${legId}`, terms), kept, refundable };
}

// A 5% card capped at 100 (2000 units), 1% after; a flat 2% card; a flat 1% card.
const capped = { rewardRate: 0.05, rewardCap: 100, rateAfterCap: 0.01 };
const legs = [leg('a', 3_000, capped), leg('b', 2_000, { rewardRate: 0.02 }), leg('c', 1_000, { rewardRate: 0.01 })];

describe('allocateRefund', () => {
  it('keep_most_reward takes first the units that earn least: past the cap, then the cheaper card', () => {
    // A's top 1000 units and all of C earn 1%: a tie, which the later leg (C) takes first.
    expect(allocateRefund(legs, 1_500, 'keep_most_reward', 'general')).toEqual([
      { legId: 'a', amount: 500, rewardReversed: 5 },
      { legId: 'c', amount: 1_000, rewardReversed: 10 },
    ]);
    // Then A down to its cap, then B at 2%, and only then A's 5% units.
    expect(allocateRefund(legs, 4_500, 'keep_most_reward', 'general')).toEqual([
      { legId: 'a', amount: 1_500, rewardReversed: 35 },
      { legId: 'b', amount: 2_000, rewardReversed: 40 },
      { legId: 'c', amount: 1_000, rewardReversed: 10 },
    ]);
  });

  it('keep_most_reward respects a leg a dispute has partly locked', () => {
    const locked = [leg('a', 3_000, capped, 200), legs[1], leg('c', 1_000, { rewardRate: 0.01 }, 0)];
    expect(allocateRefund(locked, 1_000, 'keep_most_reward', 'general')).toEqual([
      { legId: 'a', amount: 200, rewardReversed: 2 },
      { legId: 'b', amount: 800, rewardReversed: 16 },
    ]);
  });

  it('pro_rata shares by refundable, the largest remainders rounding up', () => {
    // Shares of 1001 over 3000:2000:1000 are 500.5, 333.67 and 166.83.
    expect(allocateRefund(legs, 1_001, 'pro_rata', 'general')).toEqual([
      { legId: 'a', amount: 500, rewardReversed: 5 },
      { legId: 'b', amount: 334, rewardReversed: 6.68 },
      { legId: 'c', amount: 167, rewardReversed: 1.67 },
    ]);
    // Equal remainders: the later leg rounds up.
    const even = [leg('x', 100, {}), leg('y', 100, {})];
    expect(allocateRefund(even, 3, 'pro_rata', 'general')!.map((p) => p.amount)).toEqual([1, 2]);
  });

  it('pro_rata stays exact where amount × refundable passes 2^53', () => {
    // Sharing in floats gives the extra unit to the second leg instead of the first here.
    const refundable = [5_771_953_352_413, 9_731_087_803_578, 9_401_393_837_335, 4_327_640_323_900, 4_147_302_228_852];
    const big = refundable.map((r, i) => leg(`leg_${i}`, r, { rewardRate: 0 }));
    const out = allocateRefund(big, 18_304_402_656_595, 'pro_rata', 'general')!;
    expect(out.map((p) => p.amount)).toEqual([3_165_192_584_308, 5_336_281_337_106, 5_155_485_541_762, 2_373_168_011_663, 2_274_275_181_756]);
  });

  it('last_leg_first empties the newest leg before touching older ones', () => {
    expect(allocateRefund(legs, 1_200, 'last_leg_first', 'general')).toEqual([
      { legId: 'b', amount: 200, rewardReversed: 4 },
      { legId: 'c', amount: 1_000, rewardReversed: 10 },
    ]);
  });

  it('answers null above what the legs may give back, and nothing for zero', () => {
    expect(allocateRefund(legs, 6_001, 'keep_most_reward', 'general')).toBeNull();
    expect(allocateRefund(legs, 6_000, 'last_leg_first', 'general')).toHaveLength(3);
    expect(allocateRefund(legs, 0, 'pro_rata', 'general')).toEqual([]);
  });

  it('fails loudly on legs the caller should have refused', () => {
    expect(() => allocateRefund([leg('a', 100, {}, 101)], 1, 'pro_rata', 'general')).toThrow(RangeError);
    expect(() => allocateRefund([leg('a', 100, {}), leg('a', 100, {})], 1, 'pro_rata', 'general')).toThrow(RangeError);
    expect(() => allocateRefund(legs, 1.5, 'pro_rata', 'general')).toThrow(RangeError);
    expect(() => allocateRefund(legs, -1, 'pro_rata', 'general')).toThrow(RangeError);
    expect(() => allocateRefund([leg('a', 100, { rewardRate: 0.01, rewardCap: 5, rateAfterCap: 0.02 })], 1, 'keep_most_reward', 'general')).toThrow(
      /rateAfterCap/,
    );
  });
});

describe('explicitAllocation', () => {
  it('reports the reward each given part reverses, in leg order, skipping zero parts', () => {
    const parts = [
      { legId: 'c', amount: 100 },
      { legId: 'a', amount: 1_500 },
      { legId: 'b', amount: 0 },
    ];
    expect(explicitAllocation(legs, parts, 'general')).toEqual([
      { legId: 'a', amount: 1_500, rewardReversed: 35 },
      { legId: 'c', amount: 100, rewardReversed: 1 },
    ]);
  });

  it('refuses parts naming an unknown leg, a leg twice, or more than a leg keeps', () => {
    expect(() => explicitAllocation(legs, [{ legId: 'z', amount: 1 }], 'general')).toThrow(RangeError);
    expect(() =>
      explicitAllocation(
        legs,
        [
          { legId: 'a', amount: 1 },
          { legId: 'a', amount: 2 },
        ],
        'general',
      ),
    ).toThrow(RangeError);
    expect(() => explicitAllocation(legs, [{ legId: 'c', amount: 1_001 }], 'general')).toThrow(RangeError);
  });
});

describe('allocateCapture', () => {
  it('captures from every leg so that what stays uncaptured costs the least reward', () => {
    // 6000 authorised, 4500 captured: the 1500 left behind are the 1% units (A's top 500 and all of C).
    expect(allocateCapture(legs, 4_500, 'general')).toEqual([
      { legId: 'a', amount: 2_500 },
      { legId: 'b', amount: 2_000 },
      { legId: 'c', amount: 0 },
    ]);
    expect(allocateCapture(legs, 6_000, 'general').map((p) => p.amount)).toEqual([3_000, 2_000, 1_000]);
  });

  it('refuses a capture above the authorised total or below what the legs must keep', () => {
    expect(() => allocateCapture(legs, 6_001, 'general')).toThrow(RangeError);
    expect(() => allocateCapture([leg('a', 1_000, {}, 400)], 599, 'general')).toThrow(RangeError);
    expect(allocateCapture([leg('a', 1_000, {}, 400)], 600, 'general')).toEqual([{ legId: 'a', amount: 600 }]);
  });
});
