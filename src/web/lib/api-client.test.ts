import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { EndpointErrorCode } from '@contract/endpoint-errors';
import { acceptTeamInvitation } from '@contract/endpoints/merchant-team';
import { authorizationValue, createApiClient, isEndpointError, pathFromQueryKey } from './api-client';
import { HttpError } from './http-error';
import { fakeJwt, memoryStorage } from './testing/memory-storage';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const jwt = fakeJwt({ type: 'merchant', exp: NOW / 1000 + 3600 });

type FetchArgs = [string, RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

function respond(body: string | null, init: ResponseInit = {}) {
  fetchMock.mockResolvedValueOnce(new Response(body, init));
}
function sentHeaders(call = 0): Headers {
  return new Headers(fetchMock.mock.calls[call][1].headers);
}

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function client(initial: Record<string, string> = {}, tokenKey: 'authToken' | 'merchantToken' = 'merchantToken') {
  const storage = memoryStorage(initial);
  const warn = vi.fn();
  return { storage, warn, api: createApiClient({ tokenKey, storage, now: () => NOW, warn }) };
}

describe('reads', () => {
  it('GETs the query key path with no-cache headers, cookies and the bearer token', async () => {
    const { api } = client({ merchantToken: jwt });
    respond('{"ok":true}', { status: 200 });
    const result = await api.getQueryFn()({ queryKey: ['/api/merchant/me'], signal: new AbortController().signal } as never);
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/merchant/me');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    const headers = sentHeaders();
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Cache-Control')).toBe('no-cache');
    expect(headers.get('Pragma')).toBe('no-cache');
    expect(headers.get('Authorization')).toBe(`Bearer ${jwt}`);
  });

  it('sends no Authorization without a token, and drops an expired one', async () => {
    const expired = fakeJwt({ exp: NOW / 1000 - 10 });
    const { api, storage } = client({ merchantToken: expired });
    respond('{}');
    await api.get('/api/x');
    expect(sentHeaders().has('Authorization')).toBe(false);
    expect(storage.dump()).toEqual({});
  });

  it('uses only its own token key', async () => {
    const { api } = client({ adminToken: jwt, authToken: 'apple_x' });
    respond('{}');
    await api.get('/api/x');
    expect(sentHeaders().has('Authorization')).toBe(false);
  });

  it('resolves null on 401 for the quiet paths and clears the token', async () => {
    const { api, storage } = client({ authToken: 'apple_x' }, 'authToken');
    respond('{"message":"no session"}', { status: 401 });
    const result = await api.getQueryFn()({ queryKey: ['/api/user'], signal: new AbortController().signal } as never);
    expect(result).toBeNull();
    expect(storage.dump()).toEqual({});
  });

  it('throws on 401 elsewhere and still clears the token', async () => {
    const { api, storage } = client({ merchantToken: jwt });
    respond('{"message":"Session expired"}', { status: 401 });
    await expect(api.get('/api/merchant/me')).rejects.toThrow('401: Session expired');
    expect(storage.dump()).toEqual({});
  });

  it('stores a fresh token from X-Auth-Token', async () => {
    const { api, storage } = client({ merchantToken: jwt });
    const fresh = fakeJwt({ exp: NOW / 1000 + 7200 });
    respond('{}', { headers: { 'X-Auth-Token': fresh } });
    await api.get('/api/x');
    expect(storage.dump()).toEqual({ merchantToken: fresh });
  });

  it('turns the rest of a query key into path segments and a query string', () => {
    expect(pathFromQueryKey(['/api/admin/merchants'])).toBe('/api/admin/merchants');
    expect(pathFromQueryKey(['/api/admin/merchants', 'M 1', 2])).toBe('/api/admin/merchants/M%201/2');
    expect(pathFromQueryKey(['/api/t', { page: 2, q: 'a&b', skip: undefined, none: null }])).toBe('/api/t?page=2&q=a%26b');
    expect(() => pathFromQueryKey([42])).toThrow('must start with the API path');
  });

  it('warns once per key within the window when a call is slow', async () => {
    const { api, warn } = client();
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 400));
    respond('{}');
    respond('{}');
    await api.get('/api/slow');
    await api.get('/api/slow');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map(([m]) => String(m).split(':')[0])).toEqual(['Slow query', 'Slow JSON parse']);
  });
});

