import { adminMe } from '@contract/endpoints/admin-auth';
import { listAdmins, listStaffInvitations } from '@contract/endpoints/admin-staff';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { InviteStaffForm } from './invite-staff-form';
import { PendingInvitations } from './pending-invitations';
import { StaffTable } from './staff-table';
import { useStaffActions } from './use-staff-actions';

/** The staff page of Settings, for super admins: who has access, with which role, and invitations. */
export function StaffCard() {
  const staff = useAdminQuery(listAdmins, undefined, { loadError: { title: 'Failed to fetch staff', description: 'The staff list could not be loaded' } });
  const invitations = useAdminQuery(listStaffInvitations, undefined, {
    loadError: { title: 'Failed to fetch invitations', description: 'Pending invitations could not be loaded' },
  });
  const selfId = useAdminQuery(adminMe).data?.admin.id ?? null;
  const actions = useStaffActions();

  return (
    <Card className="xl:col-span-2">
      <CardHeader>
        <CardTitle as="h2">Staff</CardTitle>
        <CardDescription>Who can use the admin panel and with which role. Every change is audited and the admin it affects is emailed.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <LoadState isPending={staff.isPending} isError={staff.isError} onRetry={() => void staff.refetch()} what="staff" />
        {staff.data ? <StaffTable admins={staff.data.admins} selfId={selfId} actions={actions} /> : null}
        <section aria-labelledby="invite-title" className="grid gap-3">
          <h3 id="invite-title" className="font-semibold">
            Invite an admin
          </h3>
          <InviteStaffForm actions={actions} />
        </section>
        <section aria-labelledby="invitations-title" className="grid gap-3">
          <h3 id="invitations-title" className="font-semibold">
            Pending invitations
          </h3>
          <LoadState isPending={invitations.isPending} isError={invitations.isError} onRetry={() => void invitations.refetch()} what="invitations" />
          {invitations.data ? <PendingInvitations invitations={invitations.data.invitations} actions={actions} /> : null}
        </section>
      </CardContent>
    </Card>
  );
}
