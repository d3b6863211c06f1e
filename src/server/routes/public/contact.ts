import type { FastifyInstance } from 'fastify';
import { submitContact } from '@contract/endpoints/public';
import { registerEndpoint } from '@server/http/endpoint-route';
import { submitContactEnquiry } from '@server/modules/contact';

/** The website's partnership enquiry form. No credentials. */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    submitContact,
    async (request, reply) => reply.status(201).send(await submitContactEnquiry(app.ctx, { input: request.body, ip: request.ip })),
    // The form reads `success`; every error of this route, from bad JSON to 429, carries it.
    { config: { errorExtra: { success: false } } },
  );
}
