import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { merchantSessionResponseSchema } from '../merchant-auth';
import {
  acceptInvitationRequestSchema,
  changeMemberRoleRequestSchema,
  invitationLookupRequestSchema,
  invitationLookupResponseSchema,
  inviteMemberRequestSchema,
  teamInvitationSchema,
  teamMemberSchema,
  teamResponseSchema,
} from '../merchant-team';
import { MERCHANT_CAN } from '../roles';

/**
 * The merchant's team. Every call acts on the caller's own merchant: another merchant's member or
 * invitation id answers 404. The two invitation calls without a session take the token from the
 * emailed link, and any unusable token (unknown, used, revoked, expired) answers 400 INVALID_INVITATION.
 */
const tags = ['Merchant team'];
const id = z.string().max(64);

export const getTeam = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/team',
  auth: 'merchantUser',
  roles: MERCHANT_CAN.manageAccount,
  tags,
  summary: 'Team members and pending invitations',
  responses: { 200: teamResponseSchema },
});

export const inviteTeamMember = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/team/invitations',
  auth: 'merchantUser',
  roles: MERCHANT_CAN.manageAccount,
  tags,
  summary: 'Email a single-use invitation link that works for 7 days',
  description:
    'Only an OWNER may invite with role OWNER (403 FORBIDDEN_ROLE). An email any merchant user already signs in with answers 409 EMAIL_IN_USE. ' +
    'Inviting an address that already has a pending invitation replaces it: the older link stops working. At most 20 invitations per merchant an hour (429).',
  body: inviteMemberRequestSchema,
  responses: { 201: teamInvitationSchema },
  errors: ['EMAIL_IN_USE', 'RATE_LIMITED', 'TOO_MANY_INVITATIONS'],
});

export const revokeTeamInvitation = defineEndpoint({
  method: 'DELETE',
  path: '/api/merchant/team/invitations/:invitationId',
  auth: 'merchantUser',
  roles: MERCHANT_CAN.manageAccount,
  tags,
  summary: 'Revoke a pending invitation; its link stops working at once',
  description: 'Revoking twice is harmless. An accepted invitation answers 409 INVITATION_ACCEPTED; an ADMIN cannot revoke an invitation to the OWNER role.',
  params: z.object({ invitationId: id }),
  responses: { 204: z.null() },
  errors: ['INVITATION_ACCEPTED', 'INVITATION_NOT_FOUND'],
});

export const lookupTeamInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/team/invitations/lookup',
  auth: 'public',
  tags,
  summary: 'What an invitation link offers: the company, the invited email and the role',
  description: 'The token travels in the body, not the URL, so it stays out of access logs. Looking up does not use the link.',
  body: invitationLookupRequestSchema,
  responses: { 200: invitationLookupResponseSchema },
  errors: ['INVALID_INVITATION', 'MERCHANT_SUSPENDED', 'RATE_LIMITED'],
});

export const acceptTeamInvitation = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/team/invitations/accept',
  auth: 'public',
  tags,
  summary: 'Accept an invitation: creates the user with the invited email and role, and signs them in',
  description: 'The link works once. An email that became a merchant user elsewhere in the meantime answers 409 EMAIL_IN_USE.',
  body: acceptInvitationRequestSchema,
  responses: { 201: merchantSessionResponseSchema },
  errors: ['EMAIL_IN_USE', 'INVALID_INVITATION', 'MERCHANT_SUSPENDED', 'RATE_LIMITED'],
});

export const changeTeamMemberRole = defineEndpoint({
  method: 'PATCH',
  path: '/api/merchant/team/members/:userId',
  auth: 'merchantUser',
  roles: MERCHANT_CAN.manageAccount,
  tags,
  summary: "Change a member's role; it applies to their next request",
  description:
    'Only an OWNER may grant OWNER or change an OWNER (403 FORBIDDEN_ROLE). The last OWNER cannot be demoted (409 LAST_OWNER). The member is emailed.',
  params: z.object({ userId: id }),
  body: changeMemberRoleRequestSchema,
  responses: { 200: teamMemberSchema },
  errors: ['LAST_OWNER', 'MEMBER_NOT_FOUND'],
});

export const removeTeamMember = defineEndpoint({
  method: 'DELETE',
  path: '/api/merchant/team/members/:userId',
  auth: 'merchantUser',
  roles: MERCHANT_CAN.manageAccount,
  tags,
  summary: 'Remove a member: their account is deleted and every session of theirs ends at once',
  description: 'Only an OWNER may remove an OWNER (403 FORBIDDEN_ROLE), and the last OWNER cannot be removed (409 LAST_OWNER). The member is emailed.',
  params: z.object({ userId: id }),
  responses: { 204: z.null() },
  errors: ['LAST_OWNER', 'MEMBER_NOT_FOUND'],
});
