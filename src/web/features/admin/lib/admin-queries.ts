import { useInfiniteQuery, useQuery, type QueryKey } from '@tanstack/react-query';
import { adminApi, pathFromQueryKey } from '@web/lib/api-client';

/** What a failed load toasts (spec section 8); the shell shows it, so sections only name it. */
export interface LoadErrorToast {
  title: string;
  description: string;
}

export const DEFAULT_LOAD_ERROR: LoadErrorToast = { title: 'Error loading data', description: 'Failed to load admin data' };

export type Filters = Record<string, string | number | undefined>;

/** Blank filter fields mean "no filter", so they must not reach the query string as `x=`. */
export function cleanFilters(filters: Filters): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    out[name] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** A GET through the admin client, keyed by its path (and a trailing query object). */
export function useAdminQuery<T>(queryKey: QueryKey, options: { loadError?: LoadErrorToast; enabled?: boolean } = {}) {
  return useQuery<T | null, Error, T | null>({
    queryKey,
    queryFn: adminApi.getQueryFn<T>(),
    meta: { loadError: options.loadError ?? DEFAULT_LOAD_ERROR },
    enabled: options.enabled,
  });
}

/** A keyset-paged admin list: each page carries `nextCursor`, null on the last page. */
export function useCursorList<TPage extends { nextCursor: string | null }>(path: string, filters: Filters, loadError = DEFAULT_LOAD_ERROR) {
  const cleaned = cleanFilters(filters);
  return useInfiniteQuery({
    queryKey: [path, cleaned],
    queryFn: async ({ pageParam, signal }) => {
      const page = await adminApi.get<TPage>(pathFromQueryKey([path, { ...cleaned, cursor: pageParam }]), { signal });
      if (page === null) throw new Error('The server sent an empty answer');
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { loadError },
  });
}
