import { z } from 'zod';
import { CANCEL_REASONS, CAPTURE_METHODS, LEG_CONFIRMATIONS, LEG_STATUSES, PAYMENT_STATUSES, REFUND_STATES } from './payment-states';

/**
 * The merchant payment API contract. Merchants' checkouts are written against
 * it, so every field, limit and error code here is public and stable.
 */

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'] as const;
/** Test payments never move money; live ones do. API keys and transactions each carry one. */
export const MODES = ['test', 'live'] as const;
export type Mode = (typeof MODES)[number];
/** A payment's statuses (docs/decisions/0033): COMPLETED and DECLINED in one call, or the lifecycle's steps. */
export const TRANSACTION_STATUSES = PAYMENT_STATUSES;
export const CATEGORY_PATTERN = /^[a-z_]{1,32}$/;
const rate = z.number().min(0, 'must be between 0 and 0.2').max(0.2, 'must be between 0 and 0.2');
const minorUnits = z.number().int('must be a whole number of minor units (pence)').min(0).max(Number.MAX_SAFE_INTEGER);

export const paymentCardSchema = z
  .object({
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1-64 letters, digits, _ or -')
      .describe('Your token for the card, unique within the request. Never a card number.'),
    brand: z.enum(CARD_BRANDS).describe('Card scheme'),
    last4: z
      .string()
      .regex(/^\d{4}$/, 'must be 4 digits')
      .describe('Last four digits, for display'),
    bin: z
      .string()
      .regex(/^\d{6,8}$/, 'must be 6-8 digits')
      .optional()
      .describe('Issuer identification number (first 6-8 digits); checked against blocked ranges'),
    expMonth: z.number().int().min(1).max(12).describe('Expiry month; the card is valid to the end of it'),
    expYear: z.number().int().min(2000).max(2100),
    available: minorUnits.describe('Most this card can take now, in minor units (pence)'),
    rewardRate: rate.describe('Base reward as a fraction of spend, e.g. 0.01 for 1%'),
    categoryRates: z
      .record(z.string().regex(CATEGORY_PATTERN, 'category names are [a-z_]{1,32}'), rate)
      .refine((r) => Object.keys(r).length <= 50, 'at most 50 category rates')
      .optional(),
    rewardCap: z.number().min(0).max(Number.MAX_SAFE_INTEGER).optional().describe('Most reward (minor units) still earnable at the effective rate'),
    rateAfterCap: rate.optional().describe('Reward fraction once the cap is reached (default 0); at most the effective rate'),
  })
  .strict()
  .meta({ id: 'PaymentCard', description: "A customer's card as the caller knows it. Never send card numbers." });
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const processPaymentRequestSchema = z
  .object({
    amount: z
      .number()
      .int('must be a whole number of minor units (pence)')
      .positive('must be positive')
      .max(Number.MAX_SAFE_INTEGER)
      .describe('Payment amount in minor units (pence); within the platform minimum and maximum'),
    currency: z.literal('GBP', 'only GBP is supported').describe('Only GBP for now'),
    customerEmail: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email('must be a valid email address'))
      .describe('The paying customer; compared case-insensitively for the velocity rule'),
    category: z
      .string()
      .regex(CATEGORY_PATTERN, 'must match [a-z_]{1,32}')
      .default('general')
      .describe('Spending category used to pick each card\'s categoryRates; default "general"'),
    maxSplits: z.number().int().min(1).max(5).default(3).describe('Most cards the payment may be split across (1-5, default 3)'),
    cards: z
      .array(paymentCardSchema)
      .min(1, 'send at least one card')
      .max(20, 'send at most 20 cards')
      .describe("The customer's cards, 1 to 20, with unique ids"),
    legConfirmation: z
      .enum(LEG_CONFIRMATIONS)
      .optional()
      .describe('none (default): the legs count as authorised at once. gateway: each leg waits for your report of its authorisation'),
    captureMethod: z
      .enum(CAPTURE_METHODS)
      .optional()
      .describe('automatic (default): capture once every leg is authorised. manual: wait for a capture call, e.g. on shipment'),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.cards.forEach((card, i) => {
      if (seen.has(card.id)) ctx.addIssue({ code: 'custom', path: ['cards', i, 'id'], message: `duplicate card id "${card.id}"` });
      seen.add(card.id);
      // Own keys only, exactly as the engine reads them: a category named like an Object method must not match.
      const rates = card.categoryRates;
      const effective = rates && Object.hasOwn(rates, body.category) ? rates[body.category]! : card.rewardRate;
      if (card.rateAfterCap !== undefined && card.rateAfterCap > effective) {
        ctx.addIssue({ code: 'custom', path: ['cards', i, 'rateAfterCap'], message: 'must not exceed the effective reward rate' });
      }
    });
  })
  .meta({
    id: 'ProcessPaymentRequest',
    example: {
      amount: 12550,
      currency: 'GBP',
      customerEmail: 'jo@shop.example',
      category: 'groceries',
      maxSplits: 3,
      cards: [
        {
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
        { id: 'card_b', brand: 'AMEX', last4: '0005', expMonth: 6, expYear: 2029, available: 50000, rewardRate: 0.015 },
      ],
    },
  });
export type ProcessPaymentRequest = z.input<typeof processPaymentRequestSchema>;

export const DECLINE_REASONS = ['VELOCITY_LIMIT', 'NO_VIABLE_CARD', 'INSUFFICIENT_FUNDS', 'LEG_DECLINED'] as const;
export const CARD_DECLINE_REASONS = ['EXPIRED', 'BLOCKED_BIN', 'INSUFFICIENT_FUNDS'] as const;

export const paymentLegSchema = z
  .object({
    id: z.string().meta({ example: 'leg_3hT9qLw2Zr8mXc4v' }),
    cardId: z.string(),
    brand: z.enum(CARD_BRANDS),
    last4: z.string(),
    amount: z.number().int().meta({ description: 'Pence asked of this card' }),
    status: z.enum(LEG_STATUSES),
    amountAuthorised: z.number().int(),
    amountCaptured: z.number().int(),
    amountRefunded: z.number().int(),
    reward: z.number().meta({ description: 'Minor units, 2 decimals' }),
    processorReference: z.string().nullable().meta({ description: "The gateway's reference for this charge, as reported" }),
    declineCode: z.string().nullable(),
  })
  .meta({ id: 'PaymentLeg' });
export type PaymentLeg = z.infer<typeof paymentLegSchema>;

export const paymentSchema = z
  .object({
    transactionId: z.string().meta({ example: 'txn_8fK2mQ9xZp4LwT7v' }),
    status: z.enum(TRANSACTION_STATUSES),
    mode: z.enum(MODES),
    amount: z.number().int(),
    currency: z.literal('GBP'),
    feeAmount: z.number().int(),
    customerEmail: z.string(),
    category: z.string(),
    splits: z.array(
      z.object({
        cardId: z.string(),
        brand: z.enum(CARD_BRANDS).describe('Card scheme'),
        last4: z.string(),
        amount: z.number().int(),
        reward: z.number().meta({ description: 'Minor units, 2 decimals' }),
      }),
    ),
    totalReward: z.number().meta({ description: 'Minor units, 2 decimals' }),
    declinedCards: z.array(z.object({ cardId: z.string(), reason: z.enum(CARD_DECLINE_REASONS) })),
    declineReason: z
      .enum(DECLINE_REASONS)
      .nullable()
      .meta({ description: 'Why a DECLINED payment was declined, or LEG_DECLINED when a FAILED one ran out of cards' }),
    legs: z.array(paymentLegSchema).meta({ description: 'The split as legs, one per card charge; empty when declined' }),
    captureMethod: z.enum(CAPTURE_METHODS),
    legConfirmation: z.enum(LEG_CONFIRMATIONS),
    amountCaptured: z.number().int().meta({ description: 'Pence captured so far' }),
    amountRefunded: z.number().int().meta({ description: 'Pence refunded so far (succeeded and pending refunds)' }),
    refundStatus: z.enum(REFUND_STATES),
    cancelReason: z.enum(CANCEL_REASONS).nullable(),
    createdAt: z.string().meta({ description: 'ISO-8601' }),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

export const listPaymentsQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(20),
    cursor: z.string().max(200).optional(),
    status: z.enum(TRANSACTION_STATUSES, { error: `status must be one of ${TRANSACTION_STATUSES.join(', ')}` }).optional(),
  })
  .strict();

export const paymentListSchema = z.object({ transactions: z.array(paymentSchema), nextCursor: z.string().nullable() }).meta({ id: 'PaymentList' });

/** Error codes the payment API can answer with, for the docs. */
export const PAYMENT_ERROR_CODES = {
  VALIDATION_ERROR: 'The body does not match the schema; `field` names the offending field.',
  INVALID_JSON: 'The body is not valid JSON.',
  AMOUNT_OUT_OF_RANGE: 'amount is outside the platform minimum and maximum.',
  CARD_NUMBER_NOT_ACCEPTED: 'A string in the body looks like a card number. Send card tokens, never numbers.',
  UNAUTHORIZED: 'Missing, unknown or revoked API key (or a session token in place of a key).',
  MERCHANT_SUSPENDED: 'The merchant account is suspended.',
  IDEMPOTENCY_KEY_REUSED: 'The Idempotency-Key was used before with a different body.',
  IDEMPOTENCY_IN_PROGRESS: 'Reserved: a request sent while another with the same Idempotency-Key is being processed now waits for it and replays its answer.',
  PAYLOAD_TOO_LARGE: 'The body is over 1 MB.',
  RATE_LIMITED:
    'Too many requests with this API key (100 a second for live keys and 25 for test keys unless set otherwise); wait for the seconds in Retry-After.',
} as const;

// API keys, managed from the merchant portal with a merchant session token.
export const apiKeySchema = z
  .object({
    id: z.string(),
    mode: z.enum(MODES),
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const createApiKeyRequestSchema = z.object({ mode: z.enum(MODES) }).strict();
export const createApiKeyResponseSchema = z.object({ apiKey: apiKeySchema, secret: z.string() });
export const apiKeyListSchema = z.object({ apiKeys: z.array(apiKeySchema) });

// Fraud & Risk (admin).
export const blockedBinSchema = z.object({ prefix: z.string(), reason: z.string(), createdAt: z.string() });
export const createBlockedBinRequestSchema = z
  .object({
    prefix: z.string().regex(/^\d{4,8}$/, 'must be 4-8 digits'),
    reason: z.string().trim().min(1, 'Give a reason').max(200),
  })
  .strict();
export const blockedBinListSchema = z.object({ blockedBins: z.array(blockedBinSchema) });

export const VELOCITY_RULE = { maxPayments: 5, windowMinutes: 10 } as const;
