import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRole } from '@contract/roles';
import { adminMe } from '@contract/endpoints/admin-auth';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import {
  changeAdminRole,
  createStaffInvitation,
  deactivateAdmin,
  listAdmins,
  listStaffInvitations,
  reactivateAdmin,
  revokeStaffInvitation,
} from '@contract/endpoints/admin-staff';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';

/**
 * Every change on the staff card: each toasts the server's message and refreshes the staff list, the
 * pending invitations, the audit trail and the signed-in admin (whose own role may have changed).
 */
export function useStaffActions() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [listAdmins, listStaffInvitations, listAuditLogs, adminMe].map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })),
    );
  const done = (title: string) => (data: { message: string }) => {
    toast({ title, description: data.message });
    return refresh();
  };
  const failed = (title: string) => (error: unknown) => {
    if (isUnauthorized(error)) return;
    toast({ title, description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });
    // Someone else may have changed the staff meanwhile: show what the server now holds.
    void refresh();
  };

  const changeRole = useMutation({
    mutationFn: ({ adminId, role }: { adminId: string; role: AdminRole }) => adminApi.call(changeAdminRole, { params: { adminId }, body: { role } }),
    onSuccess: done('Role changed'),
    onError: failed('Role not changed'),
  });
  const deactivate = useMutation({
    mutationFn: (adminId: string) => adminApi.call(deactivateAdmin, { params: { adminId } }),
    onSuccess: done('Admin deactivated'),
    onError: failed('Admin not deactivated'),
  });
  const reactivate = useMutation({
    mutationFn: (adminId: string) => adminApi.call(reactivateAdmin, { params: { adminId } }),
    onSuccess: done('Admin reactivated'),
    onError: failed('Admin not reactivated'),
  });
  const invite = useMutation({
    mutationFn: (body: { email: string; role: AdminRole }) => adminApi.call(createStaffInvitation, { body }),
    onSuccess: done('Invitation sent'),
    // The form shows field errors itself; the toast still says what happened.
    onError: failed('Invitation not sent'),
  });
  const revokeInvitation = useMutation({
    mutationFn: (invitationId: string) => adminApi.call(revokeStaffInvitation, { params: { invitationId } }),
    onSuccess: done('Invitation withdrawn'),
    onError: failed('Invitation not withdrawn'),
  });
  return { changeRole, deactivate, reactivate, invite, revokeInvitation };
}

export type StaffActions = ReturnType<typeof useStaffActions>;
