import {
  adminLoginRequestSchema,
  adminLoginResponseSchema,
  adminMeResponseSchema,
  adminSessionTimesSchema,
  changePasswordRequestSchema,
  createAdminRequestSchema,
} from '../admin-auth';
import { messageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

const tags = ['Admin'];

export const adminLogin = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/login',
  auth: 'public',
  tags,
  summary: 'Admin sign-in',
  body: adminLoginRequestSchema,
  responses: { 200: adminLoginResponseSchema },
  errors: ['ADMIN_DEACTIVATED', 'INVALID_CREDENTIALS', 'RATE_LIMITED'],
});

export const adminMe = defineEndpoint({
  method: 'GET',
  path: '/api/admin/auth/me',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  responses: { 200: adminMeResponseSchema },
});

export const adminLogout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/logout',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  responses: { 200: messageSchema },
});

export const changeAdminPassword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/password',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  body: changePasswordRequestSchema,
  responses: { 200: messageSchema },
  errors: ['INVALID_PASSWORD', 'NOT_FOUND', 'RATE_LIMITED'],
});

export const createAdmin = defineEndpoint({
  method: 'POST',
  path: '/api/admin/admins',
  roles: ['SUPER_ADMIN'],
  auth: 'admin',
  tags,
  summary: 'Create another admin',
  body: createAdminRequestSchema,
  responses: { 201: adminMeResponseSchema.extend({ message: messageSchema.shape.message }) },
  errors: ['ADMIN_EXISTS', 'WEAK_PASSWORD'],
});

export const adminSessionStatus = defineEndpoint({
  method: 'GET',
  path: '/api/admin/auth/session',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  summary: 'Where this session stands: when it ends unless renewed, and when it ends in any case',
  description: 'Reading it does not count as activity: like every request but the renewal, it leaves the idle time running.',
  responses: { 200: adminSessionTimesSchema },
});

export const adminSessionRenew = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/session/renew',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  summary: 'Stay signed in: the idle time starts again (never past the session lifetime)',
  description:
    'The one call that counts as activity for a staff session. The admin panel makes it when the person at the screen clicks or types (at most once a minute) and from "Stay signed in"; polling and live streams never renew a session.',
  responses: { 200: adminSessionTimesSchema },
});
