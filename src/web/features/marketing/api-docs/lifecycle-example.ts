/**
 * The worked example of a decline and its re-split, as the README's "The life of a payment" tells
 * it. The API tests run this very wallet through the Sandbox and the payment lifecycle and check
 * that they answer these figures, so the page cannot tell a story the API does not.
 */

export interface ExampleCard {
  id: string;
  brand: 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER';
  last4: string;
  /** Pence. */
  available: number;
  /** Fraction. */
  rewardRate: number;
}

export interface ExampleLeg {
  cardId: string;
  /** Pence. */
  amount: number;
  /** Minor units, 2 decimals. */
  reward: number;
}

export const LIFECYCLE_EXAMPLE = {
  amount: 30_000,
  maxSplits: 3,
  cards: [
    { id: 'card_a', brand: 'VISA', last4: '4242', available: 12_000, rewardRate: 0.03 },
    { id: 'card_b', brand: 'AMEX', last4: '0005', available: 10_000, rewardRate: 0.02 },
    { id: 'card_c', brand: 'VISA', last4: '1111', available: 9_000, rewardRate: 0.01 },
    { id: 'card_d', brand: 'VISA', last4: '2222', available: 20_000, rewardRate: 0.005 },
  ] satisfies ExampleCard[],
  /** The first answer's legs, all PENDING. */
  legs: [
    { cardId: 'card_a', amount: 12_000, reward: 360 },
    { cardId: 'card_b', amount: 10_000, reward: 200 },
    { cardId: 'card_c', amount: 8_000, reward: 80 },
  ] satisfies ExampleLeg[],
  totalReward: 640,
  declinedCardId: 'card_b',
  /** resplit.newLegs after card_b's decline. */
  newLegs: [
    { cardId: 'card_d', amount: 9_000, reward: 45 },
    { cardId: 'card_c', amount: 1_000, reward: 10 },
  ] satisfies ExampleLeg[],
  newReward: 55,
  rewardLost: 145,
} as const;
