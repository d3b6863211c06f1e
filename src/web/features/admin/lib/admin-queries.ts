import { useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import type { EndpointDefinition, EndpointInput, EndpointResult } from '@contract/endpoint';
import { adminApi, endpointKey, endpointQuery, type CallArgs } from '@web/lib/api-client';

/** What a failed load toasts (docs/decisions/0006-web-client-departures.md); the shell shows it, so sections only name it. */
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

/** A GET of one contract endpoint through the admin client, keyed by the endpoint and its input. */
export function useAdminQuery<E extends EndpointDefinition>(
  endpoint: E,
  input?: EndpointInput<E>,
  options: { loadError?: LoadErrorToast; enabled?: boolean; refetchInterval?: number; refetchOnMount?: boolean | 'always' } = {},
) {
  return useQuery<EndpointResult<E>>({
    ...endpointQuery(adminApi, endpoint, input),
    meta: { loadError: options.loadError ?? DEFAULT_LOAD_ERROR },
    enabled: options.enabled,
    refetchInterval: options.refetchInterval,
    refetchOnMount: options.refetchOnMount,
  });
}

/** A keyset-paged admin list: each page carries `nextCursor`, null on the last page. */
export function useCursorList<E extends EndpointDefinition & { method: 'GET' }>(
  endpoint: E,
  filters: Filters,
  loadError = DEFAULT_LOAD_ERROR,
  options: { enabled?: boolean } = {},
) {
  const cleaned = cleanFilters(filters);
  return useInfiniteQuery({
    queryKey: endpointKey(endpoint, { query: cleaned } as EndpointInput<E>),
    queryFn: async ({ pageParam, signal }) => {
      const input = { query: { ...cleaned, cursor: pageParam } } as EndpointInput<E>;
      const page = (await adminApi.call(endpoint, ...([input, { signal }] as unknown as CallArgs<E>))) as
        (EndpointResult<E> & { nextCursor: string | null }) | null;
      if (page === null) throw new Error('The server sent an empty answer');
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    meta: { loadError },
    enabled: options.enabled,
  });
}

/** Marks every cached call of these endpoints stale; the ones on screen reload, and the promise waits for them. */
export function invalidateEndpoints(queryClient: QueryClient, endpoints: readonly EndpointDefinition[]) {
  return Promise.all(endpoints.map((endpoint) => queryClient.invalidateQueries({ queryKey: endpointKey(endpoint) })));
}
