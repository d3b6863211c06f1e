import type { FastifyRequest } from 'fastify';
import type { AdminActor } from '@server/principals';

/** The signed-in admin (set by requireAdmin) as the audit trail records them. */
export function actorOf(request: FastifyRequest): AdminActor {
  return { id: request.admin!.id, email: request.admin!.email, ip: request.ip };
}
