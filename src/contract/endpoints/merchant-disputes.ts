import { defineEndpoint } from '../endpoint';
import {
  disputeFileParamsSchema,
  disputeFileResponseSchema,
  disputeIdParamsSchema,
  merchantDisputeChangeResponseSchema,
  merchantDisputeListQuerySchema,
  merchantDisputeListSchema,
  merchantDisputeResponseSchema,
  saveEvidenceRequestSchema,
} from '../disputes';
import { MERCHANT_CAN } from '../roles';

/** The merchant's disputes and their evidence (docs/decisions/0020). Another merchant's dispute id answers 404. */
const base = { auth: 'merchantUser', roles: MERCHANT_CAN.manageAccount, tags: ['Merchant disputes'] } as const;

export const listMyDisputes = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/disputes',
  summary: 'Your disputes, soonest due first',
  query: merchantDisputeListQuerySchema,
  responses: { 200: merchantDisputeListSchema },
  errors: ['INVALID_CURSOR'],
});

export const getMyDispute = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/merchant/disputes/:disputeId',
  summary: 'One of your disputes, with its evidence and history',
  params: disputeIdParamsSchema,
  responses: { 200: merchantDisputeResponseSchema },
  errors: ['DISPUTE_NOT_FOUND'],
});

export const saveDisputeEvidence = defineEndpoint({
  ...base,
  method: 'PUT',
  path: '/api/merchant/disputes/:disputeId/evidence',
  summary: 'Save the evidence statement (until you submit)',
  params: disputeIdParamsSchema,
  body: saveEvidenceRequestSchema,
  responses: { 200: merchantDisputeChangeResponseSchema },
  errors: ['DISPUTE_NOT_FOUND', 'DISPUTE_READ_ONLY'],
});

export const uploadDisputeFile = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/merchant/disputes/:disputeId/files',
  summary: 'Attach an evidence file: multipart/form-data with file (PDF, JPEG or PNG, at most 10 MB; up to 5 files)',
  params: disputeIdParamsSchema,
  bodyEncoding: 'multipart',
  responses: { 201: disputeFileResponseSchema },
  errors: [
    'DISPUTE_NOT_FOUND',
    'DISPUTE_READ_ONLY',
    'EMPTY_FILE',
    'MALFORMED_MULTIPART',
    'PAYLOAD_TOO_LARGE',
    'TOO_MANY_FILES',
    'UNSUPPORTED_FILE_TYPE',
    'UNSUPPORTED_MEDIA_TYPE',
  ],
});

export const removeDisputeFile = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/api/merchant/disputes/:disputeId/files/:fileId',
  summary: 'Remove an evidence file (until you submit)',
  params: disputeFileParamsSchema,
  responses: { 200: merchantDisputeChangeResponseSchema },
  errors: ['DISPUTE_NOT_FOUND', 'DISPUTE_READ_ONLY', 'FILE_NOT_FOUND'],
});

export const submitDispute = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/merchant/disputes/:disputeId/submit',
  summary: 'Submit the evidence, once: the dispute goes under review and the evidence becomes read-only',
  params: disputeIdParamsSchema,
  responses: { 200: merchantDisputeChangeResponseSchema },
  errors: ['DISPUTE_NOT_FOUND', 'DISPUTE_READ_ONLY', 'EVIDENCE_REQUIRED'],
});

export const acceptDispute = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/merchant/disputes/:disputeId/accept',
  summary: 'Accept the dispute: the amount and the dispute fee are debited from your balance',
  params: disputeIdParamsSchema,
  responses: { 200: merchantDisputeChangeResponseSchema },
  errors: ['DISPUTE_NOT_FOUND', 'DISPUTE_READ_ONLY'],
});
