import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-auth';
import { ADMIN_ROLE_LABELS } from '@contract/roles';
import { registerEndpoint } from '@server/http/endpoint-route';
import { readSessionTimes, renewSession, revokeSession, type SessionTimes } from '@server/modules/auth';
import { unauthorized } from '@server/errors';
import { adminMustEnrol, sessionOpenedByEnrolmentLink } from '@server/modules/mfa';
import { adminLogin, changeAdminPassword, createAdmin } from '@server/modules/staff';

/** Admin sign-in (no credentials), the signed-in admin's session and password, and new admins. */
export async function adminAuthRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.adminLogin, async (request) =>
    adminLogin(app.ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  registerEndpoint(app, endpoints.adminMe, async (request) => {
    const { db } = app.ctx.database;
    // The admin panel shows only the enrolment screen while this is true (requireAdminMfa).
    const mfaEnrolmentRequired = await adminMustEnrol(db, request.admin!.id);
    return {
      admin: { id: request.admin!.id, email: request.admin!.email, role: request.admin!.role },
      mfaEnrolmentRequired,
      ...(mfaEnrolmentRequired ? { mfaEnrolmentLinkRequired: !(await sessionOpenedByEnrolmentLink(db, request.admin!.sessionId)) } : {}),
    };
  });

  registerEndpoint(app, endpoints.adminLogout, async (request) => {
    await revokeSession(app.ctx.database.db, request.admin!.sessionId);
    return { message: 'You have been logged out successfully' };
  });

  // The session's times for the panel's idle warning. Only the renewal counts as activity (decision 0022).
  const lifetime = app.ctx.config.sessions.admin;
  const times = (found: SessionTimes | undefined) => {
    if (!found) throw unauthorized('Your session has ended; please sign in again');
    return { ...found, idleTimeoutMs: lifetime.idleSeconds * 1000 };
  };
  registerEndpoint(app, endpoints.adminSessionStatus, async (request) =>
    times(await readSessionTimes(app.ctx.database.db, request.admin!.sessionId, lifetime)),
  );
  registerEndpoint(app, endpoints.adminSessionRenew, async (request) => times(await renewSession(app.ctx.database.db, request.admin!.sessionId, lifetime)));

  registerEndpoint(app, endpoints.changeAdminPassword, async (request) => {
    await changeAdminPassword(app.ctx, { adminId: request.admin!.id, sessionId: request.admin!.sessionId, ...request.body, ip: request.ip });
    return { message: 'Password changed. Other sessions have been signed out.' };
  });

  registerEndpoint(app, endpoints.createAdmin, async (request, reply) => {
    const created = await createAdmin(app.ctx.database.db, {
      ...request.body,
      createdBy: { id: request.admin!.id, email: request.admin!.email },
      ip: request.ip,
    });
    return reply.status(201).send({
      admin: { id: created.id, email: created.email, role: created.role },
      message: `Admin ${created.email} created as ${ADMIN_ROLE_LABELS[created.role]}`,
    });
  });
}
