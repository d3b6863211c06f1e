import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { endpointPath, endpointQueryString, type EndpointDefinition, type EndpointInput, type EndpointResult } from '@contract/endpoint';
import { acceptedErrorCodes, type EndpointErrorCode } from '@contract/endpoint-errors';
import { HttpError, isHttpError, toHttpError } from './http-error';
import { createSlowLogger } from './slow-log';
import { browserStorage, clearToken, getToken, readValidToken, setToken, type KeyValueStorage, type TokenKey } from './token-storage';

/** Reads where a 401 only means "signed out", so they resolve to null instead of failing the screen (docs/product-spec.md section 7). */
export const QUIET_401_PATHS: readonly string[] = ['/api/user', '/api/virtual-cards/active'];

export type On401 = 'throw' | 'returnNull';

/**
 * The one place in the web app that knows API paths: every call names an endpoint of the contract
 * (src/contract/api.ts), and its path, parameters, body and answer type come from that entry
 * (docs/decisions/0007-endpoint-contract.md).
 */
export interface CallInit {
  signal?: AbortSignal;
  /** GETs only: resolve null instead of failing when the answer is 401. */
  on401?: On401;
}

/** The input is optional only when the endpoint declares no required part. */
export type CallArgs<E extends EndpointDefinition> =
  object extends EndpointInput<E> ? [input?: EndpointInput<E>, init?: CallInit] : [input: EndpointInput<E>, init?: CallInit];

type LooseInput = { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** The URL of one call: path parameters filled in and the query appended. */
export function endpointUrl<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>): string {
  const loose = (input ?? {}) as LooseInput;
  return endpointPath(endpoint.path, loose.params) + endpointQueryString(loose.query);
}

/**
 * The query key of one call. Its first element is the endpoint's path, so invalidating
 * `endpointKey(endpoint)` refreshes every cached call of that endpoint.
 */
export function endpointKey<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>): QueryKey {
  const loose = (input ?? {}) as LooseInput;
  const parts = { ...(loose.params ? { params: loose.params } : {}), ...(loose.query ? { query: loose.query } : {}) };
  return Object.keys(parts).length > 0 ? [endpoint.path, parts] : [endpoint.path];
}

const AREA_PREFIXES = { admin: '/api/admin/', merchant: '/api/merchant/' } as const;

/** Whether a cached query belongs to the admin panel or the merchant portal, for sign-out clean-up. */
export function isAreaQueryKey(queryKey: QueryKey, area: keyof typeof AREA_PREFIXES): boolean {
  const first = queryKey[0];
  return typeof first === 'string' && first.startsWith(AREA_PREFIXES[area]);
}

/** A call without the session: public endpoints (health, contact) that read the raw response themselves. */
export function fetchEndpoint<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>, init: RequestInit = {}): Promise<Response> {
  return fetch(endpointUrl(endpoint, input), { ...init, method: endpoint.method });
}

export interface ApiClient {
  readonly tokenKey: TokenKey;
  /** A mutation: JSON (or FormData) body, parsed JSON back. */
  request<T = unknown>(method: string, path: string, body?: unknown, init?: { signal?: AbortSignal }): Promise<T>;
  /** A read with the no-cache headers. Resolves null on 401 when on401 is 'returnNull'. */
  get<T = unknown>(path: string, init?: { signal?: AbortSignal; on401?: On401 }): Promise<T | null>;
  /** A TanStack queryFn that GETs the path the query key names. */
  getQueryFn<T = unknown>(options?: { on401?: On401 }): QueryFunction<T | null>;
  /** Calls one endpoint of the contract with this client's session; the answer is typed by the entry. */
  call<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>>;
  /** A call whose raw response the caller reads (a file download); failures still throw HttpError. */
  fetchRaw<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>, init?: { signal?: AbortSignal }): Promise<Response>;
}

export interface ApiClientOptions {
  tokenKey: TokenKey;
  /** Defaults to localStorage; tests pass an in-memory one. */
  storage?: KeyValueStorage | null;
  now?: () => number;
  warn?: (message: string) => void;
}

/** Apple tokens are sent as issued; everything else is a bearer token (docs/product-spec.md section 7). */
export function authorizationValue(token: string): string {
  return token.startsWith('apple_') ? token : `Bearer ${token}`;
}

/**
 * The first key element is the path; later strings and numbers become path segments and a
 * trailing plain object becomes the query string, so ['/api/x', id, { page: 2 }] -> /api/x/<id>?page=2.
 */
