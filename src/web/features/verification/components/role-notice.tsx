import { Link } from 'react-router';
import type { MerchantRole } from '@contract/merchant-auth';
import { MERCHANT_CAN, MERCHANT_ROLE_LABELS } from '@contract/roles';
import { Button } from '@web/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';

const managers = MERCHANT_CAN.manageAccount.map((role) => MERCHANT_ROLE_LABELS[role].toLowerCase());
/** "an owner or admin" and "owners and admins", from the roles that may verify. */
const ONE_MANAGER = `an ${managers.join(' or ')}`;
const ALL_MANAGERS = managers.map((name) => `${name}s`).join(' and ');

/** For a team member whose role does not include verification: who to ask instead. */
export function RoleNotice({ role }: { role: MerchantRole }) {
  return (
    <Card className="mx-auto w-full max-w-xl" role="status">
      <CardHeader>
        <CardTitle>Ask {ONE_MANAGER} to verify the business</CardTitle>
        <CardDescription>
          Your role is {MERCHANT_ROLE_LABELS[role]}. Business verification (company and bank details and documents) is handled by the account&apos;s{' '}
          {ALL_MANAGERS}. You can follow its status on the portal&apos;s overview.
        </CardDescription>
      </CardHeader>
      <CardFooter>
        <Button asChild>
          <Link to="/merchant-portal">Go to the merchant portal</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
