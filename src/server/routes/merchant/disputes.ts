import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-disputes';
import { AppError } from '@server/errors';
import { registerEndpoint } from '@server/http/endpoint-route';
import {
  acceptDispute,
  addEvidenceFile,
  getMerchantDispute,
  merchantDisputeList,
  removeEvidenceFile,
  saveEvidence,
  submitDispute,
} from '@server/modules/disputes';
import { readDocumentUpload, UPLOAD_LIMITS } from '@server/modules/verification';
import { readDb } from '@server/modules/read-replica';

const notMultipart = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the evidence file as multipart/form-data with the field file');

/** The merchant's own disputes and their evidence; another merchant's dispute answers 404. */
export async function merchantDisputeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.ctx.database.db;

  registerEndpoint(app, endpoints.listMyDisputes, async (request) =>
    merchantDisputeList(await readDb(app.ctx, request), request.merchantUser!.merchantDbId, request.query),
  );

  registerEndpoint(app, endpoints.getMyDispute, async (request) => ({
    dispute: await getMerchantDispute(db(), request.merchantUser!.merchantDbId, request.params.disputeId),
  }));

  registerEndpoint(app, endpoints.saveDisputeEvidence, async (request) => ({
    dispute: await saveEvidence(app.ctx, { principal: request.merchantUser!, disputeId: request.params.disputeId, text: request.body.text }),
    message: 'Evidence saved',
  }));

  registerEndpoint(app, endpoints.removeDisputeFile, async (request) => ({
    dispute: await removeEvidenceFile(app.ctx, { principal: request.merchantUser!, ...request.params }),
    message: 'File removed',
  }));

  registerEndpoint(app, endpoints.submitDispute, async (request) => ({
    dispute: await submitDispute(app.ctx, { principal: request.merchantUser!, disputeId: request.params.disputeId }),
    message: 'Evidence submitted; the dispute is under review',
  }));

  registerEndpoint(app, endpoints.acceptDispute, async (request) => ({
    dispute: await acceptDispute(app.ctx, { principal: request.merchantUser!, disputeId: request.params.disputeId }),
    message: 'Dispute accepted',
  }));

  // Multipart parsing exists only in this scope, for the upload route (as for verification documents).
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(notMultipart(), undefined));
    registerEndpoint(uploads, endpoints.uploadDisputeFile, async (request, reply) => {
      if (!request.isMultipart()) throw notMultipart();
      const upload = await readDocumentUpload(() => request.parts());
      return reply.status(201).send(await addEvidenceFile(app.ctx, { principal: request.merchantUser!, disputeId: request.params.disputeId, upload }));
    });
  });
}
