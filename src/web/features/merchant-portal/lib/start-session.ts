import type { QueryClient } from '@tanstack/react-query';
import type { MerchantSessionResponse } from '@contract/merchant-auth';
import { setToken } from '@web/lib/token-storage';
import { clearMerchantQueries } from './merchant-queries';
import { forgetSignupKey } from './one-time-secret';
import { merchantMe } from '@contract/endpoints/merchant-account';
import { endpointKey } from '@web/lib/api-client';

/**
 * Switches the portal to a newly signed-in merchant: the previous merchant's cached data goes,
 * the answer primes /me (so the dashboard renders without a second call), and only then is the
 * token stored, because storing it is what flips the screen to the dashboard.
 */
export function startMerchantSession(queryClient: QueryClient, response: MerchantSessionResponse, { keepSignupKey = false } = {}): void {
  clearMerchantQueries(queryClient);
  if (!keepSignupKey) forgetSignupKey();
  queryClient.setQueryData(endpointKey(merchantMe), { user: response.user, merchant: response.merchant });
  setToken('merchantToken', response.token);
}
