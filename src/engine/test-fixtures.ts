import type { EngineCard, SplitInput } from './types.js';

/** Test fixtures only: compact card and input builders with valid defaults. */
export function card(id: string, overrides: Partial<EngineCard> = {}): EngineCard {
  return {
    id,
    brand: 'VISA',
    last4: '4242',
    expMonth: 12,
    expYear: 2030,
    available: 100_000,
    rewardRate: 0.01,
    ...overrides,
  };
}

export const NOW = new Date('2026-06-15T12:00:00Z');

export function input(overrides: Partial<SplitInput> = {}): SplitInput {
  return {
    amount: 10_000,
    category: 'general',
    maxSplits: 3,
    cards: [],
    blockedBinPrefixes: [],
    now: NOW,
    ...overrides,
  };
}
