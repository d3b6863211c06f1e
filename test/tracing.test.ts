import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '@server/app';
import { createDatabase } from '@server/db/client';
import { createWebhookWorker, type WebhookWorker } from '@server/modules/webhooks';
import { createLogger } from '@server/server';
import { call } from './support/helpers';
import { startOtlpReceiver, SPAN_KIND, type OtlpReceiver, type ReceivedSpan } from './support/otlp-receiver';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestDatabase } from './support/test-cluster';
import { createTestApp, TEST_APP_SECRET, testConfig, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/**
 * OpenTelemetry tracing end to end (decision 0046): the real app listening on loopback with
 * OTEL_EXPORTER_OTLP_ENDPOINT pointing at a local OTLP/HTTP receiver, real payments over HTTP, a real
 * webhook delivery to a local receiver by the real worker; then the same app built without the
 * variable, which must export nothing and add no header.
 */

let otlp: OtlpReceiver;
let hooks: WebhookReceiver;
let traced: TestApp;
let baseUrl: string;
let worker: WebhookWorker;
let m: MerchantFixture;
let testKey: string;
const logLines: Record<string, any>[] = [];

const runId = randomBytes(4).toString('hex');
let seq = 0;
const future = { expMonth: 12, expYear: 2099 };
const paymentBody = () => ({
  amount: 12550,
  currency: 'GBP',
  customerEmail: `traced.buyer${++seq}.${runId}@shop.example`,
  cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', ...future, available: 100_000, rewardRate: 0.01 }],
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${testKey}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as any };
}

/** Flushes the app's spans until `pick` finds what it wants in what the receiver got (spans end after the answer is sent). */
async function waitForSpans<T>(pick: (spans: ReceivedSpan[]) => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await traced.app.ctx.tracing!.forceFlush();
    const found = pick(otlp.spans);
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`spans not exported within ${timeoutMs} ms; got ${otlp.spans.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const serverSpansOf = (requestId: string) => otlp.spans.filter((s) => s.kind === SPAN_KIND.SERVER && s.attributes['smartsplit.request_id'] === requestId);

/** Whether `ancestor` is `span`'s parent, grandparent... within the spans received. */
function hasAncestor(span: ReceivedSpan, ancestor: ReceivedSpan): boolean {
  const byId = new Map(otlp.spans.filter((s) => s.traceId === span.traceId).map((s) => [s.spanId, s]));
  for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) if (at.spanId === ancestor.spanId) return true;
  return false;
}

const dbSpansIn = (traceId: string) =>
  otlp.spans.filter((s) => s.traceId === traceId && s.kind === SPAN_KIND.CLIENT && s.attributes['db.system.name'] === 'postgresql');

beforeAll(async () => {
  otlp = await startOtlpReceiver();
  hooks = await startWebhookReceiver();
  const { url, drop } = await createTestDatabase(inject('pgAdminUrl'));
  const config = testConfig({
    LOG_LEVEL: 'info',
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_SERVICE_NAME: 'smartsplit-tracing-test',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line) as Record<string, any>);
      done();
    },
  });
  const database = createDatabase(url, 10);
  const app = await buildApp({ config, database, appSecret: TEST_APP_SECRET, logger: createLogger(config, sink), webDir: '/nonexistent-web-dir' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  traced = {
    app,
    database,
    db: database.db,
    config,
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
  worker = createWebhookWorker(app.ctx, { intervalMs: 100, timeoutMs: 2000 });
  worker.start();
  m = await createMerchantFixture(traced);
  testKey = (await m.key('test')).secret;
});

afterAll(async () => {
  await worker?.stop();
  await traced?.close();
  await hooks?.close();
  await otlp?.close();
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT set', () => {
  it('exports one server span for a payment, its PostgreSQL queries below it, and the trace id in Trace-Id and in the log', async () => {
    const body = paymentBody();
    const paid = await post('/api/merchant/process-payment', body);
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
    const requestId = paid.headers.get('request-id')!;
    const traceId = paid.headers.get('trace-id')!;
    expect(requestId).toMatch(/^req_[0-9a-f]{32}$/);
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const server = await waitForSpans(() => serverSpansOf(requestId)[0]);
    expect(serverSpansOf(requestId)).toHaveLength(1);
    expect(server).toMatchObject({
      name: 'POST /api/merchant/process-payment',
      traceId,
      parentSpanId: '',
      statusCode: 0,
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/merchant/process-payment',
        'http.response.status_code': 201,
        'url.path': '/api/merchant/process-payment',
        'smartsplit.request_id': requestId,
      },
      resource: { 'service.name': 'smartsplit-tracing-test' },
    });

    // The key lookup, the payment's write and the rest: client spans in the same trace, under the request.
    const queries = await waitForSpans(() => {
      const found = dbSpansIn(traceId);
      return found.some((s) => String(s.attributes['db.query.text']).includes('record_payment')) ? found : undefined;
    });
    for (const q of queries) {
      expect(hasAncestor(q, server), q.name).toBe(true);
      expect(q.attributes).toMatchObject({ 'db.system.name': 'postgresql', 'db.namespace': expect.any(String) });
      expect(q.name).toMatch(/^[A-Z]+ /);
    }
    // The statement text, never the values: neither the customer's email nor the key is in anything exported.
    expect(otlp.rawBodies.join('\n')).not.toContain(body.customerEmail);
    expect(otlp.rawBodies.join('\n')).not.toContain(testKey);

    // The request's log line carries its trace and span.
    const line = logLines.find((l) => l.msg === 'request' && l.reqId === requestId);
    expect(line, JSON.stringify(logLines.slice(-5))).toMatchObject({ trace_id: traceId, span_id: server.spanId });
  });

  it('exports a client span for the webhook delivery and sends its traceparent to the endpoint', async () => {
    const created = await call(traced.app, 'POST', '/api/merchant/webhook-endpoints', {
      token: m.token,
      body: { url: `${hooks.url}/traced`, mode: 'test', enabledEvents: ['payment.completed'] },
    });
    expect(created.status, created.body).toBe(201);
    const endpointId = created.json.endpoint.id as string;

    const paid = await post('/api/merchant/process-payment', paymentBody());
    expect(paid.status).toBe(201);
    const [got] = await hooks.waitFor(1, '/traced', 10_000);
    const traceparent = got!.headers.traceparent;
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [, sentTraceId, sentSpanId] = traceparent!.split('-');

    const delivery = await waitForSpans(() =>
      otlp.spans.find((s) => s.kind === SPAN_KIND.CLIENT && s.attributes['smartsplit.webhook.endpoint_id'] === endpointId),
    );
    expect(delivery).toMatchObject({
      name: 'POST',
      traceId: sentTraceId,
      spanId: sentSpanId,
      statusCode: 0,
      attributes: {
        'http.request.method': 'POST',
        'http.response.status_code': 200,
        'server.address': '127.0.0.1',
        'smartsplit.webhook.event_type': 'payment.completed',
        'smartsplit.webhook.event_id': JSON.parse(got!.rawBody).id,
      },
    });
    // Never the endpoint's URL (receivers put secrets in paths and queries).
    expect(Object.values(delivery.attributes)).not.toContain(`${hooks.url}/traced`);

    // Inside the attempt's own span, with the queries that record the attempt.
    const attempt = await waitForSpans(() => otlp.spans.find((s) => s.spanId === delivery.parentSpanId && s.name === 'webhook attempt'));
    expect(attempt).toMatchObject({
      parentSpanId: '',
      attributes: { 'smartsplit.webhook.outcome': 'SUCCEEDED', 'smartsplit.webhook.endpoint_id': endpointId },
    });
    const recording = await waitForSpans(() => {
      const found = dbSpansIn(attempt.traceId);
      return found.some((s) => String(s.attributes['db.query.text']).includes('webhook_attempts')) ? found : undefined;
    });
    for (const q of recording) expect(hasAncestor(q, attempt)).toBe(true);
    expect(logLines.find((l) => l.msg === 'webhook attempt' && l.trace_id === attempt.traceId)).toBeDefined();
  });

  it("continues a caller's traceparent, and starts a new trace for one that is not valid", async () => {
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const paid = await post('/api/merchant/process-payment', paymentBody(), { traceparent: `00-${callerTrace}-${callerSpan}-01` });
    expect(paid.status).toBe(201);
    expect(paid.headers.get('trace-id')).toBe(callerTrace);
    const server = await waitForSpans(() => serverSpansOf(paid.headers.get('request-id')!)[0]);
    expect(server).toMatchObject({ traceId: callerTrace, parentSpanId: callerSpan });
    const queries = await waitForSpans(() => (dbSpansIn(callerTrace).length > 0 ? dbSpansIn(callerTrace) : undefined));
    for (const q of queries) expect(hasAncestor(q, server)).toBe(true);

    // A caller asking us not to sample is still recorded: our traces are ours to keep.
    const unsampled = randomBytes(16).toString('hex');
    const quiet = await post('/api/merchant/process-payment', paymentBody(), { traceparent: `00-${unsampled}-${callerSpan}-00` });
    expect(quiet.headers.get('trace-id')).toBe(unsampled);
    await waitForSpans(() => serverSpansOf(quiet.headers.get('request-id')!)[0]);

    for (const bad of [
      `00-${'0'.repeat(32)}-${callerSpan}-01`,
      `00-${callerTrace.slice(0, 30)}-${callerSpan}-01`,
      'nonsense',
      `ff-${callerTrace}-${callerSpan}-01`,
    ]) {
      const res = await post('/api/merchant/process-payment', paymentBody(), { traceparent: bad });
      expect(res.status).toBe(201);
      const fresh = res.headers.get('trace-id')!;
      expect(fresh, bad).toMatch(/^[0-9a-f]{32}$/);
      expect(fresh, bad).not.toBe(callerTrace);
      expect(fresh, bad).not.toBe('0'.repeat(32));
      const span = await waitForSpans(() => serverSpansOf(res.headers.get('request-id')!)[0]);
      expect(span.parentSpanId, bad).toBe('');
    }
  });

  it('keeps a request whose body arrives in pieces inside its span', async () => {
    // The body's second half comes in a later packet, read from the socket's own events: the handler must still run in the request's span.
    const text = JSON.stringify(paymentBody());
    const half = Math.floor(text.length / 2);
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode(text.slice(0, half)));
        await new Promise((r) => setTimeout(r, 100));
        controller.enqueue(new TextEncoder().encode(text.slice(half)));
        controller.close();
      },
    });
    const res = await fetch(`${baseUrl}/api/merchant/process-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${testKey}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(201);
    const traceId = res.headers.get('trace-id')!;
    const server = await waitForSpans(() => serverSpansOf(res.headers.get('request-id')!)[0]);
    const write = await waitForSpans(() => dbSpansIn(traceId).find((s) => String(s.attributes['db.query.text']).includes('record_payment')));
    expect(hasAncestor(write, server)).toBe(true);
    const line = logLines.find((l) => l.msg === 'request' && l.reqId === res.headers.get('request-id'));
    expect(line).toMatchObject({ trace_id: traceId, span_id: server.spanId });
  });

  it('gives a refused request its Trace-Id too, and leaves a 4xx span unset rather than failed', async () => {
    const res = await fetch(`${baseUrl}/api/merchant/process-payment`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(401);
    const requestId = res.headers.get('request-id')!;
    const span = await waitForSpans(() => serverSpansOf(requestId)[0]);
    expect(res.headers.get('trace-id')).toBe(span.traceId);
    expect(span).toMatchObject({ statusCode: 0, attributes: { 'http.response.status_code': 401 } });

    // No route: the span is named by the method alone, and the path never carries the query string.
    const missing = await fetch(`${baseUrl}/api/no-such-thing?token=secret-in-query`);
    expect(missing.status).toBe(404);
    const notFound = await waitForSpans(() => serverSpansOf(missing.headers.get('request-id')!)[0]);
    expect(notFound.name).toBe('GET');
    expect(notFound.attributes['url.path']).toBe('/api/no-such-thing');
    expect(otlp.rawBodies.join('\n')).not.toContain('secret-in-query');
  });

  it('keeps each request of a concurrent burst in its own trace, a grouped write linked from every trace it served', async () => {
    const burst = await Promise.all(Array.from({ length: 24 }, () => post('/api/merchant/process-payment', paymentBody())));
    expect(burst.map((r) => r.status)).toEqual(burst.map(() => 201));
    const servers = await waitForSpans(() => {
      const found = burst.map((r) => serverSpansOf(r.headers.get('request-id')!)[0]);
      return found.every(Boolean) ? (found as ReceivedSpan[]) : undefined;
    });
    expect(new Set(servers.map((s) => s.traceId)).size).toBe(burst.length);
    servers.forEach((s, i) => expect(s.traceId).toBe(burst[i]!.headers.get('trace-id')));

    // Each payment's write is a span under its own request, or a grouped write under another request of the burst, linking it.
    const writes = await waitForSpans(() => {
      const found = otlp.spans.filter(
        (s) => /record_payments?\(/.test(String(s.attributes['db.query.text'])) && servers.some((sv) => sv.traceId === s.traceId),
      );
      const served = (sv: ReceivedSpan) => found.some((w) => (w.traceId === sv.traceId && hasAncestor(w, sv)) || w.links.some((l) => l.spanId === sv.spanId));
      return servers.every(served) ? found : undefined;
    });
    for (const w of writes) {
      const owner = servers.find((sv) => sv.traceId === w.traceId)!;
      expect(hasAncestor(w, owner)).toBe(true);
    }
    // Every query of every trace of the burst sits under that trace's own request.
    for (const sv of servers) for (const q of dbSpansIn(sv.traceId)) expect(hasAncestor(q, sv), q.name).toBe(true);
  });

  it('posts only OTLP/HTTP JSON to /v1/traces', () => {
    expect(otlp.strayRequests).toEqual([]);
    expect(otlp.rawBodies.length).toBeGreaterThan(0);
  });
});

