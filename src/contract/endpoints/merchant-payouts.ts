import { defineEndpoint } from '../endpoint';
import { merchantBalanceSchema, merchantPayoutListQuerySchema, merchantPayoutListSchema, merchantPayoutResponseSchema, payoutIdParamsSchema } from '../ledger';
import { MERCHANT_CAN } from '../roles';

/** The merchant's balance and payouts (docs/decisions/0018). Another merchant's payout id answers 404. */
const base = { auth: 'merchantUser', roles: MERCHANT_CAN.manageAccount, tags: ['Merchant payouts'] } as const;

export const getBalance = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/balance',
  summary: 'What you are owed: pending (within the payout delay) and available (paid by the next run)',
  responses: { 200: merchantBalanceSchema },
});

export const listMyPayouts = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/payouts',
  summary: 'Your payouts, newest first',
  query: merchantPayoutListQuerySchema,
  responses: { 200: merchantPayoutListSchema },
  errors: ['INVALID_CURSOR'],
});

export const getMyPayout = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/payouts/:payoutId',
  summary: 'One of your payouts',
  params: payoutIdParamsSchema,
  responses: { 200: merchantPayoutResponseSchema },
  errors: ['NOT_FOUND'],
});

export const getPayoutStatement = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/payouts/:payoutId/statement',
  summary: 'A payout’s statement (CSV): the payments it covers',
  params: payoutIdParamsSchema,
  produces: ['text/csv'],
  responses: {},
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});
