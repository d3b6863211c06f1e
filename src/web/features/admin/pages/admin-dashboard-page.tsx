import { AdminSectionRoutes } from '../sections/admin-section-routes';
import { AdminShell } from '../shell/admin-shell';
import { useAdminSession } from '../shell/use-admin-session';
import { useLoadErrorToasts } from '../shell/use-load-error-toasts';

/** /admin and every /admin/* path: the session checks, the shell and the section the path names. */
export default function AdminDashboardPage() {
  const session = useAdminSession();
  useLoadErrorToasts();
  if (!session.ready) {
    // Only while the redirect to login happens; no admin data is requested without a token.
    return (
      <main id="main" className="flex min-h-[50vh] items-center justify-center">
        <p role="status" className="text-sm text-muted-foreground">
          Checking your session…
        </p>
      </main>
    );
  }
  return (
    <AdminShell email={session.email} role={session.role} onLogout={() => void session.logout()}>
      <AdminSectionRoutes role={session.role} />
    </AdminShell>
  );
}
