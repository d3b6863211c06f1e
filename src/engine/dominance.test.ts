import { describe, expect, it } from 'vitest';
import { buildCurve } from './curve.js';
import { dominates } from './dominance.js';
import { card } from './test-fixtures.js';
import type { EngineCard } from './types.js';

const curve = (overrides: Partial<EngineCard>, amount = 10_000) => buildCurve(card('x', overrides), 0, 'general', amount);

describe('dominates', () => {
  it('holds for identical cards both ways, and needs at least the same funds', () => {
    const a = curve({ rewardRate: 0.02, available: 500 });
    expect(dominates(a, curve({ rewardRate: 0.02, available: 500 }))).toBe(true);
    expect(dominates(a, curve({ rewardRate: 0.02, available: 501 }))).toBe(false);
    expect(dominates(a, curve({ rewardRate: 0.01, available: 400 }))).toBe(true);
  });

  it('compares funds after clamping to the amount', () => {
    expect(dominates(curve({ available: 600 }, 500), curve({ available: 9_000 }, 500))).toBe(true);
  });

  it('catches a loss on the single unit that straddles the other card’s threshold', () => {
    // b: 0.1 up to 200.5 units, then nothing; so b(201) = 20.05.
    const b = curve({ rewardRate: 0.1, rewardCap: 20.05, available: 300 });
    // a: 0.1 up to exactly 200, then 0.04; a(201) = 20.04 < 20.05 although a >= b everywhere else.
    const a = curve({ rewardRate: 0.1, rewardCap: 20, rateAfterCap: 0.04, available: 300 });
    expect(dominates(a, b)).toBe(false);
    expect(dominates(a, curve({ rewardRate: 0.1, rewardCap: 20.05, available: 200 }))).toBe(true);
  });

  it('rejects a card that earns more early but less later', () => {
    const capped = curve({ rewardRate: 0.05, rewardCap: 20 });
    const flat = curve({ rewardRate: 0.02 });
    expect(dominates(capped, flat)).toBe(false);
    expect(dominates(flat, capped)).toBe(false);
  });
});
