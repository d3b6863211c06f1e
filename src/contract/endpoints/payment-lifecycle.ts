import { defineEndpoint } from '../endpoint';
import {
  adminPaymentDetailSchema,
  adminTransactionParamsSchema,
  cancelRequestSchema,
  captureRequestSchema,
  createRefundRequestSchema,
  legAuthorisationRequestSchema,
  lifecycleAnswerSchema,
  listRefundsQuerySchema,
  paymentDetailSchema,
  paymentIdParamsSchema,
  paymentLegParamsSchema,
  refundIdParamsSchema,
  refundLegParamsSchema,
  refundLegResultRequestSchema,
  refundListSchema,
  refundPageSchema,
  refundPreviewRequestSchema,
  refundPreviewSchema,
  refundSchema,
} from '../payment-lifecycle';
import { ANY_ADMIN, MERCHANT_CAN } from '../roles';

/**
 * The life of a split payment (docs/decisions/0033-payment-lifecycle.md). An API key acts on its own
 * mode's payments; a portal session on its merchant's payments in either mode. Another merchant's
 * id answers 404. Every POST takes `Idempotency-Key`, with the guarantees of process-payment.
 */
const read = { auth: 'merchantUserOrApiKey', roles: MERCHANT_CAN.readPayments, tags: ['Payment lifecycle'] } as const;
const write = { auth: 'merchantUserOrApiKey', roles: MERCHANT_CAN.manageAccount, tags: ['Payment lifecycle'] } as const;
const keyed = ['IDEMPOTENCY_KEY_REUSED', 'IDEMPOTENCY_IN_PROGRESS'] as const;

export const getPayment = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/merchant/payments/:paymentId',
  summary: 'A payment with its legs, refunds, disputes and history',
  params: paymentIdParamsSchema,
  responses: { 200: paymentDetailSchema },
  errors: ['TRANSACTION_NOT_FOUND'],
});

export const reportLegAuthorisation = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/api/merchant/payments/:paymentId/legs/:legId/authorisation',
  summary: "Report a leg's authorisation from your processor",
  description:
    'For a payment made with `legConfirmation: gateway`. AUTHORISED with an `amount` below the leg is a partial authorisation. ' +
    'A decline or a partial authorisation re-splits the shortfall across the customer’s other cards (`resplit.newLegs`, to authorise next); ' +
    'when no re-split can cover it, or after 3 re-splits, the payment FAILS and `voidReferences` lists the authorisations to void.',
  params: paymentLegParamsSchema,
  body: legAuthorisationRequestSchema,
  responses: { 200: lifecycleAnswerSchema },
  errors: ['TRANSACTION_NOT_FOUND', 'LEG_NOT_FOUND', 'INVALID_STATE', 'AMOUNT_EXCEEDS_AUTHORISED', ...keyed],
});

export const capturePayment = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/api/merchant/payments/:paymentId/capture',
  summary: 'Capture an authorised payment, in whole or in part',
  description: 'A partial capture takes from each leg the amounts that keep the most reward and voids the rest. The fee is computed on the amount captured.',
  params: paymentIdParamsSchema,
  body: captureRequestSchema,
  responses: { 200: lifecycleAnswerSchema },
  errors: ['TRANSACTION_NOT_FOUND', 'INVALID_STATE', 'AMOUNT_EXCEEDS_AUTHORISED', ...keyed],
});

export const cancelPayment = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/api/merchant/payments/:paymentId/cancel',
  summary: 'Cancel a payment that is not yet captured',
  description: 'Authorised legs become VOIDED; `voidReferences` lists the processor references to void.',
  params: paymentIdParamsSchema,
  body: cancelRequestSchema,
  responses: { 200: lifecycleAnswerSchema },
  errors: ['TRANSACTION_NOT_FOUND', 'INVALID_STATE', ...keyed],
});

export const previewRefund = defineEndpoint({
  ...read,
  method: 'POST',
  path: '/api/merchant/payments/:paymentId/refunds/preview',
  summary: 'Every refund allocation for an amount, side by side, without refunding',
  params: paymentIdParamsSchema,
  body: refundPreviewRequestSchema,
  responses: { 200: refundPreviewSchema },
  errors: ['TRANSACTION_NOT_FOUND', 'INVALID_STATE', 'REFUND_EXCEEDS_REFUNDABLE'],
});

export const createRefund = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/api/merchant/payments/:paymentId/refunds',
  summary: 'Refund a captured payment across its legs',
  description:
    'Allocation `keep_most_reward` (the default) leaves the customer the most reward on what is kept; `pro_rata`, `last_leg_first` or explicit legs are the others. ' +
    'What a leg can refund is what was captured, less what was refunded, less its open or lost disputes.',
  params: paymentIdParamsSchema,
  body: createRefundRequestSchema,
  responses: { 201: refundSchema },
  errors: ['TRANSACTION_NOT_FOUND', 'LEG_NOT_FOUND', 'INVALID_STATE', 'REFUND_EXCEEDS_REFUNDABLE', ...keyed],
});

export const listPaymentRefunds = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/merchant/payments/:paymentId/refunds',
  summary: "A payment's refunds, oldest first",
  params: paymentIdParamsSchema,
  responses: { 200: refundListSchema },
  errors: ['TRANSACTION_NOT_FOUND'],
});

export const listRefunds = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/merchant/refunds',
  summary: 'Refunds, newest first (an API key sees its own mode)',
  query: listRefundsQuerySchema,
  responses: { 200: refundPageSchema },
  errors: ['INVALID_CURSOR'],
});

export const getRefund = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/merchant/refunds/:refundId',
  summary: 'One refund',
  params: refundIdParamsSchema,
  responses: { 200: refundSchema },
  errors: ['REFUND_NOT_FOUND'],
});

export const reportRefundLegResult = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/api/merchant/refunds/:refundId/legs/:legId/result',
  summary: "Report a refund leg's result from your processor (legConfirmation gateway)",
  description: 'A FAILED leg gives its amount back to what can be refunded.',
  params: refundLegParamsSchema,
  body: refundLegResultRequestSchema,
  responses: { 200: refundSchema },
  errors: ['REFUND_NOT_FOUND', 'LEG_NOT_FOUND', 'INVALID_STATE', ...keyed],
});

export const getAdminTransaction = defineEndpoint({
  method: 'GET',
  path: '/api/admin/transactions/:transactionId',
  auth: 'admin',
  roles: ANY_ADMIN,
  tags: ['Admin'],
  summary: 'A payment with its legs, refunds, disputes and history',
  params: adminTransactionParamsSchema,
  responses: { 200: adminPaymentDetailSchema },
  errors: ['TRANSACTION_NOT_FOUND'],
});
