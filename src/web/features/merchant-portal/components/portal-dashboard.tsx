import { useQuery } from '@tanstack/react-query';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { endpointQuery, merchantApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { useSignupKey } from '../lib/one-time-secret';
import { useLogout } from '../lib/use-logout';
import { AccountDetailsCard } from './account-details-card';
import { ApiIntegrationCard } from './api-integration-card';
import { ApiKeysCard } from './api-keys-card';
import { PortalHeader } from './portal-header';
import { TestApiKeyCard } from './test-api-key-card';
import { TransactionsCard } from './transactions-card';
import { VerificationStatusCard } from './verification-status-card';
import { merchantMe } from '@contract/endpoints/merchant-account';

/** Logged in. /me checks the stored token first; a 401 clears it and the page falls back to sign-in. */
export function PortalDashboard() {
  const me = useQuery(endpointQuery(merchantApi, merchantMe));
  const signupKey = useSignupKey();
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

  const { merchant } = me.data;
  return (
    <>
      {header}
      <div className="grid gap-6 lg:grid-cols-2">
        {signupKey ? (
          <div className="lg:col-span-2">
            <TestApiKeyCard apiKey={signupKey} />
          </div>
        ) : null}
        <AccountDetailsCard me={me.data} />
        <VerificationStatusCard status={merchant.verificationStatus} />
        <div className="lg:col-span-2">
          <ApiIntegrationCard />
        </div>
        <div className="lg:col-span-2">
          <ApiKeysCard merchant={merchant} />
        </div>
        <div className="lg:col-span-2">
          <TransactionsCard />
        </div>
      </div>
    </>
  );
}
