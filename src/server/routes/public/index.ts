import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Unauthenticated routes outside /api/merchant and /api/admin (contact form). */
export const publicRoutes: FastifyPluginAsyncZod = async () => {};
