import {
  acceptStaffInvitationRequestSchema,
  acceptStaffInvitationResponseSchema,
  adminIdParamsSchema,
  changeAdminRoleRequestSchema,
  createStaffInvitationRequestSchema,
  createStaffInvitationResponseSchema,
  invitationIdParamsSchema,
  staffInvitationListSchema,
  staffInvitationLookupRequestSchema,
  staffInvitationLookupResponseSchema,
  staffListSchema,
  staffMemberResponseSchema,
} from '../admin-staff';
import { messageSchema } from '../common';
import { defineEndpoint } from '../endpoint';

/** Managing the staff is for super admins only; accepting an invitation needs only its link. */
const base = { auth: 'admin', roles: ['SUPER_ADMIN'], tags: ['Admin'] } as const;

export const listAdmins = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/admins',
  summary: 'The staff: every admin with their role and state',
  responses: { 200: staffListSchema },
});

export const changeAdminRole = defineEndpoint({
  ...base,
  method: 'PATCH',
  path: '/api/admin/admins/:adminId',
  summary: "Change an admin's role",
  description: 'Takes effect on the next request. The last active super admin cannot be demoted (409 LAST_SUPER_ADMIN), not even by themselves.',
  params: adminIdParamsSchema,
  body: changeAdminRoleRequestSchema,
  responses: { 200: staffMemberResponseSchema },
  errors: ['ADMIN_NOT_FOUND', 'LAST_SUPER_ADMIN'],
});

export const deactivateAdmin = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/admins/:adminId/deactivate',
  summary: 'Deactivate an admin',
  description: 'Ends their sessions at once and stops them signing in. Not yourself, and not the last active super admin.',
  params: adminIdParamsSchema,
  responses: { 200: staffMemberResponseSchema },
  errors: ['ADMIN_ALREADY_DEACTIVATED', 'ADMIN_NOT_FOUND', 'CANNOT_DEACTIVATE_SELF', 'LAST_SUPER_ADMIN'],
});

export const reactivateAdmin = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/admins/:adminId/reactivate',
  summary: 'Reactivate a deactivated admin',
  params: adminIdParamsSchema,
  responses: { 200: staffMemberResponseSchema },
  errors: ['ADMIN_NOT_DEACTIVATED', 'ADMIN_NOT_FOUND'],
});

export const listStaffInvitations = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/admins/invitations',
  summary: 'Pending staff invitations',
  responses: { 200: staffInvitationListSchema },
});

export const createStaffInvitation = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/admins/invitations',
  summary: 'Invite someone to the staff with a role',
  description: 'Emails a single-use link that works for 7 days. Inviting the same address again replaces the earlier link.',
  body: createStaffInvitationRequestSchema,
  responses: { 201: createStaffInvitationResponseSchema },
  errors: ['ADMIN_EXISTS', 'RATE_LIMITED'],
});

export const revokeStaffInvitation = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/api/admin/admins/invitations/:invitationId',
  summary: 'Withdraw a pending staff invitation',
  params: invitationIdParamsSchema,
  responses: { 200: messageSchema },
  errors: ['INVITATION_ALREADY_ACCEPTED', 'INVITATION_ALREADY_REVOKED', 'INVITATION_NOT_FOUND'],
});

export const lookupStaffInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/invitations/lookup',
  auth: 'public',
  tags: ['Admin'],
  summary: 'Who a staff invitation link is for',
  description: 'The token travels in the body, not the URL, so it stays out of access logs.',
  body: staffInvitationLookupRequestSchema,
  responses: { 200: staffInvitationLookupResponseSchema },
  errors: ['INVITATION_EXPIRED', 'INVITATION_INVALID', 'INVITATION_REVOKED', 'INVITATION_USED', 'RATE_LIMITED'],
});

export const acceptStaffInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/admin/auth/invitations/accept',
  auth: 'public',
  tags: ['Admin'],
  summary: 'Accept a staff invitation',
  description: 'Creates the admin with the invited role and the chosen password, and signs them in. The link works once.',
  body: acceptStaffInvitationRequestSchema,
  responses: { 201: acceptStaffInvitationResponseSchema },
  errors: ['ADMIN_EXISTS', 'INVITATION_EXPIRED', 'INVITATION_INVALID', 'INVITATION_REVOKED', 'INVITATION_USED', 'RATE_LIMITED'],
});
