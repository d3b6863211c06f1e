import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { serverMessage } from '@web/lib/server-message';
import { InviteMemberCard } from '../components/team/invite-member-card';
import { PendingInvitationsCard } from '../components/team/pending-invitations-card';
import { TeamMembersCard } from '../components/team/team-members-card';
import { useMerchantMe } from '../lib/use-merchant-me';
import { useTeam } from '../lib/use-team';

/** /merchant-portal/team (owners and admins): members, their roles, and invitations. */
export function TeamPage() {
  const role = useMerchantMe().data?.user.role;
  const team = useTeam();
  if (!role) return null;
  if (team.isPending) {
    return (
      <p role="status" className="py-6 text-sm text-muted-foreground">
        Loading your team…
      </p>
    );
  }
  if (team.isError) {
    return (
      <Card role="alert">
        <CardContent className="grid gap-3 pt-6">
          <p>We could not load your team: {serverMessage(team.error) ?? 'check your connection and try again.'}</p>
          <div>
            <Button onClick={() => void team.refetch()} disabled={team.isFetching}>
              Try again
            </Button>
          </div>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="grid gap-6">
      <InviteMemberCard yourRole={role} />
      <TeamMembersCard members={team.data.members} yourRole={role} />
      <PendingInvitationsCard invitations={team.data.invitations} yourRole={role} />
    </div>
  );
}
