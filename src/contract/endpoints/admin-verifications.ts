import {
  documentFileQuerySchema,
  documentIdParamsSchema,
  pendingVerificationsQuerySchema,
  pendingVerificationsResponseSchema,
  reviewDocumentRequestSchema,
  reviewDocumentResponseSchema,
} from '../admin-verifications';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

export const listPendingVerifications = defineEndpoint({
  method: 'GET',
  path: '/api/admin/verifications/pending',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags: ['Admin'],
  summary: 'Submitted verifications awaiting review',
  query: pendingVerificationsQuerySchema,
  responses: { 200: pendingVerificationsResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE'],
});

export const reviewDocument = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/verifications/documents/:documentId',
  roles: ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE'],
  auth: 'admin',
  tags: ['Admin'],
  summary: 'Approve or reject a document',
  params: documentIdParamsSchema,
  body: reviewDocumentRequestSchema,
  responses: { 200: reviewDocumentResponseSchema },
  errors: ['ALREADY_REVIEWED', 'DOCUMENT_NOT_FOUND', 'NOT_UNDER_REVIEW'],
});

export const getDocumentFile = defineEndpoint({
  method: 'GET',
  path: '/api/admin/verifications/documents/:documentId/file',
  roles: ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE'],
  auth: 'admin',
  tags: ['Admin'],
  summary: 'Download a document (audited)',
  description: 'The stored bytes with their type, as an attachment (inline=1 to open in the browser). Errors are JSON.',
  params: documentIdParamsSchema,
  query: documentFileQuerySchema,
  produces: ['application/pdf', 'image/jpeg', 'image/png'],
  responses: {},
  errors: ['DOCUMENT_NOT_FOUND', 'ENCRYPTED_VALUE_UNREADABLE'],
});
