import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { merchantMe } from '@contract/endpoints/merchant-account';
import { changeTeamMemberRole, getTeam, inviteTeamMember, removeTeamMember, revokeTeamInvitation } from '@contract/endpoints/merchant-team';
import type { MerchantRole } from '@contract/merchant-auth';
import type { InviteMemberRequest, TeamInvitation, TeamMember } from '@contract/merchant-team';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';

export function useTeam() {
  return useQuery(endpointQuery(merchantApi, getTeam));
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  // A change to your own role or membership shows in /me too.
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: endpointKey(getTeam) }), queryClient.invalidateQueries({ queryKey: endpointKey(merchantMe) })]);
}

/** The form handles its own errors (field messages), so no toast here on failure. */
export function useInviteMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (body: InviteMemberRequest) => merchantApi.call(inviteTeamMember, { body }),
    onSuccess: (invitation) => {
      toast({ title: 'Invitation sent', description: `${invitation.email} can join as ${MERCHANT_ROLE_LABELS[invitation.role]} within 7 days.` });
      return refresh();
    },
  });
}

export function useRevokeInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (invitation: TeamInvitation) => merchantApi.call(revokeTeamInvitation, { params: { invitationId: invitation.id } }),
    onSuccess: (_data, invitation) => {
      toast({ title: 'Invitation revoked', description: `The link sent to ${invitation.email} no longer works.` });
      return refresh();
    },
    onError: (error) => toast({ title: 'Could not revoke the invitation', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}

export function useChangeMemberRole() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: ({ member, role }: { member: TeamMember; role: MerchantRole }) =>
      merchantApi.call(changeTeamMemberRole, { params: { userId: member.id }, body: { role } }),
    onSuccess: (updated) => {
      toast({ title: 'Role changed', description: `${updated.name} is now ${MERCHANT_ROLE_LABELS[updated.role]}.` });
      return refresh();
    },
    onError: (error) => toast({ title: 'Could not change the role', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}

export function useRemoveMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (member: TeamMember) => merchantApi.call(removeTeamMember, { params: { userId: member.id } }),
    onSuccess: (_data, member) => {
      toast({ title: 'Member removed', description: `${member.name} no longer has access.` });
      return refresh();
    },
    onError: (error) => toast({ title: 'Could not remove the member', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
  });
}
