import { z } from 'zod';
import { CARD_BRANDS, CARD_DECLINE_REASONS, paymentSchema } from './payments';

/**
 * The payment Sandbox: the payment API's decision for a body, with why it earns what it earns, and
 * nothing stored. The request is exactly the process-payment body (processPaymentRequestSchema).
 */

export const SANDBOX_ROLES = ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'] as const;

const reward = z.number().meta({ description: 'Minor units, 2 decimals' });

const baselineSchema = z.object({
  splits: z.array(z.object({ cardId: z.string(), amount: z.number().int(), reward })),
  reward,
});

const upliftSchema = z.object({
  amount: reward.describe("The split's reward less the baseline's (minor units, 2 decimals)"),
  percent: z.number().nullable().describe("As a percentage of the baseline's reward, 2 decimals; null when the baseline earns nothing (to 2 decimals)"),
});

export const cardExplanationSchema = z.object({
  cardId: z.string(),
  brand: z.enum(CARD_BRANDS),
  last4: z.string(),
  use: z.enum(['USED', 'NOT_USED', 'DECLINED']).describe('Whether the split uses the card, leaves it out, or the card was set aside'),
  declineReason: z.enum(CARD_DECLINE_REASONS).nullable(),
  rate: z.number().describe("The card's reward fraction for the payment's category"),
  rateSource: z.enum(['CATEGORY', 'BASE']).describe('Whether the rate came from categoryRates or the base rewardRate'),
  rewardCap: z.number().nullable(),
  rateAfterCap: z.number().nullable().describe('The fraction earned past the cap; null without a cap'),
  capReachedAt: z.number().nullable().describe('Spend (minor units, 2 decimals) at which the cap is used up; null when it never is'),
  amount: z.number().int().describe('What the split puts on the card'),
  amountAfterCap: z.number().describe('Spend past the cap, minor units, 2 decimals'),
  reward,
  rewardWithoutCap: reward.describe('What the amount would earn at the rate with no cap'),
  rewardLostToCap: reward.describe('What the cap costs on this split'),
});
export type CardExplanationView = z.infer<typeof cardExplanationSchema>;

export const sandboxExplanationSchema = z.object({
  cards: z.array(cardExplanationSchema).describe('Every card in the order sent'),
  optimalReward: reward,
  bestSingleCard: baselineSchema.nullable().describe('The whole payment on the one viable card that earns most; null when no card can take it alone'),
  naiveSplit: baselineSchema
    .nullable()
    .describe(
      'The payment shared in proportion to available balances over the viable cards with the largest balances (at most maxSplits, shares under 100 dropped); null when that makes no valid split',
    ),
  upliftOverBestSingleCard: upliftSchema.nullable(),
  upliftOverNaiveSplit: upliftSchema.nullable(),
});

export const sandboxSimulationSchema = z
  .object({
    status: z.enum(['COMPLETED', 'DECLINED']),
    paymentApiStatus: z.number().int().describe('What the payment API would answer for this body (201 or 402), velocity aside'),
    amount: z.number().int(),
    currency: z.literal('GBP'),
    category: z.string(),
    maxSplits: z.number().int(),
    feeAmount: z.number().int(),
    splits: paymentSchema.shape.splits,
    totalReward: reward,
    declinedCards: paymentSchema.shape.declinedCards,
    declineReason: z.enum(['NO_VIABLE_CARD', 'INSUFFICIENT_FUNDS']).nullable(),
    explanation: sandboxExplanationSchema,
  })
  .meta({ id: 'SandboxSimulation' });
export type SandboxSimulation = z.infer<typeof sandboxSimulationSchema>;

/** Error codes the Sandbox adds to the payment API's, for the docs. */
export const SANDBOX_ERROR_CODES = {
  SANDBOX_TEST_KEYS_ONLY: 'A live API key was sent; the Sandbox takes a test key or a portal session.',
} as const;
