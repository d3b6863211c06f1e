import { z } from 'zod';
import { passwordSchema } from './common';
import { ADMIN_ROLES } from './roles';

export const adminLoginRequestSchema = z
  .object({
    email: z.string().trim().min(1, 'Email is required').max(254),
    password: z.string().min(1, 'Password is required').max(128),
  })
  .strict();
export type AdminLoginRequest = z.infer<typeof adminLoginRequestSchema>;

export const adminLoginResponseSchema = z.object({
  token: z.string(),
  admin: z.object({ email: z.string() }),
  message: z.string(),
});
export type AdminLoginResponse = z.infer<typeof adminLoginResponseSchema>;

export const adminMeResponseSchema = z.object({ admin: z.object({ id: z.string(), email: z.string(), role: z.enum(ADMIN_ROLES) }) });

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
