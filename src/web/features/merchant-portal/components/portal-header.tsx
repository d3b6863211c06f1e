import { LogOut, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import type { MerchantUser } from '@contract/merchant-auth';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import { BrandMark } from '@web/components/brand-mark';
import { NotificationBell } from '@web/components/notifications/notification-bell';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { merchantNotificationsApi } from '../lib/merchant-notifications';

interface Props {
  user?: MerchantUser;
  onLogout?: () => void;
  loggingOut?: boolean;
}

export function PortalHeader({ user, onLogout, loggingOut }: Props) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4 border-b border-border pb-6">
      <div className="grid gap-2">
        <Link to="/" className="w-fit rounded-sm" aria-label="SmartSplit home">
          <BrandMark />
        </Link>
        <h1 className="text-3xl font-bold tracking-tight text-primary">Merchant Portal</h1>
        {user ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>
              Welcome back, {user.firstName} {user.lastName}
            </span>
            <Badge variant="secondary" data-testid="header-role">
              {MERCHANT_ROLE_LABELS[user.role]}
            </Badge>
          </p>
        ) : null}
      </div>
      {onLogout ? (
        <div className="flex flex-wrap items-center gap-2">
          {user ? <NotificationBell api={merchantNotificationsApi} allHref="/merchant-portal/security#notification-preferences" /> : null}
          {/* docs/product-spec.md sections 2 and 6: only the OWNER role sees the Admin Panel button. */}
          {user?.role === 'OWNER' ? (
            <Button asChild variant="outline">
              <Link to="/admin">
                <ShieldCheck aria-hidden="true" />
                Admin Panel
              </Link>
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onLogout} disabled={loggingOut}>
            <LogOut aria-hidden="true" />
            {loggingOut ? 'Logging out…' : 'Logout'}
          </Button>
        </div>
      ) : null}
    </header>
  );
}
