import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-security';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { listOwnSessions, revokeOtherOwnSessions, revokeOwnSession, type SessionOwner } from '@server/modules/auth';
import { confirmPasswordReset, requestPasswordReset } from '@server/modules/auth';
import { sendAdminPasswordReset } from '@server/modules/staff';

function owner(request: FastifyRequest): SessionOwner {
  const admin = request.admin!;
  return { audience: 'admin', id: admin.id, email: admin.email, sessionId: admin.sessionId, ip: request.ip };
}

/** Admin password reset (no credentials), a super admin's reset for another admin, and the admin's own sessions. */
export async function adminSecurityRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.requestAdminPasswordReset, async (request, reply) =>
    reply.status(202).send(await requestPasswordReset(app.ctx, { audience: 'admin', email: request.body.email, ip: request.ip })),
  );

  registerEndpoint(app, endpoints.confirmAdminPasswordReset, async (request) =>
    confirmPasswordReset(app.ctx, { audience: 'admin', ...request.body, ip: request.ip }),
  );

  registerEndpoint(app, endpoints.sendAdminPasswordReset, async (request, reply) =>
    reply.status(202).send(await sendAdminPasswordReset(app.ctx, { adminId: request.params.adminId, actor: actorOf(request) })),
  );

  registerEndpoint(app, endpoints.listAdminSessions, async (request) => listOwnSessions(app.ctx.database.db, owner(request)));

  registerEndpoint(app, endpoints.revokeAdminSession, async (request) => {
    await revokeOwnSession(app.ctx.database.db, owner(request), request.params.sessionId);
    return { message: 'Session signed out' };
  });

  registerEndpoint(app, endpoints.revokeOtherAdminSessions, async (request) => {
    const revoked = await revokeOtherOwnSessions(app.ctx.database.db, owner(request));
    return { message: revoked === 1 ? 'Signed out 1 other session' : `Signed out ${revoked} other sessions`, revoked };
  });
}
