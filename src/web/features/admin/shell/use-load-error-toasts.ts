import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/lib/use-toast';
import { DEFAULT_LOAD_ERROR, type LoadErrorToast } from '../lib/admin-queries';
import { isUnauthorized } from '../lib/is-unauthorized';
import { isAreaQueryKey } from '@web/lib/api-client';

/**
 * One place toasts every failed admin load, with the text the query names in meta.loadError.
 * 401s are left to the session hook, which shows Session Expired instead.
 */
export function useLoadErrorToasts(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isAreaQueryKey(event.query.queryKey, 'admin')) return;
        if (isUnauthorized(event.action.error)) return;
        // A query that shows its own failure (the header's status badge) opts out with loadError: false.
        if (event.query.meta?.loadError === false) return;
        const text = (event.query.meta?.loadError as LoadErrorToast | undefined) ?? DEFAULT_LOAD_ERROR;
        toast({ title: text.title, description: text.description, variant: 'destructive' });
      }),
    [queryClient],
  );
}
