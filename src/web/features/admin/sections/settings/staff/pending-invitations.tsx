import { ADMIN_ROLE_LABELS } from '@contract/roles';
import type { StaffInvitation } from '@contract/admin-staff';
import { Button } from '@web/components/ui/button';
import { formatDateTime } from '@web/lib/format';
import type { StaffActions } from './use-staff-actions';

/** Invitations not yet accepted, withdrawn or expired. */
export function PendingInvitations({ invitations, actions }: { invitations: readonly StaffInvitation[]; actions: StaffActions }) {
  if (invitations.length === 0) return <p className="text-sm text-muted-foreground">No invitations are waiting to be accepted.</p>;
  return (
    <ul aria-label="Pending invitations" className="divide-y divide-border rounded-md border border-border">
      {invitations.map((invitation) => (
        <li key={invitation.id} data-testid="staff-invitation" className="flex flex-wrap items-center justify-between gap-3 px-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium">
              {invitation.email} <span className="font-normal text-muted-foreground">as {ADMIN_ROLE_LABELS[invitation.role]}</span>
            </p>
            <p className="text-xs text-muted-foreground">
              Sent {formatDateTime(invitation.createdAt)}
              {invitation.invitedByEmail ? ` by ${invitation.invitedByEmail}` : ''}; expires {formatDateTime(invitation.expiresAt)}
            </p>
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={actions.revokeInvitation.isPending}
            onClick={() => actions.revokeInvitation.mutate(invitation.id)}
            aria-label={`Withdraw the invitation to ${invitation.email}`}
          >
            Withdraw
          </Button>
        </li>
      ))}
    </ul>
  );
}
