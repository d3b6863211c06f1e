import { TwoFactorPanel } from '@web/components/two-factor/two-factor-panel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { adminTwoFactor } from '@web/features/admin/lib/admin-two-factor';
import { adminMe } from '@contract/endpoints/admin-auth';

/** Settings: the signed-in admin's own two-factor sign-in. */
export function AdminMfaCard() {
  const me = useAdminQuery(adminMe);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-factor sign-in</CardTitle>
        <CardDescription>Your own sign-in: a code from your phone as well as your password.</CardDescription>
      </CardHeader>
      <CardContent>
        <TwoFactorPanel api={adminTwoFactor} idPrefix="admin" account={me.data?.admin.email ?? 'your admin account'} />
      </CardContent>
    </Card>
  );
}
