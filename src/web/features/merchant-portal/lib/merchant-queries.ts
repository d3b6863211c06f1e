import type { QueryClient } from '@tanstack/react-query';
import { isAreaQueryKey } from '@web/lib/api-client';

/**
 * Drops every cached merchant read. Called whenever the signed-in merchant changes (sign-up,
 * login, logout, an expired session) so one merchant's data can never flash up for another.
 */
export function clearMerchantQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isAreaQueryKey(query.queryKey, 'merchant') });
}
