import { adminLoginSessionSchema } from '../admin-auth';
import { messageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { merchantSessionResponseSchema } from '../merchant-auth';
import {
  adminMfaCoverageSchema,
  mfaDisableRequestSchema,
  mfaEnableRequestSchema,
  mfaEnableResponseSchema,
  mfaEnrolmentConfirmRequestSchema,
  mfaSetupResponseSchema,
  mfaStatusSchema,
  mfaVerifyRequestSchema,
} from '../mfa';
import { ANY_ADMIN } from '../roles';

/**
 * Two-factor sign-in for admins (/api/admin/auth/mfa/...) and merchant users (/api/merchant/mfa/...).
 * Setup, enable, disable and status act on the signed-in account; verify is public and exchanges
 * the mfaToken of a sign-in for the session.
 */

const admin = { auth: 'admin', roles: ANY_ADMIN, tags: ['Admin'] } as const;
const merchant = { auth: 'merchantUser', tags: ['Merchant portal'] } as const;

const SETUP =
  'Start setting up two-factor sign-in: a new secret, its otpauth URL and QR code. Repeating it replaces a secret not yet confirmed; 409 when already on';
const ENABLE = 'Confirm the secret with a current code: two-factor sign-in is on from now, and the answer carries 10 single-use recovery codes, shown once';
const DISABLE = 'Turn two-factor sign-in off: needs the password and a current code or an unused recovery code';
const STATUS = 'Whether two-factor sign-in is on, and how many recovery codes are left';
const VERIFY =
  'Second step of sign-in: the mfaToken from the login answer and a current code (or a recovery code) give the session. A token works once, for 5 minutes';

export const adminMfaStatus = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/auth/mfa',
  summary: STATUS,
  responses: { 200: mfaStatusSchema },
  errors: ['NOT_FOUND'],
});

export const adminMfaSetup = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/auth/mfa/setup',
  summary: SETUP,
  responses: { 200: mfaSetupResponseSchema },
  errors: ['MFA_ALREADY_ENABLED', 'MFA_ENROLMENT_LINK_REQUIRED', 'NOT_FOUND'],
});

export const adminMfaEnable = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/auth/mfa/enable',
  summary: ENABLE,
  body: mfaEnableRequestSchema,
  responses: { 200: mfaEnableResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVALID_MFA_CODE', 'MFA_ALREADY_ENABLED', 'MFA_ENROLMENT_LINK_REQUIRED', 'MFA_SETUP_REQUIRED', 'NOT_FOUND'],
});

export const adminMfaDisable = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/auth/mfa/disable',
  summary: DISABLE,
  body: mfaDisableRequestSchema,
  responses: { 200: messageSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVALID_MFA_CODE', 'INVALID_PASSWORD', 'MFA_CODE_USED', 'MFA_NOT_ENABLED', 'NOT_FOUND', 'RATE_LIMITED'],
});

export const adminMfaVerify = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/mfa/verify',
  auth: 'public',
  tags: ['Admin'],
  summary: VERIFY,
  body: mfaVerifyRequestSchema,
  responses: { 200: adminLoginSessionSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVALID_MFA_CODE', 'MFA_CHALLENGE_ENDED', 'MFA_CODE_USED', 'MFA_TOKEN_INVALID', 'RATE_LIMITED'],
});

export const adminMfaCoverage = defineEndpoint({
  ...admin,
  method: 'GET',
  path: '/api/admin/auth/mfa/coverage',
  summary: 'How many active admins have not turned two-factor sign-in on, and whether the platform requires it',
  responses: { 200: adminMfaCoverageSchema },
});

export const merchantMfaStatus = defineEndpoint({
  ...merchant,
  method: 'GET',
  path: '/api/merchant/mfa',
  summary: STATUS,
  responses: { 200: mfaStatusSchema },
  errors: ['NOT_FOUND'],
});

export const merchantMfaSetup = defineEndpoint({
  ...merchant,
  method: 'POST',
  path: '/api/merchant/mfa/setup',
  summary: SETUP,
  responses: { 200: mfaSetupResponseSchema },
  errors: ['MFA_ALREADY_ENABLED', 'NOT_FOUND'],
});

export const merchantMfaEnable = defineEndpoint({
  ...merchant,
  method: 'POST',
  path: '/api/merchant/mfa/enable',
  summary: ENABLE,
  body: mfaEnableRequestSchema,
  responses: { 200: mfaEnableResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVALID_MFA_CODE', 'MFA_ALREADY_ENABLED', 'MFA_SETUP_REQUIRED', 'NOT_FOUND'],
});

export const merchantMfaDisable = defineEndpoint({
  ...merchant,
  method: 'POST',
  path: '/api/merchant/mfa/disable',
  summary: DISABLE,
  body: mfaDisableRequestSchema,
  responses: { 200: messageSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVALID_MFA_CODE', 'INVALID_PASSWORD', 'MFA_CODE_USED', 'MFA_NOT_ENABLED', 'NOT_FOUND', 'RATE_LIMITED'],
});

export const merchantMfaVerify = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/mfa/verify',
  auth: 'public',
  tags: ['Merchant portal'],
  summary: VERIFY,
  body: mfaVerifyRequestSchema,
  responses: { 200: merchantSessionResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'INVALID_MFA_CODE', 'MERCHANT_SUSPENDED', 'MFA_CHALLENGE_ENDED', 'MFA_CODE_USED', 'MFA_TOKEN_INVALID', 'RATE_LIMITED'],
});

export const adminMfaEnrolmentLink = defineEndpoint({
  ...admin,
  method: 'POST',
  path: '/api/admin/auth/mfa/enrolment-link',
  summary: 'Email the signed-in admin a link that opens a session allowed to set up the two-factor sign-in the platform requires',
  description:
    'While the platform requires two-factor sign-in and this admin has none, setup and enable answer 403 MFA_ENROLMENT_LINK_REQUIRED on any session not opened through such a link; a password alone never enrols a factor. 409 when no enrolment is required.',
  responses: { 202: messageSchema },
  errors: ['CONFLICT', 'RATE_LIMITED'],
});

export const adminMfaEnrolmentConfirm = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/mfa/enrolment-link/confirm',
  auth: 'public',
  tags: ['Admin'],
  summary: 'Follow the emailed enrolment link: the token (once, for 15 minutes) gives a session that may set up two-factor sign-in',
  description: 'An unusable token answers 400 INVALID_ENROLMENT_LINK; when the factor is already on, 409.',
  body: mfaEnrolmentConfirmRequestSchema,
  responses: { 200: adminLoginSessionSchema },
  errors: ['CONFLICT', 'INVALID_ENROLMENT_LINK', 'RATE_LIMITED'],
});
