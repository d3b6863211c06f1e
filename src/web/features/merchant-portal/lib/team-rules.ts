import { MERCHANT_ROLES, type MerchantRole } from '@contract/merchant-auth';
import type { TeamMember } from '@contract/merchant-team';

/**
 * The server's team rules, for what the Team page offers: only an owner grants the Owner role or
 * changes an owner, and the last owner keeps the role. The server enforces them all the same.
 */

/** Roles the signed-in user may give to someone. */
export function grantableRoles(yourRole: MerchantRole): MerchantRole[] {
  return MERCHANT_ROLES.filter((role) => role !== 'OWNER' || yourRole === 'OWNER');
}

/** Whether you may change or remove this member: not yourself here (ask another manager), and owners only by an owner. */
export function canManageMember(yourRole: MerchantRole, member: TeamMember): boolean {
  if (member.isYou) return false;
  return member.role !== 'OWNER' || yourRole === 'OWNER';
}
