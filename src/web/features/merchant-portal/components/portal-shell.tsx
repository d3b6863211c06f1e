import { Suspense } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import type { MerchantRole } from '@contract/merchant-auth';
import { MERCHANT_ROLE_LABELS, roleAllowed } from '@contract/roles';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { serverMessage } from '@web/lib/server-message';
import { useFeatureFlags } from '../lib/use-feature-flags';
import { useLogout } from '../lib/use-logout';
import { useMerchantMe } from '../lib/use-merchant-me';
import { PortalHeader } from './portal-header';
import { PAYMENT_ROUTE, PaymentDetailPage, PORTAL_TABS, tabFlagOn, tabPath, tabsFor } from './portal-tabs';

/**
 * Signed in: the header, the tabs the role may open, and the tab the path names. /me checks the
 * stored token first; a 401 clears it and the page falls back to sign-in.
 */
export function PortalShell() {
  const me = useMerchantMe();
  // Loaded once /me answers: tabs behind a feature flag show only once it is known to be on.
  const featureFlags = useFeatureFlags({ enabled: me.isSuccess });
  const logout = useLogout();
  const header = <PortalHeader user={me.data?.user} onLogout={() => logout.mutate()} loggingOut={logout.isPending} />;

  if (me.isPending) {
    return (
      <>
        {header}
        <p role="status" className="py-16 text-center text-muted-foreground">
          Loading your account…
        </p>
      </>
    );
  }
  if (me.isError || !me.data) {
    return (
      <>
        {header}
        <Card className="mx-auto max-w-xl" role="alert">
          <CardHeader>
            <CardTitle>We could not load your account</CardTitle>
            <CardDescription>{serverMessage(me.error) ?? 'Check your connection and try again.'}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button onClick={() => void me.refetch()} disabled={me.isFetching}>
              {me.isFetching ? 'Trying again…' : 'Try again'}
            </Button>
          </CardContent>
        </Card>
      </>
    );
  }

  const { role } = me.data.user;
  // Until the flags answer, flagged tabs are hidden; if they fail, flagged features count as off.
  const flags = featureFlags.data?.flags ?? {};
  return (
    <>
      {header}
      <PortalTabsNav role={role} flags={flags} />
      <Suspense
        fallback={
          <p role="status" className="py-6 text-sm text-muted-foreground">
            Loading…
          </p>
        }
      >
        <Routes>
          {PORTAL_TABS.map((tab) => {
            const { slug, title, roles, page: Page } = tab;
            const element = !roleAllowed(roles, role) ? (
              <NotForYourRole title={title} role={role} />
            ) : tabFlagOn(tab, flags) ? (
              <Page />
            ) : featureFlags.isPending ? (
              <p role="status" className="py-6 text-sm text-muted-foreground">
                Loading…
              </p>
            ) : (
              <NotEnabledForYou title={title} />
            );
            return slug === '' ? <Route key="overview" index element={element} /> : <Route key={slug} path={slug} element={element} />;
          })}
          <Route path={PAYMENT_ROUTE} element={<PaymentDetailPage />} />
          <Route path="*" element={<NoSuchTab />} />
        </Routes>
      </Suspense>
    </>
  );
}

function PortalTabsNav({ role, flags }: { role: MerchantRole; flags: Readonly<Record<string, boolean>> }) {
  return (
    // On a phone the tabs wrap onto a second line rather than hide past the edge; from md up they fit one line.
    <nav aria-label="Portal sections" className="-mt-4 border-b border-border md:overflow-x-auto">
      <ul className="flex flex-wrap gap-x-1 md:min-w-max md:flex-nowrap">
        {tabsFor(role, flags).map(({ slug, title }) => (
          <li key={slug}>
            <NavLink
              to={tabPath(slug)}
              end
              className={({ isActive }) =>
                cn(
                  '-mb-px inline-flex items-center border-b-2 px-4 py-2 text-sm font-medium text-muted-foreground hover:text-foreground',
                  isActive ? 'border-primary text-foreground' : 'border-transparent',
                )
              }
            >
              {title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NotForYourRole({ title, role }: { title: string; role: MerchantRole }) {
  return (
    <Card className="mx-auto w-full max-w-xl" role="alert">
      <CardHeader>
        <CardTitle>{title} is not available to your role</CardTitle>
        <CardDescription>Your role is {MERCHANT_ROLE_LABELS[role]}. Ask an owner or admin of the account if you need access.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link className="font-medium text-primary underline underline-offset-4" to={tabPath('')}>
          Go to the overview
        </Link>
      </CardContent>
    </Card>
  );
}

function NotEnabledForYou({ title }: { title: string }) {
  return (
    <Card className="mx-auto w-full max-w-xl" role="alert">
      <CardHeader>
        <CardTitle>{title} is not available to your account yet</CardTitle>
        <CardDescription>We are opening it to merchants gradually. Contact SmartSplit support if you need it now.</CardDescription>
      </CardHeader>
      <CardContent>
        <Link className="font-medium text-primary underline underline-offset-4" to={tabPath('')}>
          Go to the overview
        </Link>
      </CardContent>
    </Card>
  );
}

function NoSuchTab() {
  return (
    <Card className="mx-auto w-full max-w-xl">
      <CardHeader>
        <CardTitle>There is no portal page at this address</CardTitle>
      </CardHeader>
      <CardContent>
        <Link className="font-medium text-primary underline underline-offset-4" to={tabPath('')}>
          Go to the overview
        </Link>
      </CardContent>
    </Card>
  );
}
