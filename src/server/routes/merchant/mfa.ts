import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as endpoints from '@contract/endpoints/mfa';
import { registerEndpoint } from '@server/http/endpoint-route';
import { disableMfa, enableMfa, verifyMerchantMfa, getMfaStatus, setupMfa } from '@server/modules/mfa';
import type { MfaAccountRef } from '@server/modules/mfa';

const self = (request: FastifyRequest): MfaAccountRef => ({ kind: 'merchant', id: request.merchantUser!.userId });

/** The signed-in merchant user's own two-factor sign-in, and the second step of portal sign-in. */
export async function merchantMfaRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.merchantMfaStatus, async (request) => getMfaStatus(app.ctx.database.db, self(request)));

  registerEndpoint(app, endpoints.merchantMfaSetup, async (request) => setupMfa(app.ctx, { account: self(request), ip: request.ip }));

  registerEndpoint(app, endpoints.merchantMfaEnable, async (request) =>
    enableMfa(app.ctx, { account: self(request), code: request.body.code, ip: request.ip }),
  );

  registerEndpoint(app, endpoints.merchantMfaDisable, async (request) => {
    await disableMfa(app.ctx, { account: self(request), ...request.body, ip: request.ip });
    return { message: 'Two-factor sign-in is off.' };
  });

  registerEndpoint(app, endpoints.merchantMfaVerify, async (request) =>
    verifyMerchantMfa(app.ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );
}
