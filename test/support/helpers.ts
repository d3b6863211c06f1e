import type { FastifyInstance, InjectOptions } from 'fastify';

/** JSON request through the real app (no network), with an optional bearer token. */
export async function call(app: FastifyInstance, method: InjectOptions['method'], url: string, opts: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  });
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, json, body: res.body };
}
