import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  documentFileQuerySchema,
  documentIdParamsSchema,
  pendingVerificationsQuerySchema,
  pendingVerificationsResponseSchema,
  reviewDocumentRequestSchema,
  reviewDocumentResponseSchema,
} from '@contract/admin-verifications';
import { contentDisposition, getDocumentFile } from '@server/modules/verification/get-document-file';
import { listPendingVerifications } from '@server/modules/verification/list-pending-verifications';
import { reviewDocument } from '@server/modules/verification/review-document';
import { actorOf, adminErrors, adminSecurity } from './admin-route-support';

/** Business Verification: the review queue, decisions and the documents themselves. */
export const adminVerificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['Admin'], security: adminSecurity };

  app.get(
    '/verifications/pending',
    {
      schema: { ...schema, summary: 'Submitted verifications awaiting review', querystring: pendingVerificationsQuerySchema, response: { 200: pendingVerificationsResponseSchema, ...adminErrors } },
    },
    async (request) => listPendingVerifications(app.ctx, request.query),
  );

  app.patch(
    '/verifications/documents/:documentId',
    {
      schema: {
        ...schema,
        summary: 'Approve or reject a document',
        params: documentIdParamsSchema,
        body: reviewDocumentRequestSchema,
        response: { 200: reviewDocumentResponseSchema, ...adminErrors },
      },
    },
    async (request) => reviewDocument(app.ctx, { documentId: request.params.documentId, ...request.body, actor: actorOf(request) }),
  );

  app.get(
    '/verifications/documents/:documentId/file',
    {
      schema: {
        ...schema,
        summary: 'Download a document (audited)',
        description: 'The stored bytes with their type, as an attachment (inline=1 to open in the browser). Errors are JSON.',
        params: documentIdParamsSchema,
        querystring: documentFileQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await getDocumentFile(app.ctx, { documentId: request.params.documentId, actor: actorOf(request) });
      // Only the three stored types exist, all safe to render, but nosniff stops a browser second-guessing them.
      return reply
        .header('Content-Type', file.mimeType)
        .header('Content-Disposition', contentDisposition(request.query.inline === '1' ? 'inline' : 'attachment', file.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .send(file.content);
    },
  );
};
