import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiLogWriter } from '@server/http/api-request-log';
import { apiRequestLogs } from '@server/db/schema/index';
import { COMPRESSION_THRESHOLD_BYTES } from '@server/plugins/compression';
import { compressAssets } from '../scripts/compress-assets';
import { call } from './support/helpers';
import { card, createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { openSse, serve, type SseStream } from './support/sse';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Compression end to end (docs/decisions/0043-compression.md): the web app's files in the coding the
 * client prefers, from the copies the build step writes (run here on a small web dir made by the
 * test), and API answers compressed on the fly above the threshold, on the real app and database.
 */

const METRICS_TOKEN = 'metrics-token-compression-0123456789';
const SHELL_ROUTE = '/merchant-portal/settings';
const SCRIPT = '/assets/index-Ab12Cd34.js';
const STYLE = '/assets/style-Ef56Gh78.css';

let webDir: string;
let t: TestApp;
let m: MerchantFixture;
let key: string;
let baseUrl: string;
const streams: SseStream[] = [];

function put(file: string, content: string | Buffer): void {
  fs.mkdirSync(path.dirname(path.join(webDir, file)), { recursive: true });
  fs.writeFileSync(path.join(webDir, file), content);
}

/** A page of some size and variety, as a prerendered page is. */
function page(title: string, sections: number): string {
  const body = Array.from(
    { length: sections },
    (_, i) => `<section id="s${i}"><h2>${title} ${i}</h2><p>Split one payment across ${i + 2} cards.</p></section>`,
  );
  return `<!doctype html><html lang="en-GB"><head><title>${title} | SmartSplit</title><script type="module" src="${SCRIPT}"></script></head><body><div id="root">${body.join('')}</div></body></html>`;
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-web-'));
  put(
    'routes.json',
    JSON.stringify({
      static: { '/': 'pages/index.html', '/features': 'pages/features.html' },
      app: ['/merchant-portal/*', '/admin/*'],
      notFound: '404.html',
      shell: 'app.html',
    }),
  );
  put('pages/index.html', page('Home', 150));
  put('pages/features.html', page('Features', 40));
  put('app.html', page('App', 8));
  put('404.html', page('Page not found', 6));
  put(SCRIPT.slice(1), Array.from({ length: 2000 }, (_, i) => `export const value${i} = ${i * 31} + "split-${i % 17}";`).join('\n'));
  put(
    STYLE.slice(1),
    Array.from({ length: 300 }, (_, i) => `.c${i} { margin: ${i}px; color: #${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}; }`).join('\n'),
  );
  put('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${'<rect width="32" height="32" fill="#0f766e"/>'.repeat(5)}</svg>`);
  // As the real one: brotli makes it smaller, gzip does not, so it has a .br copy only.
  put('robots.txt', 'User-agent: *\nAllow: /\nSitemap: https://smartsplit.example/sitemap.xml\n');
  put(
    'sitemap.xml',
    `<?xml version="1.0"?><urlset>${['/', '/features', '/pricing'].map((u) => `<url><loc>https://smartsplit.example${u}</loc></url>`).join('')}</urlset>`,
  );
  put('assets/logo-Ij90Kl12.png', randomBytes(4096));
  await compressAssets(webDir);
  expect(fs.existsSync(path.join(webDir, 'robots.txt.br'))).toBe(true);
  expect(fs.existsSync(path.join(webDir, 'robots.txt.gz'))).toBe(false);

  t = await createTestApp({ METRICS_TOKEN }, { webDir });
  m = await createMerchantFixture(t);
  key = (await m.key('test')).secret;
  baseUrl = await serve(t.app);
}, 60_000);
afterAll(async () => {
  for (const s of streams) s.close();
  await t?.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }), ...headers } });

