import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error';
import { QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS, createQueryClient, defaultQueryFn, shouldRetryMutation, shouldRetryQuery } from './query-client';
import { fakeJwt, memoryStorage } from './testing/memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe('query client defaults (docs/product-spec.md section 9)', () => {
  it('uses the spec constants and never polls', () => {
    const queries = createQueryClient().getDefaultOptions().queries!;
    expect(queries.staleTime).toBe(QUERY_STALE_TIME_MS);
    expect(QUERY_STALE_TIME_MS).toBe(30_000);
    expect(queries.gcTime).toBe(QUERY_GC_TIME_MS);
    expect(QUERY_GC_TIME_MS).toBe(300_000);
    expect(queries.retryDelay).toBe(1000);
    expect(queries.refetchOnWindowFocus).toBe(true);
    expect(queries.refetchInterval).toBe(false);
    expect(createQueryClient().getDefaultOptions().mutations!.retryDelay).toBe(1000);
  });

  it('logs mutation errors through the mutation cache', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new HttpError(400, 'nope')),
      retry: false,
    });
    await mutation.execute(undefined).catch(() => {});
    expect(error).toHaveBeenCalledWith('Mutation failed:', expect.any(HttpError));
    error.mockRestore();
  });
});

describe('retry policy', () => {
  it('retries a query once for network errors and 5xx, 408 and 429', () => {
    expect(shouldRetryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryQuery(0, new HttpError(503, 'down'))).toBe(true);
    expect(shouldRetryQuery(0, new HttpError(429, 'slow down'))).toBe(true);
    expect(shouldRetryQuery(0, new HttpError(408, 'timeout'))).toBe(true);
    expect(shouldRetryQuery(1, new HttpError(503, 'down'))).toBe(false);
  });

  it('never retries a query the server rejected', () => {
    expect(shouldRetryQuery(0, new HttpError(401, 'no'))).toBe(false);
    expect(shouldRetryQuery(0, new HttpError(404, 'no'))).toBe(false);
  });

  it('retries a mutation once only when no response arrived', () => {
    expect(shouldRetryMutation(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetryMutation(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(shouldRetryMutation(0, new HttpError(500, 'maybe applied'))).toBe(false);
    expect(shouldRetryMutation(0, new DOMException('aborted', 'AbortError'))).toBe(false);
  });
});

describe('defaultQueryFn', () => {
  it('uses the token named in the query meta, else the generic authToken', async () => {
    const admin = fakeJwt({ type: 'admin', exp: Date.now() / 1000 + 600 });
    vi.stubGlobal('localStorage', memoryStorage({ adminToken: admin, authToken: 'apple_generic' }));
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;

    await defaultQueryFn({ queryKey: ['/api/admin/stats'], meta: { tokenKey: 'adminToken' }, signal } as never);
    await defaultQueryFn({ queryKey: ['/api/user'], signal } as never);

    const auth = fetchMock.mock.calls.map((call) => new Headers((call as unknown as [string, RequestInit])[1].headers).get('Authorization'));
    expect(auth).toEqual([`Bearer ${admin}`, 'apple_generic']);
  });
});
