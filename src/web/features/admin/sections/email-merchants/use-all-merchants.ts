import { useEffect } from 'react';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { listMerchants } from '@contract/endpoints/admin-merchants';

const LOAD_ERROR = { title: 'Error loading data', description: 'Failed to load merchants' };

/**
 * Every merchant with the chosen status, 500 per page, fetching the next page
 * until there is none: the checklist must offer all recipients, not a first page.
 * Not loaded at all when `enabled` is false (a role that cannot send).
 */
export function useAllMerchants(status: string, enabled = true) {
  const list = useCursorList(listMerchants, { status, limit: 500 }, LOAD_ERROR, { enabled });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const merchants = list.data?.pages.flatMap((page) => page.merchants) ?? [];
  return { list, merchants, complete: list.isSuccess && !hasNextPage };
}
