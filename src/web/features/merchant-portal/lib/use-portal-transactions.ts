import { useInfiniteQuery } from '@tanstack/react-query';
import type { Payment } from '@contract/payments';
import { merchantApi, pathFromQueryKey } from '@web/lib/api-client';
import { PORTAL_TRANSACTIONS_PATH } from './merchant-queries';

export const TRANSACTIONS_PAGE_SIZE = 10;

interface PaymentPage {
  transactions: Payment[];
  nextCursor: string | null;
}

/** The merchant's own payments in one mode, a page at a time (keyset cursor from the server). */
export function usePortalTransactions(mode: 'test' | 'live') {
  return useInfiniteQuery({
    queryKey: [PORTAL_TRANSACTIONS_PATH, { mode, limit: TRANSACTIONS_PAGE_SIZE }],
    queryFn: async ({ pageParam, signal }) => {
      const path = pathFromQueryKey([PORTAL_TRANSACTIONS_PATH, { mode, limit: TRANSACTIONS_PAGE_SIZE, cursor: pageParam }]);
      return (await merchantApi.get<PaymentPage>(path, { signal })) ?? { transactions: [], nextCursor: null };
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
