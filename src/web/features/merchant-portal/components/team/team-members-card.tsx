import { useState } from 'react';
import type { MerchantRole } from '@contract/merchant-auth';
import type { TeamMember } from '@contract/merchant-team';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { canManageMember } from '../../lib/team-rules';
import { ChangeRoleDialog } from './change-role-dialog';
import { RemoveMemberDialog } from './remove-member-dialog';
import { Truncate } from '@web/components/ui/truncate';

/** Everyone on the team, with the changes the signed-in user may make to each. */
export function TeamMembersCard({ members, yourRole }: { members: readonly TeamMember[]; yourRole: MerchantRole }) {
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team members</CardTitle>
        <CardDescription>Only an owner can make someone an owner or change an owner. The account always keeps at least one owner.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table aria-label="Team members">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {members.map((member) => (
              <TableRow key={member.id} data-testid="team-member-row">
                <TableCell className="font-medium">
                  <span className="break-words">{member.name}</span>
                  {member.isYou ? (
                    <Badge variant="outline" className="ml-2">
                      You
                    </Badge>
                  ) : null}
                </TableCell>
                <TableCell>
                  <Truncate value={member.email} className="max-w-[16rem]" />
                </TableCell>
                <TableCell>
                  <Badge variant={member.role === 'OWNER' ? 'default' : 'secondary'}>{MERCHANT_ROLE_LABELS[member.role]}</Badge>
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(member.createdAt)}</TableCell>
                <TableCell>
                  {canManageMember(yourRole, member) ? (
                    <div className="flex justify-end gap-2">
                      <Button size="sm" variant="outline" onClick={() => setChanging(member)} aria-label={`Change the role of ${member.name}`}>
                        Change role
                      </Button>
                      <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setRemoving(member)} aria-label={`Remove ${member.name}`}>
                        Remove
                      </Button>
                    </div>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
      <ChangeRoleDialog member={changing} yourRole={yourRole} onClose={() => setChanging(null)} />
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
