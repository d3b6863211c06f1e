import { z } from 'zod';
import { emailSchema, passwordSchema } from './common';
import { ADMIN_ROLES, type AdminRole } from './roles';

/** The staff page: admins, their roles and state, and invitations to join the staff. */

const iso = z.string().meta({ description: 'ISO-8601' });

export const adminRoleSchema = z.enum(ADMIN_ROLES, { error: `role must be one of ${ADMIN_ROLES.join(', ')}` });

/** What each staff role may do, as the staff page and the staff emails say it. */
export const ADMIN_ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  SUPER_ADMIN: 'Everything, including managing the staff',
  OPERATIONS: 'Merchants, business verification, transactions, merchant emails and contact submissions',
  COMPLIANCE: 'Business verification, fraud and risk, disputes, compliance and the audit logs',
  FINANCE: 'Payouts, commission, invoicing and the platform fee',
  SUPPORT: 'Reads merchants, verification, transactions and analytics, and answers contact submissions',
};

/** How long a staff invitation link works. */
export const STAFF_INVITATION_DAYS = 7;

export const staffMemberSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: adminRoleSchema,
    createdAt: iso,
    deactivatedAt: iso.nullable(),
    mfaEnabled: z.boolean().meta({ description: 'Two-factor sign-in is on' }),
    lastSignInAt: iso.nullable(),
  })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListSchema = z.object({ admins: z.array(staffMemberSchema) });
export type StaffList = z.infer<typeof staffListSchema>;

export const staffMemberResponseSchema = z.object({ admin: staffMemberSchema, message: z.string() });

export const adminIdParamsSchema = z.object({ adminId: z.string().max(100) }).strict();
export const invitationIdParamsSchema = z.object({ invitationId: z.string().max(100) }).strict();

export const changeAdminRoleRequestSchema = z.object({ role: adminRoleSchema }).strict();
export type ChangeAdminRoleRequest = z.infer<typeof changeAdminRoleRequestSchema>;

export const staffInvitationSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    role: adminRoleSchema,
    invitedByEmail: z.string().nullable(),
    createdAt: iso,
    expiresAt: iso,
  })
  .meta({ id: 'StaffInvitation' });
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;

export const staffInvitationListSchema = z.object({ invitations: z.array(staffInvitationSchema) });

export const createStaffInvitationRequestSchema = z.object({ email: emailSchema, role: adminRoleSchema }).strict();
export type CreateStaffInvitationRequest = z.infer<typeof createStaffInvitationRequestSchema>;

export const createStaffInvitationResponseSchema = z.object({ invitation: staffInvitationSchema, message: z.string() });

/** The token from the emailed link: 32 random bytes, base64url. */
const invitationToken = z.string({ error: 'token is required' }).min(20, 'This invitation link is not valid').max(200, 'This invitation link is not valid');

export const staffInvitationLookupRequestSchema = z.object({ token: invitationToken }).strict();
export const staffInvitationLookupResponseSchema = z.object({ email: z.string(), role: adminRoleSchema, expiresAt: iso });
export type StaffInvitationLookup = z.infer<typeof staffInvitationLookupResponseSchema>;

export const acceptStaffInvitationRequestSchema = z.object({ token: invitationToken, password: passwordSchema }).strict();
export type AcceptStaffInvitationRequest = z.infer<typeof acceptStaffInvitationRequestSchema>;

export const acceptStaffInvitationResponseSchema = z.object({
  token: z.string(),
  admin: z.object({ id: z.string(), email: z.string(), role: adminRoleSchema }),
  message: z.string(),
});
