import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-team';
import { registerEndpoint } from '@server/http/endpoint-route';
import { acceptInvitation, changeMemberRole, inviteMember, listTeam, lookupInvitation, removeMember, revokeInvitation } from '@server/modules/team';

/** The merchant's team: members, roles and invitations (and the two public calls behind an invitation link). */
export async function merchantTeamRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.getTeam, async (request) => listTeam(app.ctx, { principal: request.merchantUser! }));

  registerEndpoint(app, endpoints.inviteTeamMember, async (request, reply) =>
    reply.status(201).send(await inviteMember(app.ctx, { principal: request.merchantUser!, ...request.body, ip: request.ip })),
  );

  registerEndpoint(app, endpoints.revokeTeamInvitation, async (request, reply) => {
    await revokeInvitation(app.ctx, { principal: request.merchantUser!, invitationId: request.params.invitationId, ip: request.ip });
    return reply.status(204).send(null);
  });

  registerEndpoint(app, endpoints.lookupTeamInvitation, async (request) => lookupInvitation(app.ctx, { token: request.body.token, ip: request.ip }));

  registerEndpoint(app, endpoints.acceptTeamInvitation, async (request, reply) =>
    reply.status(201).send(await acceptInvitation(app.ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] })),
  );

  registerEndpoint(app, endpoints.changeTeamMemberRole, async (request) =>
    changeMemberRole(app.ctx, { principal: request.merchantUser!, userId: request.params.userId, role: request.body.role, ip: request.ip }),
  );

  registerEndpoint(app, endpoints.removeTeamMember, async (request, reply) => {
    await removeMember(app.ctx, { principal: request.merchantUser!, userId: request.params.userId, ip: request.ip });
    return reply.status(204).send(null);
  });
}
