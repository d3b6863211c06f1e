import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-account';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getMerchantMe, merchantLogin, merchantLogout, signupMerchant } from '@server/modules/merchants';

/** Sign-up and sign-in (no credentials), and the signed-in user's own account. */
export async function merchantAccountRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.merchantSignup, async (request, reply) =>
    reply.status(201).send(await signupMerchant(app.ctx, { data: request.body, ip: request.ip, userAgent: request.headers['user-agent'] })),
  );

  registerEndpoint(app, endpoints.merchantLogin, async (request) =>
    merchantLogin(app.ctx, { ...request.body, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  registerEndpoint(app, endpoints.merchantMe, async (request) => getMerchantMe(app.ctx.database.db, { userId: request.merchantUser!.userId }));

  registerEndpoint(app, endpoints.merchantLogout, async (request) => {
    await merchantLogout(app.ctx.database.db, { principal: request.merchantUser!, ip: request.ip });
    return { message: 'Logged out' };
  });
}
