import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactRoutes } from './contact';
import { unsubscribeRoutes } from './unsubscribe';

/** Unauthenticated routes outside /api/merchant and /api/admin (contact form). */
export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(contactRoutes);
  await app.register(unsubscribeRoutes);
};
