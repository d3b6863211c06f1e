import { adminLoginRequestSchema, adminLoginResponseSchema, adminMeResponseSchema, changePasswordRequestSchema, createAdminRequestSchema } from '../admin-auth';
import { messageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

const tags = ['Admin'];
const errors = [400, 401, 403, 409, 429] as const;

export const adminLogin = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/login',
  auth: 'public',
  tags,
  summary: 'Admin sign-in',
  body: adminLoginRequestSchema,
  responses: { 200: adminLoginResponseSchema },
  errors,
});

export const adminMe = defineEndpoint({
  method: 'GET',
  path: '/api/admin/auth/me',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  responses: { 200: adminMeResponseSchema },
  errors,
});

export const adminLogout = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/logout',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  responses: { 200: messageSchema },
  errors,
});

export const changeAdminPassword = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/password',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  body: changePasswordRequestSchema,
  responses: { 200: messageSchema },
  errors,
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
  errors,
});
