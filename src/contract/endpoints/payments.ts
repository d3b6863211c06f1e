import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { listPaymentsQuerySchema, PAYMENT_ERROR_CODES, paymentListSchema, paymentSchema, processPaymentRequestSchema } from '../payments';

const paymentErrorCodes = Object.entries(PAYMENT_ERROR_CODES)
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

/** The payment API: a merchant's checkout calls it with a secret API key. */
export const processPayment = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/process-payment',
  auth: 'apiKey',
  tags: ['Payments'],
  summary: "Split a payment across the customer's cards for the most rewards",
  description:
    'Chooses integer split amounts over viable cards that sum to `amount`, use at most `maxSplits` cards, ' +
    "respect each card's `available`, give each used card at least 100 minor units, and maximise the total reward. " +
    'Answers 201 for COMPLETED and 402 for DECLINED with the same body. With `legConfirmation: gateway` the payment answers 201 as ' +
    'REQUIRES_AUTHORISATION and waits for your report of each leg; with `captureMethod: manual` it answers 201 as AUTHORISED (once its legs ' +
    'are authorised) and waits for a capture (see the Payment lifecycle endpoints). Send `Idempotency-Key` (1-255 characters) to retry safely: ' +
    'the same key and body replays the first answer with `Idempotent-Replayed: true`.\n\nError codes:\n' +
    paymentErrorCodes,
  body: processPaymentRequestSchema,
  responses: { 201: paymentSchema, 402: paymentSchema },
  errors: ['AMOUNT_OUT_OF_RANGE', 'CARD_NUMBER_NOT_ACCEPTED', 'IDEMPOTENCY_IN_PROGRESS', 'IDEMPOTENCY_KEY_REUSED', 'INTERNAL_ERROR'],
});

export const listPayments = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/transactions',
  auth: 'apiKey',
  tags: ['Payments'],
  summary: "List this key's payments, newest first",
  description: 'A test key sees only test payments and a live key only live ones. Page with `nextCursor`.',
  query: listPaymentsQuerySchema,
  responses: { 200: paymentListSchema },
});

/**
 * The portal reads its own payments with the merchant session token. The payment API's list takes
 * an API key instead, whose secret the portal never keeps, and sees only the key's mode; here the
 * user picks the mode.
 */
export const portalTransactionsQuerySchema = listPaymentsQuerySchema
  .extend({ mode: z.enum(['test', 'live'], { error: 'mode must be test or live' }).default('test') })
  .strict();

export const listPortalTransactions = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/portal/transactions',
  auth: 'merchantUser',
  tags: ['Merchant portal'],
  summary: "The signed-in merchant's payments in one mode, newest first",
  description: 'Same shape as the payment API list. Page with `nextCursor`.',
  query: portalTransactionsQuerySchema,
  responses: { 200: paymentListSchema },
});
