/** The team domain's entry point: other code imports this file only (docs/decisions/0032-every-domain-behind-an-index.md). */
export { acceptInvitation } from './accept-invitation';
export { changeMemberRole } from './change-member-role';
export { hashInvitationToken, looksLikeInvitationToken, newInvitationToken } from './invitation-token';
export { inviteMember } from './invite-member';
export { listTeam } from './list-team';
export { lookupInvitation } from './lookup-invitation';
export { removeMember } from './remove-member';
export { revokeInvitation } from './revoke-invitation';
