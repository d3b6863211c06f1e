import { z } from 'zod';
import { passwordSchema } from './common';
import { ADMIN_ROLES } from './roles';
import { mfaChallengeResponseSchema } from './mfa';

export const adminLoginRequestSchema = z
  .object({
    email: z.string().trim().min(1, 'Email is required').max(254),
    password: z.string().min(1, 'Password is required').max(128),
  })
  .strict();
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

/** A signed-in admin: the answer of a login without two-factor sign-in, and of the two-factor step. */
export const adminLoginSessionSchema = z.object({
  token: z.string(),
  admin: z.object({ email: z.string() }),
  message: z.string(),
  mfaEnrolmentRequired: z
    .boolean()
    .optional()
    .meta({ description: 'The platform requires two-factor sign-in and this admin has not set it up: only enrolment is open until they do' }),
});
export type AdminLoginSession = z.infer<typeof adminLoginSessionSchema>;

/**
 * The platform requires two-factor sign-in and this admin has not set it up: no session yet. A link
 * to confirm the enrolment was emailed to the account's address (decision 0022).
 */
export const mfaEnrolmentEmailResponseSchema = z
  .object({
    mfaEnrolmentEmailSent: z.literal(true),
    message: z.string(),
  })
  .meta({ id: 'MfaEnrolmentEmailSent' });
export type MfaEnrolmentEmailResponse = z.infer<typeof mfaEnrolmentEmailResponseSchema>;

/**
 * The session, or (with two-factor sign-in on) the challenge to answer at /api/admin/auth/mfa/verify,
 * or (when enrolment is required) word that the enrolment link was emailed.
 */
export const adminLoginResponseSchema = z.union([adminLoginSessionSchema, mfaChallengeResponseSchema, mfaEnrolmentEmailResponseSchema]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminMeResponseSchema = z.object({
  admin: z.object({ id: z.string(), email: z.string(), role: z.enum(ADMIN_ROLES) }),
  mfaEnrolmentRequired: adminLoginSessionSchema.shape.mfaEnrolmentRequired,
  mfaEnrolmentLinkRequired: z.boolean().optional().meta({
    description:
      'Enrolment is required, and this session was not opened by the emailed enrolment link: it must ask for one (POST /api/admin/auth/mfa/enrolment-link) before it can set the factor up',
  }),
});

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required').max(128),
    newPassword: passwordSchema,
  })
  .strict();
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const createAdminRequestSchema = z
  .object({
    email: z.string().trim().max(254).pipe(z.email('Enter a valid email address')),
    password: passwordSchema,
    /** The least privilege by default: a support admin only reads, so a hurried creation grants little. */
    role: z.enum(ADMIN_ROLES, { error: `role must be one of ${ADMIN_ROLES.join(', ')}` }).default('SUPPORT'),
  })
  .strict();
export type CreateAdminRequest = z.infer<typeof createAdminRequestSchema>;

/** How long before an idle sign-out the admin panel warns and offers to stay signed in. */
export const ADMIN_IDLE_WARNING_MS = 60_000;

/**
 * Where the signed-in admin's session stands, counted from the server's clock, so a browser whose
 * clock is wrong still warns on time.
 */
export const adminSessionTimesSchema = z
  .object({
    expiresInMs: z.number().int().meta({ description: 'Milliseconds until the session ends unless it is renewed' }),
    endsInMs: z.number().int().meta({ description: 'Milliseconds until the session ends however active (its lifetime since sign-in)' }),
    idleTimeoutMs: z.number().int().meta({ description: 'The idle time a renewal grants' }),
  })
  .meta({ id: 'AdminSessionTimes' });
export type AdminSessionTimes = z.infer<typeof adminSessionTimesSchema>;