describe('error messages', () => {
  it.each([
    ['the JSON message', '{"message":"Email taken","error":"Conflict"}', 'Conflict', '409: Email taken'],
    ['the JSON error when there is no message', '{"error":"Bad thing"}', 'Conflict', '409: Bad thing'],
    ['the JSON error when message is empty', '{"message":"","error":"Bad thing"}', 'Conflict', '409: Bad thing'],
    ['the whole JSON body otherwise', '{"code":"X","detail":1}', 'Conflict', '409: {"code":"X","detail":1}'],
    ['the whole JSON body when it is not an object', '["a"]', 'Conflict', '409: ["a"]'],
    ['the body text when it is not JSON', 'Upstream exploded', 'Conflict', '409: Upstream exploded'],
    ['the status text for an empty body', '', 'Conflict', '409: Conflict'],
    ['a generic text when even that is empty', '', '', '409: Request failed'],
  ])('uses %s', async (_case, body, statusText, expected) => {
    const { api } = client();
    respond(body, { status: 409, statusText });
    const error = await api.request('POST', '/api/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toBeInstanceOf(Error);
    expect((error as HttpError).message).toBe(expected);
    expect((error as HttpError).status).toBe(409);
  });
});

describe('mutations', () => {
  it('sends a JSON body with the method, headers, cookies and token, and returns parsed JSON', async () => {
    const { api } = client({ merchantToken: jwt });
    respond('{"message":"Saved"}', { status: 201 });
    await expect(api.request('post', '/api/thing', { a: 1 })).resolves.toEqual({ message: 'Saved' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/thing');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    const headers = sentHeaders();
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.get('Authorization')).toBe(`Bearer ${jwt}`);
  });

  it('omits Content-Type without a body and resolves null for an empty response', async () => {
    const { api } = client();
    respond(null, { status: 204 });
    await expect(api.request('POST', '/api/finalize')).resolves.toBeNull();
    expect(sentHeaders().has('Content-Type')).toBe(false);
    expect(fetchMock.mock.calls[0][1].body).toBeUndefined();
  });

  it('passes FormData through for the browser to encode', async () => {
    const { api } = client();
    const form = new FormData();
    form.set('documentType', 'TAX_CERTIFICATE');
    respond('{}');
    await api.request('POST', '/api/upload', form);
    expect(fetchMock.mock.calls[0][1].body).toBe(form);
    expect(sentHeaders().has('Content-Type')).toBe(false);
  });

  it('fails clearly when an OK response is not JSON', async () => {
    const { api } = client();
    respond('<html></html>');
    await expect(api.request('GET', '/api/x')).rejects.toThrow('200: Expected JSON from /api/x');
  });
});

describe('authorizationValue', () => {
  it('sends apple_ tokens raw and everything else as a bearer token', () => {
    expect(authorizationValue('apple_123')).toBe('apple_123');
    expect(authorizationValue('google_123')).toBe('Bearer google_123');
    expect(authorizationValue(jwt)).toBe(`Bearer ${jwt}`);
  });
});

describe('isEndpointError', () => {
  it('narrows an error to the codes the endpoint declares, and refuses any other', async () => {
    respond(JSON.stringify({ message: 'This invitation link is not valid', code: 'INVALID_INVITATION', field: 'token' }), { status: 400 });
    const client = createApiClient({ tokenKey: 'merchantToken', storage: memoryStorage(), now: () => NOW });
    const error: unknown = await client
      .call(acceptTeamInvitation, { body: { token: 't', firstName: 'A', lastName: 'B', password: 'Password123!' } })
      .catch((e: unknown) => e);
    expect(isEndpointError(acceptTeamInvitation, error)).toBe(true);
    if (isEndpointError(acceptTeamInvitation, error)) {
      expectTypeOf(error.code).toEqualTypeOf<EndpointErrorCode<typeof acceptTeamInvitation> | undefined>();
      expect(error.code === 'INVALID_INVITATION' && error.field).toBe('token');
      // @ts-expect-error -- LAST_OWNER is not a code this endpoint answers with
      expect(error.code === 'LAST_OWNER').toBe(false);
    }
    expect(isEndpointError(acceptTeamInvitation, new HttpError(409, 'x', { code: 'LAST_OWNER' }))).toBe(false);
    expect(isEndpointError(acceptTeamInvitation, new HttpError(500, 'x'))).toBe(false);
    expect(isEndpointError(acceptTeamInvitation, new Error('x'))).toBe(false);
  });
});