/** The body as the client reads it after undoing the Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

const onDisk = (file: string) => fs.readFileSync(path.join(webDir, file));

// Accept-Encoding as sent, and the coding the answer must use (br and gzip copies both exist).
const NEGOTIATION: [string | undefined, 'br' | 'gzip' | undefined][] = [
  [undefined, undefined],
  ['gzip, deflate, br, zstd', 'br'],
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['gzip;q=1, br;q=0.5', 'gzip'],
  ['br;q=0, *', 'gzip'],
  ['*', 'br'],
  ['identity', undefined],
  ['deflate', undefined],
  ['br;q=0, gzip;q=0', undefined],
];

describe('the web app in the coding the client accepts', () => {
  it.each([
    ['/', 'pages/index.html', 200],
    ['/features', 'pages/features.html', 200],
    [SHELL_ROUTE, 'app.html', 200],
    ['/no-such-page/anywhere', '404.html', 404],
  ])('%s (%s, from memory) honours q-values, with Vary, its type, a correct Content-Length and no-cache', async (url, file, status) => {
    for (const [accept, coding] of NEGOTIATION) {
      const res = await get(url, accept);
      expect(res.statusCode, `${accept}`).toBe(status);
      expect(res.headers['content-encoding'], `${accept}`).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
      expect(decoded(res).equals(onDisk(file))).toBe(true);
      if (coding) expect(res.rawPayload.equals(onDisk(`${file}${coding === 'br' ? '.br' : '.gz'}`))).toBe(true);
    }
  });

  it.each([
    [SCRIPT, 'public, max-age=31536000, immutable'],
    [STYLE, 'public, max-age=31536000, immutable'],
    ['/favicon.svg', 'public, max-age=3600'],
    ['/sitemap.xml', 'public, max-age=3600'],
  ])("%s goes out as the build's copy under the original's type, with Vary and its Cache-Control unchanged", async (url, cacheControl) => {
    const identity = await get(url);
    expect(identity.statusCode).toBe(200);
    expect(identity.headers['cache-control']).toBe(cacheControl);
    for (const [accept, coding] of NEGOTIATION) {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], `${accept}`).toBe(coding);
      expect(res.headers.vary).toBe('Accept-Encoding');
      expect(res.headers['content-type']).toBe(identity.headers['content-type']);
      expect(res.headers['cache-control']).toBe(cacheControl);
      const sent = coding ? onDisk(`${url.slice(1)}${coding === 'br' ? '.br' : '.gz'}`) : onDisk(url.slice(1));
      expect(res.headers['content-length']).toBe(String(sent.length));
      expect(res.rawPayload.equals(sent)).toBe(true);
      expect(decoded(res).equals(onDisk(url.slice(1)))).toBe(true);
    }
    expect(identity.headers['content-type']).toMatch(/^(application\/javascript; charset=utf-8|text\/css; charset=utf-8|image\/svg\+xml|application\/xml)$/);
  });

  it('sends the original where the build skipped a copy, and never varies what has no copies', async () => {
    const gz = await get('/robots.txt', 'gzip');
    expect(gz.headers['content-encoding']).toBeUndefined();
    expect(gz.headers.vary).toBe('Accept-Encoding');
    expect(gz.body).toBe(onDisk('robots.txt').toString());
    const br = await get('/robots.txt', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(decoded(br).equals(onDisk('robots.txt'))).toBe(true);

    const png = await get('/assets/logo-Ij90Kl12.png', 'br, gzip');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.equals(onDisk('assets/logo-Ij90Kl12.png'))).toBe(true);
  });

  it('answers HEAD with the headers GET sends and no body', async () => {
    for (const url of ['/', SCRIPT, '/no-such-page']) {
      for (const accept of ['br', 'gzip', undefined]) {
        const got = await get(url, accept);
        const head = await t.app.inject({ method: 'HEAD', url, headers: accept ? { 'accept-encoding': accept } : {} });
        expect(head.statusCode).toBe(got.statusCode);
        for (const header of ['content-encoding', 'content-type', 'content-length', 'vary', 'cache-control', 'etag']) {
          expect(head.headers[header], `${url} ${accept} ${header}`).toBe(got.headers[header]);
        }
        expect(head.rawPayload.length).toBe(0);
      }
    }
  });

  it('keeps conditional requests working per coding: each copy has its own ETag and answers 304 to it', async () => {
    const br = await get(SCRIPT, 'br');
    const identity = await get(SCRIPT);
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(identity.headers.etag);
    const notModified = await get(SCRIPT, 'br', { 'if-none-match': String(br.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers.vary).toBe('Accept-Encoding');
    // The brotli copy's ETag does not validate the gzip copy.
    const gz = await get(SCRIPT, 'gzip', { 'if-none-match': String(br.headers.etag) });
    expect(gz.statusCode).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
  });

  it.each([
    '/../package.json',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2fpackage.json',
    '/assets/missing-Zz99.js',
    `${SCRIPT}.br`,
    `${SCRIPT}.gz`,
    '/robots.txt.br',
    '/routes.json',
    '/assets/%00.js',
  ])('answers %s with the not-found page and 404, whatever the Accept-Encoding', async (url) => {
    for (const accept of ['br', 'gzip', undefined]) {
      const res = await get(url, accept);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decoded(res).equals(onDisk('404.html'))).toBe(true);
    }
  });
});

describe('API answers compressed on the fly', () => {
  it('sends /api/openapi.json as brotli or gzip when asked, decoding to the same document', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();
    expect(plain.rawPayload.length).toBeGreaterThan(100_000);

    const br = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(br.headers['cache-control']).toBe(plain.headers['cache-control']);
    expect(br.headers['request-id']).toMatch(/^req_/);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(document);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);

    const gz = await get('/api/openapi.json', 'br;q=0.1, gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(document);

    // Fastify answers HEAD before the compression step sees a body: it describes the identity answer, truthfully.
    const head = await t.app.inject({ method: 'HEAD', url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.headers['content-length']).toBe(String(plain.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it(`leaves small answers alone (under ${COMPRESSION_THRESHOLD_BYTES} bytes): a payment, and errors as { message, code }`, async () => {
    const payment = await call(t.app, 'POST', '/api/merchant/process-payment', {
      token: key,
      headers: { 'accept-encoding': 'br, gzip' },
      body: { amount: 5_000, currency: 'GBP', customerEmail: 'small@shop.example', cards: [card('c1'), card('c2', { rewardRate: 0.02 })] },
    });
    expect(payment.status).toBe(201);
    expect(Buffer.byteLength(payment.body)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(payment.headers['content-encoding']).toBeUndefined();
    expect(payment.json.status).toBe('COMPLETED');

    for (const [method, url, token, body, status, code] of [
      ['GET', '/api/no-such-route', undefined, undefined, 404, 'NOT_FOUND'],
      ['GET', '/api/merchant/transactions', 'sk_test_not-a-real-key-at-all-0000000000', undefined, 401, undefined],
      ['POST', '/api/merchant/process-payment', key, { amount: 'lots' }, 400, 'VALIDATION_ERROR'],
    ] as const) {
      const res = await call(t.app, method, url, { token, body, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, url).toBe(status);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json).toEqual(expect.objectContaining({ message: expect.any(String), code: code ?? expect.any(String) }));
    }
  });

  it("never compresses the payment path's writes, even over the threshold, while a list of payments is", async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    // The shape bench/api.ts sends: five cards, three used.
    const payment = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/process-payment',
      headers: { ...headers, authorization: `Bearer ${key}` },
      payload: {
        amount: 25_000,
        currency: 'GBP',
        customerEmail: 'three-legs@shop.example',
        maxSplits: 3,
        cards: Array.from({ length: 5 }, (_, i) => card(`card_${i}`, { available: 10_000, rewardRate: 0.01 + i / 200 })),
      },
    });
    expect(payment.statusCode).toBe(201);
    expect(payment.headers['content-encoding']).toBeUndefined();
    expect(payment.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(payment.headers['content-length']).toBe(String(payment.rawPayload.length));
    const { transactionId, legs } = payment.json();
    expect(legs).toHaveLength(3);

    const refund = await call(t.app, 'POST', `/api/merchant/payments/${transactionId}/refunds`, {
      token: key,
      headers,
      body: { amount: 10, reason: 'requested_by_customer' },
    });
    expect(refund.status).toBe(201);
    expect(refund.headers['content-encoding']).toBeUndefined();

    const read = await get(`/api/merchant/payments/${transactionId}`, 'br', { authorization: `Bearer ${key}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-encoding']).toBe('br');
  });

  it('records the real status and duration of a compressed answer in the request log and the metrics', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await call(t.app, 'POST', '/api/merchant/process-payment', {
        token: key,
        body: { amount: 5_000 + i, currency: 'GBP', customerEmail: `list${i}@shop.example`, cards: [card('c1'), card('c2', { rewardRate: 0.02 })] },
      });
      expect(res.status).toBe(201);
    }
    const list = await get('/api/merchant/transactions', 'br', { authorization: `Bearer ${key}` });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(list.rawPayload).toString('utf8')).transactions.length).toBeGreaterThanOrEqual(6);
    const requestId = String(list.headers['request-id']);

    await apiLogWriter(t.app.ctx).flush();
    const [row] = await t.db
      .select()
      .from(apiRequestLogs)
      .where(and(eq(apiRequestLogs.requestId, requestId), eq(apiRequestLogs.merchantId, m.merchantDbId)));
    expect(row).toMatchObject({ status: 200, route: '/api/merchant/transactions', method: 'GET', errorCode: null });
    expect(row!.durationMs).toBeGreaterThanOrEqual(0);

    const scrape = await get('/metrics', undefined, { authorization: `Bearer ${METRICS_TOKEN}` });
    const sample = (name: string) =>
      Number(new RegExp(`^${name}\\{method="GET",route="/api/merchant/transactions",status_class="2xx"\\} (\\S+)$`, 'm').exec(scrape.body)?.[1]);
    expect(sample('http_request_duration_seconds_count')).toBe(1);
    expect(sample('http_request_duration_seconds_sum')).toBeGreaterThan(0);
  });

  it('streams Server-Sent Events uncompressed, each frame as it happens, even when the client accepts br', async () => {
    const events = await openSse(baseUrl, '/api/merchant/stream/events', key, { 'accept-encoding': 'br, gzip' });
    streams.push(events);
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events.headers.get('content-encoding')).toBeNull();
    await events.next((e) => e.event === 'ready');
    const paid = await call(t.app, 'POST', '/api/merchant/process-payment', {
      token: key,
      body: { amount: 7_700, currency: 'GBP', customerEmail: 'live@shop.example', cards: [card('c1')] },
    });
    expect(paid.status).toBe(201);
    await events.next((e) => e.event === 'event' && e.data.data.transactionId === paid.json.transactionId);

    const notifications = await openSse(baseUrl, '/api/merchant/notifications/stream', m.token, { 'accept-encoding': 'br, gzip' });
    streams.push(notifications);
    expect(notifications.status).toBe(200);
    expect(notifications.headers.get('content-encoding')).toBeNull();
    await notifications.next((e) => e.event === 'ready');
  });
});
