import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-staff';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import {
  acceptStaffInvitation,
  lookupStaffInvitation,
  listStaff,
  changeAdminRole,
  deactivateAdmin,
  reactivateAdmin,
  createStaffInvitation,
  listStaffInvitations,
  revokeStaffInvitation,
} from '@server/modules/staff';

/** The staff page (super admins) and the public accept step of a staff invitation. */
export async function adminStaffRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listAdmins, async () => ({ admins: await listStaff(app.ctx.database.db) }));

  registerEndpoint(app, endpoints.changeAdminRole, async (request) =>
    changeAdminRole(app.ctx, { adminId: request.params.adminId, role: request.body.role, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.deactivateAdmin, async (request) => deactivateAdmin(app.ctx, { adminId: request.params.adminId, actor: actorOf(request) }));

  registerEndpoint(app, endpoints.reactivateAdmin, async (request) => reactivateAdmin(app.ctx, { adminId: request.params.adminId, actor: actorOf(request) }));

  registerEndpoint(app, endpoints.listStaffInvitations, async () => ({ invitations: await listStaffInvitations(app.ctx) }));

  registerEndpoint(app, endpoints.createStaffInvitation, async (request, reply) =>
    reply.status(201).send(await createStaffInvitation(app.ctx, { ...request.body, actor: actorOf(request) })),
  );

  registerEndpoint(app, endpoints.revokeStaffInvitation, async (request) =>
    revokeStaffInvitation(app.ctx, { invitationId: request.params.invitationId, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.lookupStaffInvitation, async (request) => lookupStaffInvitation(app.ctx, { token: request.body.token, ip: request.ip }));

  registerEndpoint(app, endpoints.acceptStaffInvitation, async (request, reply) =>
    reply.status(201).send(await acceptStaffInvitation(app.ctx, { ...request.body, ip: request.ip })),
  );
}
