import type { AdminRole } from '@contract/roles';
import { responseJson } from './suite';

/** What a request carries: a bearer token (none when absent or null), a JSON body, more headers. */
export interface ApiRequest {
  token?: string | null;
  body?: unknown;
  headers?: Record<string, string>;
}

const ANSWER_WITHIN_MS = 20_000;

/**
 * The API of the server under test, called as a script or another service would call it: for a
 * browser test's set-up and for the checks a screen cannot show. One per file:
 *
 *   const api = apiClient(suite.app);
 *   const { status, json } = await api.send('GET', '/api/merchant/me', { token });
 *   const me = await api.json<{ merchant: Merchant }>('GET', '/api/merchant/me', { token });  // must be 200
 *
 * `app.baseUrl` is read at each call, so the client can be made before the server starts.
 */
export function apiClient(app: { readonly baseUrl: string }) {
  // A call the server never answers fails on its own line, well inside the test's time, naming the call.
  const request = (method: string, path: string, { token, body, headers }: ApiRequest = {}) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(ANSWER_WITHIN_MS),
    }).catch((err: unknown) => {
      if ((err as { name?: string }).name === 'TimeoutError') throw new Error(`${method} ${path}: no answer within ${ANSWER_WITHIN_MS / 1000} s`);
      throw err;
    });
  return {
    /** Any answer: its status and its JSON body (null when empty or not JSON). */
    async send(method: string, path: string, options: ApiRequest = {}): Promise<{ status: number; json: any }> {
      const response = await request(method, path, options);
      const text = await response.text();
      let json: any = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: response.status, json };
    },
    /** The JSON body of an answer that must have the `expected` status; throws with the body otherwise. */
    async json<T = any>(method: string, path: string, options: ApiRequest = {}, expected = 200): Promise<T> {
      return responseJson<T>(await request(method, path, options), expected, `${method} ${path}`);
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A new admin of `role`, created by a super admin through the staff API and signed in: its session token. */
export async function staffToken(
  api: ApiClient,
  superAdminToken: string,
  role: AdminRole,
  { email, password }: { email: string; password: string },
): Promise<string> {
  await api.json('POST', '/api/admin/admins', { token: superAdminToken, body: { email, password, role } }, 201);
  return (await api.json<{ token: string }>('POST', '/api/admin/auth/login', { body: { email, password } })).token;
}
