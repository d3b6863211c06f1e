import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRequestLogEntry, listRequestLog } from '@contract/endpoints/merchant-request-log';
import { endpointKey, endpointQuery, merchantApi } from '@web/lib/api-client';

export const REQUEST_LOG_PAGE_SIZE = 25;

export interface RequestLogFilters {
  status: string;
  path: string;
  key: string;
}

export const NO_REQUEST_LOG_FILTERS: RequestLogFilters = { status: '', path: '', key: '' };

/** Blank fields are no filter. */
function toQuery(filters: RequestLogFilters) {
  return {
    limit: REQUEST_LOG_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.path.trim() ? { path: filters.path.trim() } : {}),
    ...(filters.key ? { key: filters.key } : {}),
  };
}

/** The merchant's API request log, newest first, a page at a time. */
export function useRequestLog(filters: RequestLogFilters) {
  const query = toQuery(filters);
  return useInfiniteQuery({
    queryKey: endpointKey(listRequestLog, { query }),
    queryFn: async ({ pageParam, signal }) =>
      (await merchantApi.call(listRequestLog, { query: { ...query, cursor: pageParam } }, { signal })) ?? { requests: [], nextCursor: null },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One request's detail, loaded when its row is opened. */
export function useRequestLogEntry(requestId: string | null) {
  return useQuery({ ...endpointQuery(merchantApi, getRequestLogEntry, { params: { requestId: requestId ?? '' } }), enabled: requestId !== null });
}
