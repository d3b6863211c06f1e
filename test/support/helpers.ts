import type { FastifyInstance, InjectOptions } from 'fastify';

/** JSON request through the real app (no network), with an optional bearer token. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; stream?: boolean } = {},
) {
  const request: InjectOptions = {
    method,
    url,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
  };
  if (opts.stream) return callStream(app, request);
  const res = await app.inject(request);
  let json: any;
  try {
    json = res.json();
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, json, body: res.body };
}

/**
 * A call to an endpoint that streams (Server-Sent Events), which never ends by itself: a 200 is
 * answered as soon as its headers arrive and the stream is dropped; any other answer is read whole.
 */
async function callStream(app: FastifyInstance, request: InjectOptions) {
  const res = await app.inject({ ...request, payloadAsStream: true });
  const stream = res.stream();
  if (res.statusCode === 200) {
    stream.destroy();
    return { status: res.statusCode, headers: res.headers, json: undefined as any, body: '' };
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  const body = Buffer.concat(chunks).toString('utf8');
  let json: any;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  return { status: res.statusCode, headers: res.headers, json, body };
}

/**
 * Asserts that something never happens within `ms`: runs `check` (an assertion that throws when
 * the unwanted thing is there) again and again until the deadline, and fails the first time it
 * throws. A stray late arrival is caught whenever it lands, instead of only if it beat one sleep.
 */
export async function holdsFor(ms: number, check: () => unknown, intervalMs = 20): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    await check();
    if (Date.now() >= deadline) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(intervalMs, Math.max(1, deadline - Date.now()))));
  }
}
