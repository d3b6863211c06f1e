import { defineEndpoint } from '../endpoint';
import { PAYMENT_ERROR_CODES } from '../payments';
import { MERCHANT_CAN } from '../roles';
import { SANDBOX_ERROR_CODES, sandboxSimulationRequestSchema, sandboxSimulationSchema } from '../sandbox';

const errorCodes = Object.entries({ ...PAYMENT_ERROR_CODES, ...SANDBOX_ERROR_CODES })
  .filter(([code]) => !code.startsWith('IDEMPOTENCY_'))
  .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
  .join('\n');

export const SANDBOX_DESCRIPTION =
  'Takes the `process-payment` body and applies every rule of the payment API except velocity, in the same order and with the same ' +
  'error codes: the card-number screen, the schema, the platform amount limits, expired cards, blocked BIN ranges, the 100 minimum split ' +
  'and `maxSplits`. Stores nothing: no transaction, no Idempotency-Key, no event. Answers 200 with the split the payment API would ' +
  "choose (`paymentApiStatus` is 201 or 402, `declineReason` says why it would decline), and an explanation: each card's rate for the " +
  'category, what its cap costs and what it earns; the reward of the best single card and of a naive split in proportion to available ' +
  'balances; and the uplift over both.\n\n' +
  "With `declineCardId` (one of the body's card ids) the answer's `resplit` shows what the payment lifecycle would do if the gateway " +
  "declined that card's leg: the leg's amount re-split across the other cards (never the declined one; the legs that stand kept, " +
  '`maxSplits` as sent), the new legs, whether they cover it (if not, the payment would FAIL) and the reward lost.\n\nError codes:\n' +
  errorCodes;

/** The payment Sandbox for a merchant: a portal session (owners, admins, developers) or a test key. */
export const simulatePayment = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/sandbox/simulate',
  auth: 'merchantUserOrApiKey',
  roles: MERCHANT_CAN.manageKeys,
  tags: ['Payments'],
  summary: 'Simulate a payment: the split, why, and nothing stored',
  description: SANDBOX_DESCRIPTION,
  body: sandboxSimulationRequestSchema,
  responses: { 200: sandboxSimulationSchema },
  errors: ['AMOUNT_OUT_OF_RANGE', 'CARD_NUMBER_NOT_ACCEPTED', 'FEATURE_NOT_ENABLED', 'SANDBOX_TEST_KEYS_ONLY'],
});
