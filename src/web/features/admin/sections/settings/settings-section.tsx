import { ChangePasswordCard } from '@web/components/account-security/change-password-card';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { LoadState } from '@web/features/admin/components/load-state';
import { adminPasswordChangeApi } from '@web/features/admin/lib/admin-security';
import { toFormValues } from '@web/features/admin/lib/settings-form';
import { AdminMfaCard } from './admin-mfa-card';
import { AdminSessionsCard } from './admin-sessions-card';
import { CreateAdminForm } from './create-admin-form';
import { PlatformInfoCard } from './platform-info-card';
import { PlatformSettingsForm } from './platform-settings-form';
import { usePlatformSettings } from './settings-api';
import type { EndpointDefinition } from '@contract/endpoint';
import { createAdmin } from '@contract/endpoints/admin-auth';
import { listAdmins } from '@contract/endpoints/admin-staff';
import { roleAllowed } from '@contract/roles';
import { useAdminRole } from '@web/features/admin/lib/use-admin-role';
import { StaffCard } from './staff/staff-card';

export function SettingsSection() {
  const settings = usePlatformSettings();
  const role = useAdminRole();
  // Cards that manage the staff appear only for the roles their endpoints allow (super admins).
  const may = (endpoint: EndpointDefinition) => role !== null && roleAllowed(endpoint.roles, role);
  const data = settings.data;
  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Platform settings</CardTitle>
          <CardDescription>Changes apply at once to new payments and sign-ups.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoadState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()} what="settings" />
          {/* Keyed on the stored values, so the form starts again from whatever the server now holds. */}
          {data ? <PlatformSettingsForm key={JSON.stringify(data)} initial={toFormValues(data)} role={role} /> : null}
        </CardContent>
      </Card>
      <PlatformInfoCard />
      <ChangePasswordCard api={adminPasswordChangeApi} failureFallback="Failed to change password" />
      <AdminSessionsCard />
      <AdminMfaCard />
      {may(createAdmin) ? <CreateAdminForm /> : null}
      {may(listAdmins) ? <StaffCard /> : null}
    </div>
  );
}
