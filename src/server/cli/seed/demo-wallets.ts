import type { CardBrand, EngineCard } from '@engine/index';
import { chance, intBetween, logUniform, pick, prng, type Rand } from './prng';

const BRANDS: CardBrand[] = ['VISA', 'VISA', 'MASTERCARD', 'MASTERCARD', 'AMEX', 'DISCOVER'];
const BIN_START: Record<CardBrand, number> = { VISA: 400000, MASTERCARD: 510000, AMEX: 340000, DISCOVER: 601100 };
export const DEMO_CATEGORIES: Record<string, string[]> = {
  RETAIL: ['groceries', 'general', 'general'],
  ECOMMERCE: ['general', 'online'],
  HOSPITALITY: ['dining', 'dining', 'travel'],
  SERVICES: ['general', 'services'],
  OTHER: ['general'],
};

/**
 * Customer `k`'s cards. Derived from k alone, so a returning customer brings
 * the same wallet to every merchant without keeping a million wallets in memory.
 */
export function customerWallet(k: number, now: Date): EngineCard[] {
  const rand = prng(Math.imul(k + 1, 2654435761));
  const count = chance(rand, 0.2) ? 1 : intBetween(rand, 2, 4);
  const year = now.getUTCFullYear();
  return Array.from({ length: count }, (_, i) => {
    const brand = pick(rand, BRANDS);
    const rewardRate = chance(rand, 0.1) ? 0 : Math.round((0.005 + rand() * 0.025) * 10_000) / 10_000;
    const card: EngineCard = {
      id: `card_${k}_${i}`,
      brand,
      last4: String(intBetween(rand, 1000, 9999)),
      bin: String(BIN_START[brand] + intBetween(rand, 0, 8999)),
      // About one card in thirty has lapsed: the engine declines those.
      expMonth: intBetween(rand, 1, 12),
      expYear: chance(rand, 0.03) ? year - 1 : year + intBetween(rand, 0, 4),
      available: logUniform(rand, 5_000, 400_000),
      rewardRate,
    };
    if (chance(rand, 0.35))
      card.categoryRates = { [pick(rand, ['groceries', 'dining', 'travel', 'online'])]: Math.round((0.02 + rand() * 0.03) * 10_000) / 10_000 };
    if (chance(rand, 0.3)) {
      card.rewardCap = logUniform(rand, 100, 5_000);
      card.rateAfterCap = 0;
    }
    return card;
  });
}

/** The wallet at checkout time: balances move between purchases. */
export function walletAtCheckout(rand: Rand, wallet: EngineCard[]): EngineCard[] {
  return wallet.map((c) => ({ ...c, available: Math.round(c.available * (0.3 + rand() * 1.0)) }));
}
