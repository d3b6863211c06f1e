import { useQuery } from '@tanstack/react-query';
import { merchantMe } from '@contract/endpoints/merchant-account';
import { MERCHANT_CAN, roleAllowed } from '@contract/roles';
import { endpointQuery, merchantApi } from '@web/lib/api-client';

/** The signed-in user and their merchant; the portal shell loads it first, so screens below it read the cache. */
export function useMerchantMe() {
  return useQuery(endpointQuery(merchantApi, merchantMe));
}

/**
 * Whether the signed-in user's role may do something, by the same rule the server enforces
 * (MERCHANT_CAN). False until /me has answered, so nothing a role cannot do flashes up first.
 */
export function useMerchantCan(capability: keyof typeof MERCHANT_CAN): boolean {
  const role = useMerchantMe().data?.user.role;
  return role !== undefined && roleAllowed(MERCHANT_CAN[capability], role);
}
