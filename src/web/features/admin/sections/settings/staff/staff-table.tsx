import { useRef, useState } from 'react';
import type { StaffMember } from '@contract/admin-staff';
import { ADMIN_ROLE_DESCRIPTIONS } from '@contract/admin-staff';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@contract/roles';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { SendAdminResetButton } from '../send-admin-reset-button';
import { RoleSelect } from './role-select';
import type { StaffActions } from './use-staff-actions';

interface Props {
  admins: readonly StaffMember[];
  /** The signed-in admin, who cannot deactivate themselves. */
  selfId: string | null;
  actions: StaffActions;
}

type Pending = { kind: 'role'; admin: StaffMember; role: AdminRole } | { kind: 'deactivate'; admin: StaffMember } | null;

/** Every admin: change a role (after confirming), deactivate or reactivate. */
export function StaffTable({ admins, selfId, actions }: Props) {
  const [pending, setPending] = useState<Pending>(null);
  // What the closing dialog keeps showing while it fades out.
  const lastShown = useRef<Pending>(null);
  if (pending) lastShown.current = pending;
  const shown = pending ?? lastShown.current;
  const close = () => setPending(null);
  const busy = actions.changeRole.isPending || actions.deactivate.isPending;

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'role') actions.changeRole.mutate({ adminId: pending.admin.id, role: pending.role }, { onSettled: close });
    else actions.deactivate.mutate(pending.admin.id, { onSettled: close });
  };

  return (
    <>
      <Table aria-label="Staff">
        <TableHeader>
          <TableRow>
            <TableHead>Admin</TableHead>
            <TableHead>Role</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Two-factor</TableHead>
            <TableHead>Last sign-in</TableHead>
            <TableHead>
              <span className="sr-only">Actions</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {admins.map((admin) => {
            const self = admin.id === selfId;
            return (
              <TableRow key={admin.id} data-testid="staff-row">
                <TableCell className="font-medium">
                  {admin.email}
                  {self ? <span className="ml-1 font-normal text-muted-foreground">(you)</span> : null}
                </TableCell>
                <TableCell>
                  <RoleSelect
                    aria-label={`Role of ${admin.email}`}
                    value={admin.role}
                    disabled={busy}
                    className="min-w-36"
                    onRoleChange={(role) => setPending({ kind: 'role', admin, role })}
                  />
                </TableCell>
                <TableCell>
                  {admin.deactivatedAt ? (
                    <Badge variant="destructive">Deactivated {formatDateTime(admin.deactivatedAt)}</Badge>
                  ) : (
                    <Badge variant="success">Active</Badge>
                  )}
                </TableCell>
                <TableCell>{admin.mfaEnabled ? 'On' : 'Off'}</TableCell>
                <TableCell className="whitespace-nowrap">{admin.lastSignInAt ? formatDateTime(admin.lastSignInAt) : 'Never'}</TableCell>
                <TableCell>
                  <div className="flex flex-wrap justify-end gap-2">
                    {/* Your own password is changed above; a deactivated admin is sent nothing (the server refuses). */}
                    {self || admin.deactivatedAt ? null : <SendAdminResetButton adminId={admin.id} email={admin.email} disabled={busy} />}
                    {admin.deactivatedAt ? (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={actions.reactivate.isPending}
                        onClick={() => actions.reactivate.mutate(admin.id)}
                        aria-label={`Reactivate ${admin.email}`}
                      >
                        Reactivate
                      </Button>
                    ) : self ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={busy}
                        onClick={() => setPending({ kind: 'deactivate', admin })}
                        aria-label={`Deactivate ${admin.email}`}
                      >
                        Deactivate
                      </Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={pending?.kind === 'role'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={shown?.kind === 'role' ? `Make ${shown.admin.email} ${ADMIN_ROLE_LABELS[shown.role]}?` : ''}
        description={
          shown?.kind === 'role'
            ? `${ADMIN_ROLE_LABELS[shown.role]}: ${ADMIN_ROLE_DESCRIPTIONS[shown.role].toLowerCase()}. It applies at once${shown.admin.id === selfId ? ', to you as well' : ''}, and they are emailed.`
            : ''
        }
        confirmLabel="Change role"
        busy={actions.changeRole.isPending}
        onConfirm={confirm}
      />
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={shown?.kind === 'deactivate' ? `Deactivate ${shown.admin.email}?` : ''}
        description="Every session they have ends at once and they can no longer sign in. You can reactivate them later."
        confirmLabel="Deactivate"
        busy={actions.deactivate.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
