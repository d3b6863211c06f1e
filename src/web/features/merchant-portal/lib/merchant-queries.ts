import type { QueryClient } from '@tanstack/react-query';

/** Query keys are API paths (lib/api-client); every merchant read starts with this. */
export const ME_KEY = ['/api/merchant/me'] as const;
export const VERIFICATION_KEY = ['/api/merchant/verification'] as const;
export const API_KEYS_KEY = ['/api/merchant/api-keys'] as const;
export const PORTAL_TRANSACTIONS_PATH = '/api/merchant/portal/transactions';

/**
 * Drops every cached merchant read. Called whenever the signed-in merchant changes (sign-up,
 * login, logout, an expired session) so one merchant's data can never flash up for another.
 */
export function clearMerchantQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/merchant') });
}
