import { defineEndpoint } from '../endpoint';
import {
  listPayoutRunsQuerySchema,
  listPayoutsQuerySchema,
  payoutIdParamsSchema,
  payoutListSchema,
  payoutRunIdParamsSchema,
  payoutRunListSchema,
  payoutsOverviewSchema,
  runPayoutsResponseSchema,
  startLedgerCheckResponseSchema,
  updatePayoutStatusRequestSchema,
  updatePayoutStatusResponseSchema,
} from '../ledger';

/** Admin Payouts (docs/decisions/0018): finance staff and super admins. */
const base = { auth: 'admin', tags: ['Admin'], roles: ['SUPER_ADMIN', 'FINANCE'] } as const;

export const getPayoutsOverview = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/payouts/overview',
  summary: 'Totals by status, the next run’s expected total, held merchants and the ledger integrity check',
  responses: { 200: payoutsOverviewSchema },
});

export const startLedgerCheck = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/payouts/ledger-checks',
  summary: 'Check the ledger now, in the background',
  description:
    'Answers 202 at once. One check runs at a time across every instance: while one runs, this answers that check with `started: false`. The overview shows the result when it finishes.',
  responses: { 202: startLedgerCheckResponseSchema },
});

export const listPayouts = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/payouts',
  summary: 'Payouts, newest first, filtered by status, run or merchant',
  query: listPayoutsQuerySchema,
  responses: { 200: payoutListSchema },
  errors: ['INVALID_CURSOR'],
});

export const listPayoutRuns = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/payout-runs',
  summary: 'Payout runs, newest first',
  query: listPayoutRunsQuerySchema,
  responses: { 200: payoutRunListSchema },
  errors: ['INVALID_CURSOR'],
});

export const runPayouts = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/payout-runs',
  summary: 'Run payouts now',
  description:
    'One PENDING payout per eligible merchant for its available balance; others are held. 409 NOTHING_TO_PAY when nobody is due. Runs queue behind one lock, so a double click pays once.',
  responses: { 201: runPayoutsResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'NOTHING_TO_PAY'],
});

export const updatePayoutStatus = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/payouts/:payoutId/status',
  summary: 'Move a payout on: PENDING → PROCESSING → PAID, or FAILED (with a reason; the amount returns to the balance)',
  params: payoutIdParamsSchema,
  body: updatePayoutStatusRequestSchema,
  responses: { 200: updatePayoutStatusResponseSchema },
  errors: ['INVALID_PAYOUT_TRANSITION', 'NOT_FOUND'],
});

export const getSettlementFile = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/payout-runs/:runId/settlement',
  summary: 'The run’s settlement file (CSV) with full bank details (audited)',
  description: 'Bank details are decrypted for this download only. Errors are JSON.',
  params: payoutRunIdParamsSchema,
  produces: ['text/csv'],
  responses: {},
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'NOT_FOUND', 'RATE_LIMITED'],
});
