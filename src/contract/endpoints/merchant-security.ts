import {
  passwordResetConfirmSchema,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  revokeOtherSessionsResponseSchema,
  sessionIdParamsSchema,
  sessionListSchema,
} from '../account-security';
import { changePasswordRequestSchema } from '../admin-auth';
import { messageSchema } from '../common';
import { defineEndpoint } from '../endpoint';

const tags = ['Merchant portal'];

export const requestMerchantPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/password-reset/request',
  auth: 'public',
  tags,
  summary: 'Email a password reset link',
  description: 'Always answers 202 with the same body, whether or not the address has an account. Limited per address and per email.',
  body: passwordResetRequestSchema,
  responses: { 202: passwordResetRequestedSchema },
  errors: ['RATE_LIMITED'],
});

export const confirmMerchantPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/password-reset/confirm',
  auth: 'public',
  tags,
  summary: 'Set a new password with the token from a reset link',
  description:
    'The token works once, for 30 minutes, and a newer request voids it. Every session of the user is signed out. An unusable token answers 400 INVALID_RESET_TOKEN.',
  body: passwordResetConfirmSchema,
  responses: { 200: messageSchema },
  errors: ['INVALID_RESET_TOKEN', 'RATE_LIMITED'],
});

export const changeMerchantPassword = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/password',
  auth: 'merchantUser',
  tags,
  summary: "Change the signed-in user's password",
  description: 'Signs out every other session of the user; this one stays signed in.',
  body: changePasswordRequestSchema,
  responses: { 200: messageSchema },
  errors: ['INVALID_PASSWORD', 'NOT_FOUND', 'RATE_LIMITED'],
});

export const listMerchantSessions = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/sessions',
  auth: 'merchantUser',
  tags,
  summary: "The signed-in user's live sessions, the current one marked",
  responses: { 200: sessionListSchema },
});

export const revokeMerchantSession = defineEndpoint({
  method: 'DELETE',
  path: '/api/merchant/sessions/:sessionId',
  auth: 'merchantUser',
  tags,
  summary: 'Sign out one of your sessions',
  params: sessionIdParamsSchema,
  responses: { 200: messageSchema },
  errors: ['SESSION_NOT_FOUND'],
});

export const revokeOtherMerchantSessions = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/sessions/revoke-others',
  auth: 'merchantUser',
  tags,
  summary: 'Sign out everywhere else',
  responses: { 200: revokeOtherSessionsResponseSchema },
});
