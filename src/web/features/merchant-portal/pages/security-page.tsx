import { ChangePasswordCard } from '@web/components/account-security/change-password-card';
import { SessionsCard } from '@web/components/account-security/sessions-card';
import { NotificationPreferencesForm } from '@web/components/notifications/notification-preferences-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { MfaCard } from '../components/mfa-card';
import { merchantNotificationsApi } from '../lib/merchant-notifications';
import { merchantPasswordChangeApi, merchantSessionsApi } from '../lib/merchant-security';

/** /merchant-portal/security: the signed-in user's password, sessions, two-factor sign-in and notification preferences. */
export function SecurityPage() {
  return (
    <div className="grid gap-6">
      <ChangePasswordCard api={merchantPasswordChangeApi} idPrefix="portal-" formClassName="grid max-w-md gap-4" failureFallback="Try again in a moment." />
      <SessionsCard api={merchantSessionsApi} />
      <MfaCard />
      <Card id="notification-preferences">
        <CardHeader>
          <CardTitle>Notifications</CardTitle>
          <CardDescription>
            Choose how each kind of notification reaches you: in the portal (the bell), by email, both or neither. Verification emails to your account’s contact
            address are sent either way.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NotificationPreferencesForm api={merchantNotificationsApi} />
        </CardContent>
      </Card>
    </div>
  );
}
