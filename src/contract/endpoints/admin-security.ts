import {
  adminIdParamsSchema,
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  revokeOtherSessionsResponseSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from '../account-security';
import { messageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

const tags = ['Admin'];

export const requestAdminPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/password-reset/request',
  auth: 'public',
  tags,
  summary: 'Email an admin a password reset link',
  description: 'Always answers 202 with the same body, whether or not the address belongs to an active admin. Limited per address and per email.',
  body: passwordResetRequestSchema,
  responses: { 202: passwordResetRequestedSchema },
  errors: ['RATE_LIMITED'],
});

export const confirmAdminPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/password-reset/confirm',
  auth: 'public',
  tags,
  summary: 'Set a new admin password with the token from a reset link',
  description:
    'The token works once, for 30 minutes, and a newer request voids it. Every session of the admin is signed out. An unusable token answers 400 INVALID_RESET_TOKEN.',
  body: passwordResetConfirmSchema,
  responses: { 200: messageSchema },
  errors: ['INVALID_RESET_TOKEN', 'RATE_LIMITED'],
});

export const sendAdminPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/admin/admins/:adminId/password-reset',
  roles: ['SUPER_ADMIN'],
  auth: 'admin',
  tags,
  summary: 'Email another admin a password reset link',
  params: adminIdParamsSchema,
  responses: { 202: messageSchema },
  errors: ['ADMIN_DEACTIVATED', 'ADMIN_NOT_FOUND', 'RATE_LIMITED'],
});

export const listAdminSessions = defineEndpoint({
  method: 'GET',
  path: '/api/admin/auth/sessions',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  summary: "The signed-in admin's live sessions, the current one marked",
  responses: { 200: sessionListSchema },
});

export const revokeAdminSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/admin/auth/sessions/:sessionId',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  summary: 'Sign out one of your sessions',
  params: sessionIdParamsSchema,
  responses: { 200: messageSchema },
  errors: ['SESSION_NOT_FOUND'],
});

export const revokeOtherAdminSessions = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/sessions/revoke-others',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags,
  summary: 'Sign out everywhere else',
  responses: { 200: revokeOtherSessionsResponseSchema },
});
