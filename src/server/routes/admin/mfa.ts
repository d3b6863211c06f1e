import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/mfa';
import { registerEndpoint } from '@server/http/endpoint-route';
import {
  getAdminMfaCoverage,
  disableMfa,
  enableMfa,
  verifyAdminMfa,
  getMfaStatus,
  confirmEnrolmentLink,
  requestEnrolmentLink,
  setupMfa,
} from '@server/modules/mfa';
import type { MfaAccountRef } from '@server/modules/mfa';

const self = (request: FastifyRequest): MfaAccountRef => ({ kind: 'admin', id: request.admin!.id });

/** The signed-in admin's two-factor sign-in, the second step of admin sign-in, and staff coverage. */
export async function adminMfaRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.adminMfaStatus, async (request) => getMfaStatus(app.ctx.database.db, self(request)));

  registerEndpoint(app, endpoints.adminMfaSetup, async (request) => setupMfa(app.ctx, { account: self(request), ip: request.ip }));

  registerEndpoint(app, endpoints.adminMfaEnable, async (request) => enableMfa(app.ctx, { account: self(request), code: request.body.code, ip: request.ip }));

  registerEndpoint(app, endpoints.adminMfaDisable, async (request) => {
    await disableMfa(app.ctx, { account: self(request), ...request.body, ip: request.ip });
    return { message: 'Two-factor sign-in is off.' };
  });

  registerEndpoint(app, endpoints.adminMfaVerify, async (request) =>
    verifyAdminMfa(app.ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  registerEndpoint(app, endpoints.adminMfaCoverage, async () => getAdminMfaCoverage(app.ctx.database.db));

  registerEndpoint(app, endpoints.adminMfaEnrolmentLink, async (request, reply) =>
    reply.status(202).send(await requestEnrolmentLink(app.ctx, { id: request.admin!.id, email: request.admin!.email }, request.ip)),
  );

  registerEndpoint(app, endpoints.adminMfaEnrolmentConfirm, async (request) =>
    confirmEnrolmentLink(app.ctx, { token: request.body.token, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );
}
