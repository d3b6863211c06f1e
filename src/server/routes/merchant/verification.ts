import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '@contract/common';
import {
  finalizeVerificationResponseSchema,
  submitDetailsResponseSchema,
  uploadDocumentResponseSchema,
  verificationDetailsRequestSchema,
  verificationStateResponseSchema,
} from '@contract/verification';
import { AppError } from '@server/errors';
import { finalizeVerification } from '@server/modules/verification/finalize-verification';
import { getVerification } from '@server/modules/verification/get-verification';
import { readDocumentUpload, UPLOAD_LIMITS } from '@server/modules/verification/read-document-upload';
import { submitDetails } from '@server/modules/verification/submit-details';
import { uploadDocument } from '@server/modules/verification/upload-document';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema };
const tags = ['Merchant verification'];
const security = [{ merchantToken: [] }];

const notMultipart = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', 415, 'Send the document as multipart/form-data with the fields file and documentType');

/**
 * /api/merchant/verification, for a signed-in merchant user. Every call acts
 * on the caller's own merchant (request.merchantUser.merchantDbId) only; no
 * call takes another merchant's id, and none returns document bytes.
 */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { tags, security, summary: 'Verification status, masked details and documents', response: { 200: verificationStateResponseSchema, ...errors } } },
    async (request) => getVerification(app.ctx, { merchantDbId: request.merchantUser!.merchantDbId }),
  );

  app.post(
    '/submit',
    {
      schema: {
        tags,
        security,
        summary: 'Save or replace the business details (bank details are stored encrypted and returned masked)',
        body: verificationDetailsRequestSchema,
        response: { 200: submitDetailsResponseSchema, ...errors },
      },
    },
    async (request) => submitDetails(app.ctx, { principal: request.merchantUser!, details: request.body, ip: request.ip }),
  );

  app.post(
    '/finalize',
    { schema: { tags, security, summary: 'Submit details and all five documents for review', response: { 200: finalizeVerificationResponseSchema, ...errors } } },
    async (request) => finalizeVerification(app.ctx, { principal: request.merchantUser!, ip: request.ip }),
  );

  // Multipart parsing exists only in this scope, for this one route.
  await app.register(async (uploads) => {
    await uploads.register(fastifyMultipart, { limits: UPLOAD_LIMITS, throwFileSizeLimit: true });
    // Any other body type gets an answer that says what to send instead.
    uploads.addContentTypeParser('*', (_request, _payload, done) => done(notMultipart(), undefined));
    uploads.post(
      '/documents',
      {
        schema: {
          tags,
          security,
          summary: 'Upload or replace one document: multipart/form-data with documentType and file (PDF, JPEG or PNG, at most 10 MB)',
          response: { 201: uploadDocumentResponseSchema, 413: errorSchema, 415: errorSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw notMultipart();
        const upload = await readDocumentUpload(() => request.parts());
        return reply.status(201).send(await uploadDocument(app.ctx, { principal: request.merchantUser!, upload, ip: request.ip }));
      },
    );
  });
};
