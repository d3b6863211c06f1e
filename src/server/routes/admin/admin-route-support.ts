import type { FastifyRequest } from 'fastify';
import { errorSchema } from '@contract/common';
import type { AdminActor } from '@server/principals';

/** Shared bits of the admin route plugins. */
export const adminSecurity = [{ adminToken: [] }];
export const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/** The signed-in admin (set by requireAdmin) as the audit trail records them. */
export function actorOf(request: FastifyRequest): AdminActor {
  return { id: request.admin!.id, email: request.admin!.email, ip: request.ip };
}
