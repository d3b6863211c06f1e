import { describe, expect, it } from 'vitest';
import { processPaymentRequestSchema } from '@contract/payments';
import { feeAmount, optimiseSplit } from '@engine/index';
import { WORKED_EXAMPLE } from '@web/features/marketing/landing/worked-example';
import { pounds } from '@web/features/marketing/lib/pounds';
import { FEE_EXAMPLES, platformFee } from '@web/features/marketing/pricing/fee-examples';

/**
 * The public site quotes figures: a worked split, fees, money formatting. These tests run the
 * real engine and contract on the same inputs, so copy that stops being true fails the build.
 */
describe('landing page worked example', () => {
  const cards = WORKED_EXAMPLE.cards.map((row) => row.card);
  const run = (wallet: typeof cards) =>
    optimiseSplit({
      amount: WORKED_EXAMPLE.amount,
      category: WORKED_EXAMPLE.category,
      maxSplits: 3,
      cards: wallet as never,
      blockedBinPrefixes: [],
      now: new Date('2026-11-21T12:00:00Z'),
    });

  it('uses the API reference’s sample request', () => {
    const example = processPaymentRequestSchema.meta()?.example as { amount: number; category: string; cards: unknown[] };
    expect(example.amount).toBe(WORKED_EXAMPLE.amount);
    expect(example.category).toBe(WORKED_EXAMPLE.category);
    expect(example.cards).toEqual(cards);
  });

  it('shows exactly the split, rewards and fee the engine returns', () => {
    const outcome = run(cards);
    expect(outcome.status).toBe('COMPLETED');
    expect(outcome.totalReward).toBeCloseTo(WORKED_EXAMPLE.totalReward, 6);
    for (const row of WORKED_EXAMPLE.cards) {
      const split = outcome.splits.find((s) => s.cardId === row.id);
      expect(split?.amount).toBe(row.split);
      expect(split?.reward).toBeCloseTo(row.reward, 6);
    }
    expect(feeAmount(WORKED_EXAMPLE.amount, WORKED_EXAMPLE.feePercent)).toBe(WORKED_EXAMPLE.feeAmount);
  });

  it('states the best single-card reward correctly', () => {
    const singles = cards.map((card) => run([card]));
    const best = Math.max(...singles.map((outcome) => (outcome.status === 'COMPLETED' ? outcome.totalReward : 0)));
    expect(best).toBeCloseTo(WORKED_EXAMPLE.bestSingleCardReward, 6);
  });
});

describe('pricing page fees', () => {
  it('match the server’s fee rule for every example and across amounts and rates', () => {
    for (const { amount } of FEE_EXAMPLES) expect(platformFee(amount, 0.5)).toBe(feeAmount(amount, 0.5));
    for (let amount = 1; amount < 30_000; amount += 7) {
      for (const rate of [0, 0.01, 0.5, 1.25, 2.99, 10]) expect(platformFee(amount, rate)).toBe(feeAmount(amount, rate));
    }
  });

  it('describe each example with the figure shown', () => {
    for (const { amount, note } of FEE_EXAMPLES) expect(note).toContain(pounds(amount));
  });
});

describe('pounds', () => {
  it('formats minor units in en-GB style', () => {
    expect(pounds(12550)).toBe('£125.50');
    expect(pounds(100_000_000)).toBe('£1,000,000.00');
    expect(pounds(113.25)).toBe('£1.13');
    expect(pounds(0)).toBe('£0.00');
  });
});
