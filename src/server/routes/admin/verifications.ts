import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-verifications';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { contentDisposition, getDocumentFile, listPendingVerifications, reviewDocument } from '@server/modules/verification';

/** Business Verification: the review queue, decisions and the documents themselves. */
export async function adminVerificationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listPendingVerifications, async (request) => listPendingVerifications(app.ctx, request.query));

  registerEndpoint(app, endpoints.reviewDocument, async (request) =>
    reviewDocument(app.ctx, { documentId: request.params.documentId, ...request.body, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.getDocumentFile, async (request, reply) => {
    const file = await getDocumentFile(app.ctx, { documentId: request.params.documentId, actor: actorOf(request) });
    // Only the three stored types exist, all safe to render, but nosniff stops a browser second-guessing them.
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', contentDisposition(request.query.inline === '1' ? 'inline' : 'attachment', file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(file.content);
  });
}
