import { useInfiniteQuery } from '@tanstack/react-query';
import { listPortalTransactions } from '@contract/endpoints/payments';
import { endpointKey, merchantApi } from '@web/lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** The merchant's own payments in one mode, a page at a time (keyset cursor from the server). */
export function usePortalTransactions(mode: 'test' | 'live') {
  return useInfiniteQuery({
    queryKey: endpointKey(listPortalTransactions, { query: { mode, limit: TRANSACTIONS_PAGE_SIZE } }),
    queryFn: async ({ pageParam, signal }) =>
      (await merchantApi.call(listPortalTransactions, { query: { mode, limit: TRANSACTIONS_PAGE_SIZE, cursor: pageParam } }, { signal })) ?? {
        transactions: [],
        nextCursor: null,
      },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