export function pathFromQueryKey(queryKey: QueryKey): string {
  const [first, ...rest] = queryKey;
  if (typeof first !== 'string') throw new Error('A query key must start with the API path');
  let path = first;
  const search = new URLSearchParams();
  for (const part of rest) {
    if (typeof part === 'string' || typeof part === 'number') {
      path += `/${encodeURIComponent(String(part))}`;
    } else if (part !== null && typeof part === 'object') {
      for (const [name, value] of Object.entries(part)) {
        if (value !== undefined && value !== null) search.append(name, String(value));
      }
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { tokenKey } = options;
  const storage = () => (options.storage === undefined ? browserStorage() : options.storage);
  const now = options.now ?? (() => Date.now());
  const warnIfSlow = createSlowLogger({ warn: options.warn });

  function authHeaders(): Record<string, string> {
    const store = storage();
    const token = readValidToken(tokenKey, now(), store);
    if (token === null) {
      // An expired or malformed token means signed out; dropping it tells listening screens so.
      if (getToken(tokenKey, store) !== null) clearToken(tokenKey, store);
      return {};
    }
    return { Authorization: authorizationValue(token) };
  }

  async function send(method: string, path: string, init: RequestInit, on401: On401): Promise<unknown> {
    const label = `${method} ${path}`;
    const started = performance.now();
    const response = await fetch(path, { ...init, method, credentials: 'include' });

    const fresh = response.headers.get('X-Auth-Token');
    if (fresh) setToken(tokenKey, fresh, storage());
    if (response.status === 401) {
      clearToken(tokenKey, storage());
      if (on401 === 'returnNull') return null;
    }
    if (!response.ok) throw await toHttpError(response);

    const text = await response.text();
    warnIfSlow('query', label, performance.now() - started);
    if (text.trim() === '') return null;
    const parseStarted = performance.now();
    try {
      return JSON.parse(text);
    } catch {
      throw new HttpError(response.status, `Expected JSON from ${path}`);
    } finally {
      warnIfSlow('parse', label, performance.now() - parseStarted);
    }
  }

  async function request<T>(method: string, path: string, body?: unknown, init: { signal?: AbortSignal } = {}) {
    const headers: Record<string, string> = { Accept: 'application/json', ...authHeaders() };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      // The browser must write the multipart boundary itself, so no Content-Type here.
      payload = body;
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return (await send(method.toUpperCase(), path, { headers, body: payload, signal: init.signal }, 'throw')) as T;
  }

  async function get<T>(path: string, init: { signal?: AbortSignal; on401?: On401 } = {}) {
    const headers = {
      Accept: 'application/json',
      'Cache-Control': 'no-cache',
      Pragma: 'no-cache',
      ...authHeaders(),
    };
    return (await send('GET', path, { headers, signal: init.signal }, init.on401 ?? 'throw')) as T | null;
  }

  function getQueryFn<T>(queryOptions: { on401?: On401 } = {}): QueryFunction<T | null> {
    return ({ queryKey, signal }) => {
      const path = pathFromQueryKey(queryKey);
      const quiet = QUIET_401_PATHS.includes(path.split('?')[0]);
      return get<T>(path, { signal, on401: queryOptions.on401 ?? (quiet ? 'returnNull' : 'throw') });
    };
  }

  async function call<E extends EndpointDefinition>(endpoint: E, ...args: CallArgs<E>): Promise<EndpointResult<E>> {
    const [input, init = {}] = args as [EndpointInput<E> | undefined, CallInit | undefined];
    const url = endpointUrl(endpoint, input);
    if (endpoint.method === 'GET') return (await get(url, { signal: init.signal, on401: init.on401 })) as EndpointResult<E>;
    return (await request(endpoint.method, url, (input as LooseInput | undefined)?.body, { signal: init.signal })) as EndpointResult<E>;
  }

  async function fetchRaw<E extends EndpointDefinition>(endpoint: E, input?: EndpointInput<E>, init: { signal?: AbortSignal } = {}): Promise<Response> {
    const response = await fetch(endpointUrl(endpoint, input), {
      method: endpoint.method,
      headers: authHeaders(),
      credentials: 'include',
      cache: 'no-store',
      signal: init.signal,
    });
    if (response.status === 401) clearToken(tokenKey, storage());
    if (!response.ok) throw await toHttpError(response);
    return response;
  }

  return { tokenKey, request, get, getQueryFn, call, fetchRaw };
}

/** One client per session kind: generic calls, the merchant portal and the admin panel. */
export const apiClients: Record<TokenKey, ApiClient> = {
  authToken: createApiClient({ tokenKey: 'authToken' }),
  merchantToken: createApiClient({ tokenKey: 'merchantToken' }),
  adminToken: createApiClient({ tokenKey: 'adminToken' }),
};
export const authApi = apiClients.authToken;
export const merchantApi = apiClients.merchantToken;
export const adminApi = apiClients.adminToken;

/** The spec's generic mutation helper, bound to the generic authToken. */
export function apiRequest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  return authApi.request<T>(method, path, body);
}

/** The key and fetcher of one GET, for useQuery: `useQuery(endpointQuery(merchantApi, merchantMe))`. */
export function endpointQuery<E extends EndpointDefinition>(client: ApiClient, endpoint: E, input?: EndpointInput<E>) {
  return {
    queryKey: endpointKey(endpoint, input),
    queryFn: ({ signal }: { signal: AbortSignal }) => client.call(endpoint, ...([input, { signal }] as unknown as CallArgs<E>)),
  };
}

/**
 * Whether a call of `endpoint` failed with one of the codes its contract entry declares; the error's
 * `code` is then typed as those codes, so a screen can switch on them and the compiler rejects a
 * code the endpoint never answers (docs/decisions/0029-closed-error-codes.md).
 *
 *   if (isEndpointError(acceptTeamInvitation, error) && error.code === 'INVALID_INVITATION') ...
 */
export function isEndpointError<E extends EndpointDefinition>(endpoint: E, error: unknown): error is HttpError<EndpointErrorCode<E>> {
  return isHttpError(error) && error.code !== undefined && (acceptedErrorCodes(endpoint) as ReadonlySet<string>).has(error.code);
}
