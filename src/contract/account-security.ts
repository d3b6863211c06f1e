import { z } from 'zod';
import { emailSchema, passwordSchema } from './common';

/**
 * Password reset and the list of signed-in sessions, the same for merchant users and admins; only
 * the paths differ (endpoints/merchant-security.ts and endpoints/admin-security.ts).
 */

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 30;

/**
 * The one answer to every reset request, whether or not the address has an account, so the
 * answer tells a stranger nothing.
 */
export const RESET_REQUESTED_MESSAGE = `If an account exists for that email address, we have sent it a link to reset the password. The link works for ${RESET_TOKEN_MINUTES} minutes.`;

export const passwordResetRequestSchema = z
  .object({
    email: z
      .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
      .trim()
      .min(1, 'Email is required')
      .pipe(emailSchema),
  })
  .strict();
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

export const passwordResetRequestedSchema = z.object({ message: z.string() });

export const passwordResetConfirmSchema = z
  .object({
    token: z
      .string({ error: (issue) => (issue.input === undefined ? 'The reset token is required' : 'The reset token must be text') })
      .min(1, 'The reset token is required')
      .max(256, 'The reset token is not valid')
      .meta({ description: 'The token from the link in the reset email' }),
    password: z
      .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
      .pipe(passwordSchema)
      .meta({ description: '8 to 128 characters with an uppercase letter, a lowercase letter and a number' }),
  })
  .strict();
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

export const accountSessionSchema = z
  .object({
    id: z.string(),
    createdAt: z.string().meta({ description: 'ISO-8601: when this sign-in happened' }),
    lastUsedAt: z.string().nullable().meta({ description: 'ISO-8601, to the minute' }),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    current: z.boolean().meta({ description: 'True for the session making this request' }),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionListSchema = z.object({ sessions: z.array(accountSessionSchema) });
export type SessionList = z.infer<typeof sessionListSchema>;

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid('Not a session id') }).strict();

export const revokeOtherSessionsResponseSchema = z.object({ message: z.string(), revoked: z.number().int().nonnegative() });

export const adminIdParamsSchema = z.object({ adminId: z.uuid('Not an admin id') }).strict();
