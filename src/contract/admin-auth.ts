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

/** The session, or (with two-factor sign-in on) the challenge to answer at /api/admin/auth/mfa/verify. */
export const adminLoginResponseSchema = z.union([adminLoginSessionSchema, mfaChallengeResponseSchema]);
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminMeResponseSchema = z.object({
  admin: z.object({ id: z.string(), email: z.string(), role: z.enum(ADMIN_ROLES) }),
  mfaEnrolmentRequired: adminLoginSessionSchema.shape.mfaEnrolmentRequired,
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
