import { z } from 'zod';
import { emailSchema, passwordSchema } from './common';
import { MERCHANT_ROLES, requiredText } from './merchant-auth';

/**
 * A merchant's team: its users, their roles and the invitations that add more. Only OWNER and
 * ADMIN manage the team (MERCHANT_CAN.manageAccount); only an OWNER may grant the OWNER role,
 * and an account always keeps at least one OWNER.
 */

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

/** What each role may do, in words, for the invitation form and emails. */
export const MERCHANT_ROLE_DESCRIPTIONS = {
  OWNER: 'Everything, including granting the Owner role',
  ADMIN: 'Verification, team and billing, API keys and payments',
  DEVELOPER: 'API keys and developer tools, and payments',
  ANALYST: 'Payments and account status, read-only',
} as const satisfies Record<(typeof MERCHANT_ROLES)[number], string>;

const roleSchema = z.enum(MERCHANT_ROLES, {
  error: (issue) => (issue.input === undefined ? 'Role is required' : `Role must be one of ${MERCHANT_ROLES.join(', ')}`),
});

/** Invitation links carry 32 random bytes, base64url: 43 characters. */
export const invitationTokenSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Invitation token is required' : 'Invitation token must be text') })
  .min(1, 'Invitation token is required')
  .max(200, 'Invitation token is not valid');

export const inviteMemberRequestSchema = z
  .object({
    email: z
      .string({ error: (issue) => (issue.input === undefined ? 'Email is required' : 'Email must be text') })
      .trim()
      .min(1, 'Email is required')
      .pipe(emailSchema)
      .meta({ description: 'Compared case-insensitively; refused when any merchant user already signs in with it' }),
    role: roleSchema,
  })
  .strict();
export type InviteMemberRequest = z.input<typeof inviteMemberRequestSchema>;

export const changeMemberRoleRequestSchema = z.object({ role: roleSchema }).strict();
export type ChangeMemberRoleRequest = z.input<typeof changeMemberRoleRequestSchema>;

export const teamMemberSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(MERCHANT_ROLES),
    createdAt: z.string().meta({ description: 'ISO-8601: when they joined' }),
    isYou: z.boolean().meta({ description: 'The signed-in user' }),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: z.enum(MERCHANT_ROLES),
    createdAt: z.string().meta({ description: 'ISO-8601' }),
    expiresAt: z.string().meta({ description: 'ISO-8601: the link stops working then' }),
    invitedBy: z.string().nullable().meta({ description: 'Name of the member who sent it, when they are still on the team' }),
  })
  .meta({ id: 'TeamInvitation' });
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamResponseSchema = z.object({
  members: z.array(teamMemberSchema).meta({ description: 'Owners first, then by role, then oldest first' }),
  invitations: z.array(teamInvitationSchema).meta({ description: 'Pending invitations only (not accepted, revoked or expired), newest first' }),
});
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** The token travels in the body, never the URL, so it stays out of access logs, proxies and browser history. */
export const invitationLookupRequestSchema = z.object({ token: invitationTokenSchema }).strict();

export const invitationLookupResponseSchema = z.object({
  companyName: z.string(),
  email: z.string().meta({ description: 'The address invited; the new user signs in with it' }),
  role: z.enum(MERCHANT_ROLES),
  expiresAt: z.string().meta({ description: 'ISO-8601' }),
});
export type InvitationLookupResponse = z.infer<typeof invitationLookupResponseSchema>;

export const acceptInvitationRequestSchema = z
  .object({
    token: invitationTokenSchema,
    firstName: requiredText('First name', 100),
    lastName: requiredText('Last name', 100),
    password: z
      .string({ error: (issue) => (issue.input === undefined ? 'Password is required' : 'Password must be text') })
      .pipe(passwordSchema)
      .meta({ description: '8 to 128 characters with an uppercase letter, a lowercase letter and a number' }),
  })
  .strict();
export type AcceptInvitationRequest = z.input<typeof acceptInvitationRequestSchema>;

/** The accept form: the request without the token (it comes from the link), plus the password typed twice. */
export const acceptInvitationFormSchema = acceptInvitationRequestSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string().max(128, 'Password must be at most 128 characters') })
  .refine((form) => form.password === form.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type AcceptInvitationForm = z.input<typeof acceptInvitationFormSchema>;
