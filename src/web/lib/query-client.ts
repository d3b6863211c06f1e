import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiClients } from './api-client';
import { isHttpError } from './http-error';
import { isTokenKey } from './token-storage';

/** docs/product-spec.md section 9. */
export const QUERY_STALE_TIME_MS = 30_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const RETRY_DELAY_MS = 1000;

/**
 * Screens choose their session with `meta: { tokenKey: 'adminToken' }` (or pass a client's
 * getQueryFn); without it a query uses the generic authToken, as the spec's reads do.
 */
export const defaultQueryFn: QueryFunction<unknown> = (context) => {
  const requested = context.meta?.tokenKey;
  const client = apiClients[isTokenKey(requested) ? requested : 'authToken'];
  return client.getQueryFn()(context);
};

/**
 * The spec retries every call once. A 4xx answer will not change on a second try (and a 401
 * has already cleared the token), so only network failures and 5xx/408/429 get the retry.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isHttpError(error)) return true;
  return error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * Mutations are retried only when no response arrived at all: replaying a POST the server
 * may already have applied could, for example, send an email campaign twice.
 */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && !isHttpError(error) && !(error instanceof DOMException && error.name === 'AbortError');
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // On the cache rather than in defaultOptions, so a screen's own onError does not silence it.
    mutationCache: new MutationCache({ onError: (error) => console.error('Mutation failed:', error) }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetryQuery,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: true,
        refetchInterval: false,
      },
      mutations: {
        retry: shouldRetryMutation,
        retryDelay: RETRY_DELAY_MS,
      },
    },
  });
}

/** One cache for the whole app area, so leaving and re-entering the portal keeps it warm. */
export const queryClient = createQueryClient();
