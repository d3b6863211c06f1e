import type { ReactNode } from 'react';
import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { BrandMark } from '@web/components/brand-mark';
import { NotificationBell } from '@web/components/notifications/notification-bell';
import { Button } from '@web/components/ui/button';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@contract/roles';
import { adminNotificationsApi } from '../lib/admin-notifications';
import { sectionForPath } from '../lib/admin-sections';
import { AdminNav } from './admin-nav';
import { MobileNav } from './mobile-nav';
import { SystemStatusBadge } from './system-status-badge';

interface Props {
  email: string | null;
  role: AdminRole | null;
  onLogout: () => void;
  children: ReactNode;
}

/** Sidebar, header (section title, status, administrator, Logout) and the section itself in <main>. */
export function AdminShell({ email, role, onLogout, children }: Props) {
  const { pathname } = useLocation();
  const title = sectionForPath(pathname)?.title ?? 'Page not found';
  return (
    <div className="min-h-screen bg-muted/40 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2"
      >
        Skip to main content
      </a>
      <aside className="hidden border-r border-border bg-background lg:block">
        <div className="sticky top-0 max-h-screen overflow-y-auto px-3 py-5">
          <Link to="/admin" className="mb-6 flex items-center gap-2 px-3 font-semibold text-primary">
            <BrandMark />
            <span>Admin</span>
          </Link>
          <AdminNav idPrefix="sidebar-nav" role={role} />
        </div>
      </aside>
      <div className="flex min-h-screen min-w-0 flex-col">
        <header className="sticky top-0 z-30 flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border bg-background px-4 py-3 sm:px-6">
          <MobileNav role={role} />
          <h1 className="text-xl font-semibold tracking-tight">{title}</h1>
          <div className="ml-auto flex flex-wrap items-center gap-3">
            <SystemStatusBadge />
            <NotificationBell api={adminNotificationsApi} allHref="/admin/notifications" />
            {role ? (
              <span data-testid="admin-role" className="rounded-full border border-border px-2.5 py-0.5 text-xs font-medium text-muted-foreground">
                {ADMIN_ROLE_LABELS[role]}
              </span>
            ) : null}
            <div className="min-w-0 text-right leading-tight" data-testid="admin-identity">
              <p className="text-xs text-muted-foreground">Administrator</p>
              <p className="max-w-[14rem] truncate text-sm font-medium">{email ?? 'Signed in'}</p>
            </div>
            <Button variant="outline" size="sm" onClick={onLogout}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6">
          {children}
        </main>
      </div>
    </div>
  );
}
