import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-verification';
import type { DocumentType } from '@contract/verification';
import { AppError } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import { openKybReview } from '@server/modules/compliance';
import { finalizeVerification, getVerification, readDocumentUpload, UPLOAD_LIMITS, submitDetails, uploadDocument } from '@server/modules/verification';

const notMultipart = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the document as multipart/form-data with the fields file and documentType');

/**
 * Business verification for a signed-in merchant user. Every call acts on the caller's own
 * merchant (request.merchantUser.merchantDbId) only.
 */
export async function verificationRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getVerification, async (request) => getVerification(app.ctx, { merchantDbId: request.merchantUser!.merchantDbId }));

  registerEndpoint(app, endpoints.getKybReview, async (request) => {
    const review = await openKybReview(app.ctx.database.db, request.merchantUser!.merchantDbId);
    return {
      open: review !== null,
      documentTypes: (review?.documentTypes ?? []) as DocumentType[],
      dueAt: review?.dueAt.toISOString() ?? null,
      startedAt: review?.startedAt.toISOString() ?? null,
    };
  });

  registerEndpoint(app, endpoints.submitVerificationDetails, async (request) =>
    submitDetails(app.ctx, { principal: request.merchantUser!, details: request.body, ip: request.ip }),
  );

  registerEndpoint(app, endpoints.finalizeVerification, async (request) => finalizeVerification(app.ctx, { principal: request.merchantUser!, ip: request.ip }));

  // Multipart parsing exists only in this scope, for this one route.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    // Any other body type gets an answer that says what to send instead.
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(notMultipart(), undefined));
    registerEndpoint(uploads, endpoints.uploadVerificationDocument, async (request, reply) => {
      if (!request.isMultipart()) throw notMultipart();
      const upload = await readDocumentUpload(() => request.parts());
      return reply.status(201).send(await uploadDocument(app.ctx, { principal: request.merchantUser!, upload, ip: request.ip }));
    });
  });
}
