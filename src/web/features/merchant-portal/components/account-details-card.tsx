import type { MerchantMeResponse } from '@contract/merchant-auth';
import { MERCHANT_ROLE_LABELS } from '@contract/roles';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { statusText } from '../lib/labels';

export function AccountDetailsCard({ me }: { me: MerchantMeResponse }) {
  const { merchant, user } = me;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-4 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
          <dt className="font-medium">Company name</dt>
          <dd className="break-words">{merchant.companyName}</dd>
          <dt className="font-medium">Merchant ID</dt>
          <dd className="font-mono break-all" data-testid="merchant-id">
            {merchant.merchantId}
          </dd>
          <dt className="font-medium">Status</dt>
          <dd>
            {/* docs/product-spec.md section 2: ACTIVE is the default badge, every other status secondary. */}
            <Badge variant={merchant.status === 'ACTIVE' ? 'default' : 'secondary'}>{statusText(merchant.status)}</Badge>
          </dd>
          <dt className="font-medium">Signed in as</dt>
          <dd className="[overflow-wrap:anywhere]">
            {user.firstName} {user.lastName} ({user.email})
          </dd>
          <dt className="font-medium">Your role</dt>
          <dd>
            <Badge variant="outline" data-testid="account-role">
              {MERCHANT_ROLE_LABELS[user.role]}
            </Badge>
          </dd>
        </dl>
      </CardContent>
    </Card>
  );
}
