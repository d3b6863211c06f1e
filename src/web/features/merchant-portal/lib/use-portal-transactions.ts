import { useInfiniteQuery } from '@tanstack/react-query';
import { listPortalTransactions } from '@contract/endpoints/payments';
import type { PaymentStatus } from '@contract/payment-states';
import { endpointKey, merchantApi } from '@web/lib/api-client';

export const TRANSACTIONS_PAGE_SIZE = 10;

/** The merchant's own payments in one mode, optionally of one status, a page at a time (keyset cursor from the server). */
export function usePortalTransactions(mode: 'test' | 'live', status?: PaymentStatus) {
  const query = { mode, limit: TRANSACTIONS_PAGE_SIZE, ...(status ? { status } : {}) };
  return useInfiniteQuery({
    queryKey: endpointKey(listPortalTransactions, { query }),
    queryFn: async ({ pageParam, signal }) =>
      (await merchantApi.call(listPortalTransactions, { query: { ...query, cursor: pageParam } }, { signal })) ?? {
        transactions: [],
        nextCursor: null,
      },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
