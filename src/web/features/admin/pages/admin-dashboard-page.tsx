import { useState } from 'react';
import { AdminSectionRoutes } from '../sections/admin-section-routes';
import { AdminShell } from '../shell/admin-shell';
import { IdleWarningDialog } from '../shell/idle-warning-dialog';
import { MfaEnrolmentScreen } from '../shell/mfa-enrolment-screen';
import { useAdminSession } from '../shell/use-admin-session';
import { useLoadErrorToasts } from '../shell/use-load-error-toasts';

/** /admin and every /admin/* path: the session checks, the shell and the section the path names. */
export default function AdminDashboardPage() {
  const session = useAdminSession();
  useLoadErrorToasts();
  // Held from the moment enrolment is demanded until the recovery codes are put away, so a refetch
  // of /me that already says "enrolled" cannot take the codes off the screen.
  const [enrolling, setEnrolling] = useState(false);
  if (session.mfaEnrolmentRequired && !enrolling) setEnrolling(true);

  if (!session.ready || session.checking) {
    // While the redirect to login happens, or /me is asked whether two-factor enrolment comes first;
    // no section data is requested before then.
    return (
      <main id="main" className="flex min-h-[50vh] items-center justify-center">
        <p role="status" className="text-sm text-muted-foreground">
          Checking your session…
        </p>
      </main>
    );
  }
  const idleWarning = (
    <IdleWarningDialog
      warning={session.idle.warning}
      renewing={session.idle.renewing}
      onStay={() => void session.idle.staySignedIn()}
      onSignOut={() => void session.logout()}
    />
  );
  if (enrolling) {
    return (
      <>
        {idleWarning}
        <MfaEnrolmentScreen
          email={session.email}
          linkRequired={session.mfaEnrolmentLinkRequired}
          onLogout={() => void session.logout()}
          onFinished={() => {
            session.markMfaEnrolled();
            setEnrolling(false);
          }}
        />
      </>
    );
  }
  return (
    <AdminShell email={session.email} role={session.role} onLogout={() => void session.logout()}>
      {idleWarning}
      <AdminSectionRoutes role={session.role} />
    </AdminShell>
  );
}
