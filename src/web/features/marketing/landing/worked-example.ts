/**
 * The landing page's worked example: the API reference's sample request (two cards, a £125.50
 * grocery payment) and what the engine returns for it. scripts/marketing-claims.test.ts runs
 * the real engine on these inputs and fails if any figure here stops being true.
 */
export const WORKED_EXAMPLE = {
  amount: 12550,
  category: 'groceries',
  feePercent: 0.5,
  feeAmount: 63,
  cards: [
    {
      id: 'card_a',
      label: 'Visa •••• 4242',
      terms: '3% on groceries until £1.50 of rewards, then 0.5%; £100.00 available',
      card: {
        id: 'card_a',
        brand: 'VISA',
        last4: '4242',
        bin: '424242',
        expMonth: 12,
        expYear: 2028,
        available: 10000,
        rewardRate: 0.01,
        categoryRates: { groceries: 0.03 },
        rewardCap: 150,
        rateAfterCap: 0.005,
      },
      split: 5000,
      reward: 150,
    },
    {
      id: 'card_b',
      label: 'Amex •••• 0005',
      terms: '1.5% on everything; £500.00 available',
      card: { id: 'card_b', brand: 'AMEX', last4: '0005', expMonth: 6, expYear: 2029, available: 50000, rewardRate: 0.015 },
      split: 7550,
      reward: 113.25,
    },
  ],
  totalReward: 263.25,
  /** The best any one card could do: the Amex alone (the Visa cannot take £125.50). */
  bestSingleCardReward: 188.25,
} as const;
