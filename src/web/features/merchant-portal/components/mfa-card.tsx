import { useQuery } from '@tanstack/react-query';
import { TwoFactorPanel } from '@web/components/two-factor/two-factor-panel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';
import type { TwoFactorApi } from '@web/lib/two-factor-api';
import { merchantMe } from '@contract/endpoints/merchant-account';
import { merchantMfaDisable, merchantMfaEnable, merchantMfaSetup, merchantMfaStatus } from '@contract/endpoints/mfa';

const merchantTwoFactor: TwoFactorApi = {
  statusKey: endpointKey(merchantMfaStatus),
  status: (signal) => merchantApi.call(merchantMfaStatus, undefined, { signal }),
  setup: () => merchantApi.call(merchantMfaSetup),
  enable: (code) => merchantApi.call(merchantMfaEnable, { body: { code } }),
  disable: (body) => merchantApi.call(merchantMfaDisable, { body }),
};

/** Security page: the signed-in user's own two-factor sign-in. */
export function MfaCard() {
  const me = useQuery(endpointQuery(merchantApi, merchantMe));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Two-factor sign-in</CardTitle>
        <CardDescription>A code from your phone as well as your password, so a stolen password alone cannot open your account.</CardDescription>
      </CardHeader>
      <CardContent>
        <TwoFactorPanel api={merchantTwoFactor} idPrefix="merchant" account={me.data?.user.email ?? 'your SmartSplit account'} />
      </CardContent>
    </Card>
  );
}
