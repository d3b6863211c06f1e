import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
  changePasswordRequestSchema,
  createAdminRequestSchema,
} from '@contract/admin-auth';
import { errorSchema, messageSchema } from '@contract/common';
import { adminLogin } from '@server/modules/staff/admin-login';
import { changeAdminPassword } from '@server/modules/staff/change-password';
import { createAdmin } from '@server/modules/staff/create-admin';
import { revokeSession } from '@server/modules/auth/sessions';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 409: errorSchema, 429: errorSchema };

export const adminAuthOpenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Admin sign-in',
        body: adminLoginRequestSchema,
        response: { 200: adminLoginResponseSchema, ...errors },
      },
    },
    async (request) => adminLogin(app.ctx, { ...request.body, ip: request.ip }),
  );
};

export const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ adminToken: [] }];
  app.get('/auth/me', { schema: { tags: ['Admin'], security, response: { 200: adminMeResponseSchema, ...errors } } }, async (request) => ({
    admin: { id: request.admin!.id, email: request.admin!.email },
  }));

  app.post('/auth/logout', { schema: { tags: ['Admin'], security, response: { 200: messageSchema, ...errors } } }, async (request) => {
    await revokeSession(app.ctx.database.db, request.admin!.sessionId);
    return { message: 'You have been logged out successfully' };
  });

  app.post(
    '/auth/password',
    { schema: { tags: ['Admin'], security, body: changePasswordRequestSchema, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await changeAdminPassword(app.ctx, {
        adminId: request.admin!.id,
        sessionId: request.admin!.sessionId,
        ...request.body,
        ip: request.ip,
      });
      return { message: 'Password changed. Other sessions have been signed out.' };
    },
  );

  app.post(
    '/admins',
    {
      schema: {
        tags: ['Admin'],
        summary: 'Create another admin',
        security,
        body: createAdminRequestSchema,
        response: { 201: adminMeResponseSchema.extend({ message: messageSchema.shape.message }), ...errors },
      },
    },
    async (request, reply) => {
      const created = await createAdmin(app.ctx.database.db, {
        ...request.body,
        createdBy: { id: request.admin!.id, email: request.admin!.email },
        ip: request.ip,
      });
      return reply.status(201).send({ admin: { id: created.id, email: created.email }, message: `Admin ${created.email} created` });
    },
  );
};
