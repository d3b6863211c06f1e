import type { WalletDraft } from './wallet-model';
import { DEFAULT_CUSTOMER } from './wallet-model';

export interface Scenario {
  name: string;
  /** Built in, or saved in this browser. */
  builtIn: boolean;
  draft: WalletDraft;
}

const YEAR = new Date().getUTCFullYear() + 3;
const card = (id: string, over: Partial<WalletDraft['cards'][number]>): WalletDraft['cards'][number] => ({
  id,
  brand: 'VISA',
  last4: '4242',
  expMonth: '12',
  expYear: String(YEAR),
  available: '500',
  rewardRate: '1',
  categoryRates: [],
  rewardCap: '',
  rateAfterCap: '',
  ...over,
});

/** Starting points: each shows one thing the optimiser weighs. */
export const BUILT_IN_SCENARIOS: readonly Scenario[] = [
  {
    name: 'Groceries with a capped category card',
    builtIn: true,
    draft: {
      amount: '125.50',
      category: 'groceries',
      maxSplits: 3,
      customerEmail: DEFAULT_CUSTOMER,
      cards: [
        card('card_grocer', {
          last4: '4242',
          available: '100',
          rewardRate: '1',
          categoryRates: [{ key: 'p1', category: 'groceries', rate: '3' }],
          rewardCap: '1.50',
          rateAfterCap: '0.5',
        }),
        card('card_flat', { brand: 'AMEX', last4: '0005', available: '500', rewardRate: '1.5' }),
      ],
    },
  },
  {
    name: 'Travel across three cards, one expired',
    builtIn: true,
    draft: {
      amount: '840',
      category: 'travel',
      maxSplits: 2,
      customerEmail: DEFAULT_CUSTOMER,
      cards: [
        card('card_miles', {
          brand: 'MASTERCARD',
          last4: '5100',
          available: '400',
          rewardRate: '0.5',
          categoryRates: [{ key: 'p2', category: 'travel', rate: '4' }],
          rewardCap: '10',
          rateAfterCap: '1',
        }),
        card('card_cashback', { brand: 'DISCOVER', last4: '6011', available: '1000', rewardRate: '2' }),
        card('card_old', { last4: '1881', expMonth: '1', expYear: '2020', available: '2000', rewardRate: '5' }),
      ],
    },
  },
  {
    name: 'Small balances that must be combined',
    builtIn: true,
    draft: {
      amount: '60',
      category: 'general',
      maxSplits: 3,
      customerEmail: DEFAULT_CUSTOMER,
      cards: [
        card('card_one', { last4: '1111', available: '25', rewardRate: '2' }),
        card('card_two', { brand: 'AMEX', last4: '2222', available: '30', rewardRate: '1.25' }),
        card('card_three', { brand: 'MASTERCARD', last4: '3333', available: '40', rewardRate: '0.75' }),
      ],
    },
  },
  {
    // The README's worked example of a gateway decline: decline card 2 to see its re-split.
    name: 'Four cards, for a declined card',
    builtIn: true,
    draft: {
      amount: '300',
      category: 'general',
      maxSplits: 3,
      customerEmail: DEFAULT_CUSTOMER,
      cards: [
        card('card_a', { last4: '4242', available: '120', rewardRate: '3' }),
        card('card_b', { brand: 'AMEX', last4: '0005', available: '100', rewardRate: '2' }),
        card('card_c', { last4: '1111', available: '90', rewardRate: '1' }),
        card('card_d', { last4: '2222', available: '200', rewardRate: '0.5' }),
      ],
    },
  },
];
