import { z } from 'zod';
import { CARD_BRANDS, CARD_DECLINE_REASONS, paymentSchema, processPaymentRequestSchema } from './payments';

/**
 * The payment Sandbox: the payment API's decision for a body, with why it earns what it earns, and
 * nothing stored. The request is the process-payment body (processPaymentRequestSchema), plus the
 * Sandbox's own optional declineCardId.
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

/**
 * The Sandbox's body: the process-payment body, plus a card to decline. With `declineCardId` the
 * answer also shows what the payment lifecycle would do if the gateway declined that card's leg
 * (docs/decisions/0033): the re-split. Only a card of the wallet may be named.
 */
export const sandboxSimulationRequestSchema = processPaymentRequestSchema
  .safeExtend({
    declineCardId: z
      .string()
      .max(64)
      .optional()
      .describe("The id of one of `cards`: shows the re-split a decline of that card's leg would cause (the answer's `resplit`)"),
  })
  .superRefine((body, ctx) => {
    if (body.declineCardId !== undefined && !body.cards.some((card) => card.id === body.declineCardId)) {
      ctx.addIssue({ code: 'custom', path: ['declineCardId'], message: 'must be the id of one of the cards sent' });
    }
  })
  .meta({ id: 'SandboxSimulationRequest' });
export type SandboxSimulationRequest = z.input<typeof sandboxSimulationRequestSchema>;

const legSchema = z.object({ cardId: z.string(), brand: z.enum(CARD_BRANDS), last4: z.string(), amount: z.number().int(), reward });

export const sandboxResplitSchema = z
  .object({
    declinedCardId: z.string(),
    shortfall: z.number().int().describe("The declined leg's amount: what the other cards must now take"),
    covered: z.boolean().describe('Whether the other cards can take the shortfall; when not, the payment FAILS (declineReason LEG_DECLINED)'),
    paymentStatus: z.enum(['COMPLETED', 'FAILED']).describe('What the payment ends as once the new legs are authorised'),
    standingLegs: z.array(legSchema).describe('The legs on the other cards, which stand (all voided when the payment fails)'),
    newLegs: z
      .array(legSchema)
      .describe("The re-split's legs, each reward the marginal reward on top of what the card already carries; empty when not covered"),
    newReward: reward.describe("The new legs' reward"),
    rewardLost: reward.describe(
      "The split's totalReward less the standing legs' reward less the new legs' reward; the whole totalReward when the payment fails",
    ),
  })
  .meta({ id: 'SandboxResplit' });
export type SandboxResplit = z.infer<typeof sandboxResplitSchema>;

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
    resplit: sandboxResplitSchema
      .nullable()
      .optional()
      .describe('Only with declineCardId: the re-split after a decline of that card; null when the split puts no leg on it (or the payment is declined)'),
  })
  .meta({ id: 'SandboxSimulation' });
export type SandboxSimulation = z.infer<typeof sandboxSimulationSchema>;

/** Error codes the Sandbox adds to the payment API's, for the docs. */
export const SANDBOX_ERROR_CODES = {
  SANDBOX_TEST_KEYS_ONLY: 'A live API key was sent; the Sandbox takes a test key or a portal session.',
} as const;
