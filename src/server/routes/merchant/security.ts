import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-security';
import { registerEndpoint } from '@server/http/endpoint-route';
import { changeOwnPassword, confirmPasswordReset, requestPasswordReset } from '@server/modules/auth';
import { listOwnSessions, revokeOtherOwnSessions, revokeOwnSession, type SessionOwner } from '@server/modules/auth';

function owner(request: FastifyRequest): SessionOwner {
  const user = request.merchantUser!;
  return { audience: 'merchant', id: user.userId, email: user.email, sessionId: user.sessionId, ip: request.ip };
}

/** Password reset (no credentials), and the signed-in user's own password and sessions. */
export async function merchantSecurityRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.requestMerchantPasswordReset, async (request, reply) =>
    reply.status(202).send(await requestPasswordReset(app.ctx, { audience: 'merchant', email: request.body.email, ip: request.ip })),
  );

  registerEndpoint(app, endpoints.confirmMerchantPasswordReset, async (request) =>
    confirmPasswordReset(app.ctx, { audience: 'merchant', ...request.body, ip: request.ip }),
  );

  registerEndpoint(app, endpoints.changeMerchantPassword, async (request) => {
    const user = request.merchantUser!;
    await changeOwnPassword(app.ctx, { audience: 'merchant', accountId: user.userId, sessionId: user.sessionId, ...request.body, ip: request.ip });
    return { message: 'Password changed. Your other sessions have been signed out.' };
  });

  registerEndpoint(app, endpoints.listMerchantSessions, async (request) => listOwnSessions(app.ctx.database.db, owner(request)));

  registerEndpoint(app, endpoints.revokeMerchantSession, async (request) => {
    await revokeOwnSession(app.ctx.database.db, owner(request), request.params.sessionId);
    return { message: 'Session signed out' };
  });

  registerEndpoint(app, endpoints.revokeOtherMerchantSessions, async (request) => {
    const revoked = await revokeOtherOwnSessions(app.ctx.database.db, owner(request));
    return { message: revoked === 1 ? 'Signed out 1 other session' : `Signed out ${revoked} other sessions`, revoked };
  });
}
