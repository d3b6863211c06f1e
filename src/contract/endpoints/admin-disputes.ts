import { defineEndpoint } from '../endpoint';
import {
  adminDisputeDetailResponseSchema,
  adminDisputeListQuerySchema,
  adminDisputeListSchema,
  adminDisputeResponseSchema,
  decideDisputeRequestSchema,
  disputeFiguresSchema,
  disputeFileParamsSchema,
  disputeIdParamsSchema,
  openDisputeRequestSchema,
} from '../disputes';

/** Admin Disputes (docs/decisions/0020): compliance staff and super admins act; support reads. */
const write = { auth: 'admin', tags: ['Admin'], roles: ['SUPER_ADMIN', 'COMPLIANCE'] } as const;
const read = { ...write, roles: ['SUPER_ADMIN', 'COMPLIANCE', 'SUPPORT'] } as const;

export const openDispute = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/api/admin/disputes',
  summary: 'Open a dispute on one card leg of a completed live payment; its amount is held from payouts',
  body: openDisputeRequestSchema,
  responses: { 201: adminDisputeResponseSchema },
  errors: ['DISPUTE_NOT_FOUND', 'LEG_AMOUNT_EXCEEDED', 'PAYMENT_NOT_DISPUTABLE', 'TRANSACTION_NOT_FOUND'],
});

export const listDisputes = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/admin/disputes',
  summary: 'The dispute queue, soonest due first, filtered by status and reason',
  query: adminDisputeListQuerySchema,
  responses: { 200: adminDisputeListSchema },
  errors: ['INVALID_CURSOR'],
});

export const getDisputeFigures = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/admin/disputes/figures',
  summary: 'Open disputes, those due within 48 hours, the won rate and the amount lost',
  responses: { 200: disputeFiguresSchema },
});

export const getDispute = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/admin/disputes/:disputeId',
  summary: 'One dispute with its payment, leg, evidence and history',
  params: disputeIdParamsSchema,
  responses: { 200: adminDisputeDetailResponseSchema },
  errors: ['DISPUTE_NOT_FOUND'],
});

export const decideDispute = defineEndpoint({
  ...write,
  method: 'POST',
  path: '/api/admin/disputes/:disputeId/decision',
  summary: 'Decide a dispute under review: WON releases the hold, LOST takes the amount and the dispute fee',
  params: disputeIdParamsSchema,
  body: decideDisputeRequestSchema,
  responses: { 200: adminDisputeResponseSchema },
  errors: ['DISPUTE_NOT_FOUND', 'INVALID_DISPUTE_TRANSITION'],
});

export const getDisputeFile = defineEndpoint({
  ...read,
  method: 'GET',
  path: '/api/admin/disputes/:disputeId/files/:fileId',
  summary: 'Download an evidence file (audited)',
  params: disputeFileParamsSchema,
  produces: ['application/pdf', 'image/jpeg', 'image/png'],
  responses: {},
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'FILE_NOT_FOUND'],
});
