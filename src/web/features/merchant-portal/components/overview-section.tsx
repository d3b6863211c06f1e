import { MERCHANT_CAN, MERCHANT_ROLE_LABELS } from '@contract/roles';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSignupKey } from '../lib/one-time-secret';
import { useMerchantCan, useMerchantMe } from '../lib/use-merchant-me';
import { AccountDetailsCard } from './account-details-card';
import { ApiIntegrationCard } from './api-integration-card';
import { ApiKeysCard } from './api-keys-card';
import { KybReviewBanner } from './kyb-review-banner';
import { TestApiKeyCard } from './test-api-key-card';
import { TransactionsCard } from './transactions-card';
import { VerificationStatusCard } from './verification-status-card';

const KEY_ROLES = MERCHANT_CAN.manageKeys.map((role) => MERCHANT_ROLE_LABELS[role].toLowerCase());

/** /merchant-portal: the account, verification, keys and payments; each card shows only what the role may do. */
export function OverviewSection() {
  const me = useMerchantMe();
  const signupKey = useSignupKey();
  const canManageKeys = useMerchantCan('manageKeys');
  const canManageAccount = useMerchantCan('manageAccount');
  // The shell renders this only once /me has answered.
  if (!me.data) return null;
  const { merchant, user } = me.data;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <KybReviewBanner canManage={canManageAccount} />
      {signupKey ? (
        <div className="lg:col-span-2">
          <TestApiKeyCard apiKey={signupKey} />
        </div>
      ) : null}
      <AccountDetailsCard me={me.data} />
      <VerificationStatusCard status={merchant.verificationStatus} canManage={canManageAccount} />
      <div className="lg:col-span-2">
        <ApiIntegrationCard />
      </div>
      <div className="lg:col-span-2">
        {canManageKeys ? (
          <ApiKeysCard merchant={merchant} />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>API Keys</CardTitle>
              <CardDescription>
                API keys are managed by {KEY_ROLES.slice(0, -1).join(', ')} and {KEY_ROLES.at(-1)} members. Your role ({MERCHANT_ROLE_LABELS[user.role]}) can
                read payments.
              </CardDescription>
            </CardHeader>
          </Card>
        )}
      </div>
      <div className="lg:col-span-2">
        <TransactionsCard />
      </div>
    </div>
  );
}
