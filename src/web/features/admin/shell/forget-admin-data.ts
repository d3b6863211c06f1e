import type { QueryClient } from '@tanstack/react-query';

/** The query cache outlives the admin session (it is app-wide), so signing out must empty the admin part of it. */
export function forgetAdminData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/admin/') });
}
