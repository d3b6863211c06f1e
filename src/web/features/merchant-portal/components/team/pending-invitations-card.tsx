import type { MerchantRole } from '@contract/merchant-auth';
import type { TeamInvitation } from '@contract/merchant-team';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { useRevokeInvitation } from '../../lib/use-team';
import { Truncate } from '@web/components/ui/truncate';

/** Invitations not yet accepted; revoking one stops its link at once. */
export function PendingInvitationsCard({ invitations, yourRole }: { invitations: readonly TeamInvitation[]; yourRole: MerchantRole }) {
  const revoke = useRevokeInvitation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending invitations</CardTitle>
        <CardDescription>Inviting the same address again sends a new link and stops the old one.</CardDescription>
      </CardHeader>
      <CardContent>
        {invitations.length === 0 ? (
          <p data-empty-state className="text-sm text-muted-foreground">
            No pending invitations.
          </p>
        ) : (
          <Table aria-label="Pending invitations">
            <TableHeader>
              <TableRow>
                <TableHead>Email</TableHead>
                <TableHead>Role</TableHead>
                <TableHead>Invited by</TableHead>
                <TableHead>Expires</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {invitations.map((invitation) => (
                <TableRow key={invitation.id} data-testid="invitation-row">
                  <TableCell>
                    <Truncate value={invitation.email} className="max-w-[16rem]" />
                  </TableCell>
                  <TableCell>
                    <Badge variant="secondary">{MERCHANT_ROLE_LABELS[invitation.role]}</Badge>
                  </TableCell>
                  <TableCell>{invitation.invitedBy ?? 'A former member'}</TableCell>
                  <TableCell className="whitespace-nowrap">{formatDateTime(invitation.expiresAt)}</TableCell>
                  <TableCell>
                    {invitation.role !== 'OWNER' || yourRole === 'OWNER' ? (
                      <div className="flex justify-end">
                        <Button
                          size="sm"
                          variant="ghost"
                          className="text-destructive"
                          disabled={revoke.isPending}
                          onClick={() => revoke.mutate(invitation)}
                          aria-label={`Revoke the invitation to ${invitation.email}`}
                        >
                          Revoke
                        </Button>
                      </div>
                    ) : null}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