describe('with OTEL_EXPORTER_OTLP_ENDPOINT unset', () => {
  it('exports nothing, adds no header and sends no traceparent, for a payment and its webhook delivery alike', async () => {
    const plain = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    const plainWorker = createWebhookWorker(plain.app.ctx, { intervalMs: 100, timeoutMs: 2000 });
    try {
      expect(plain.config.tracing).toBeUndefined();
      expect(plain.app.ctx.tracing).toBeUndefined();
      // The pool is left as it is: no wrapped connect.
      expect(Object.hasOwn(plain.database.pool, 'connect')).toBe(false);
      await traced.app.ctx.tracing!.forceFlush();
      const before = otlp.rawBodies.length;

      plainWorker.start();
      const merchant = await createMerchantFixture(plain);
      const key = (await merchant.key('test')).secret;
      const created = await call(plain.app, 'POST', '/api/merchant/webhook-endpoints', {
        token: merchant.token,
        body: { url: `${hooks.url}/plain`, mode: 'test', enabledEvents: ['payment.completed'] },
      });
      expect(created.status, created.body).toBe(201);
      const incomingTrace = randomBytes(16).toString('hex');
      const paid = await call(plain.app, 'POST', '/api/merchant/process-payment', {
        token: key,
        body: paymentBody(),
        headers: { traceparent: `00-${incomingTrace}-${randomBytes(8).toString('hex')}-01` },
      });
      expect(paid.status).toBe(201);
      expect(paid.headers['request-id']).toMatch(/^req_/);
      expect(paid.headers['trace-id']).toBeUndefined();
      const [got] = await hooks.waitFor(1, '/plain', 10_000);
      expect(got!.headers.traceparent).toBeUndefined();

      await plainWorker.stop();
      await traced.app.ctx.tracing!.forceFlush();
      // The traced instance beside it may export its own background spans meanwhile; none of what
      // arrived is this app's: not its request, not the caller's trace, not its webhook delivery.
      const since = otlp.rawBodies.slice(before).join('\n');
      for (const mark of [paid.headers['request-id'] as string, incomingTrace, `${hooks.url}/plain`]) expect(since).not.toContain(mark);
    } finally {
      await plainWorker.stop();
      await plain.close();
    }
  });
});
