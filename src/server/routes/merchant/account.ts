import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema, messageSchema } from '@contract/common';
import {
  merchantLoginRequestSchema,
  merchantLoginResponseSchema,
  merchantMeResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
} from '@contract/merchant-auth';
import { getMerchantMe } from '@server/modules/merchants/get-merchant-me';
import { merchantLogin } from '@server/modules/merchants/merchant-login';
import { merchantLogout } from '@server/modules/merchants/merchant-logout';
import { signupMerchant } from '@server/modules/merchants/signup-merchant';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

/** Sign-up and sign-in: no credentials needed. */
export const merchantAccountOpenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    {
      schema: {
        tags: ['Merchant portal'],
        summary: 'Create a merchant account, its OWNER user and a TEST API key (the secret is shown only in this response)',
        body: signupRequestSchema,
        response: { 201: signupResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await signupMerchant(app.ctx, { data: request.body, ip: request.ip })),
  );

  app.post(
    '/login',
    {
      schema: {
        tags: ['Merchant portal'],
        summary: 'Merchant user sign-in',
        body: merchantLoginRequestSchema,
        response: { 200: merchantLoginResponseSchema, ...errors },
      },
    },
    async (request) => merchantLogin(app.ctx, { ...request.body, ip: request.ip }),
  );
};

/** For a signed-in merchant user (the parent group applies requireMerchantUser). */
export const merchantAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ merchantToken: [] }];
  app.get(
    '/me',
    { schema: { tags: ['Merchant portal'], summary: 'The signed-in user and their merchant', security, response: { 200: merchantMeResponseSchema, ...errors } } },
    async (request) => getMerchantMe(app.ctx.database.db, { userId: request.merchantUser!.userId }),
  );

  app.post(
    '/logout',
    { schema: { tags: ['Merchant portal'], summary: 'Revoke this session', security, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await merchantLogout(app.ctx.database.db, { principal: request.merchantUser!, ip: request.ip });
      return { message: 'Logged out' };
    },
  );
};
