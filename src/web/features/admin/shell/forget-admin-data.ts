import type { QueryClient } from '@tanstack/react-query';
import { isAreaQueryKey } from '@web/lib/api-client';

/** The query cache outlives the admin session (it is app-wide), so signing out must empty the admin part of it. */
export function forgetAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isAreaQueryKey(query.queryKey, 'admin') });
}
