import { PassThrough } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, registerCompression } from './compression';

/** The on-the-fly compression's rules, on a bare Fastify app with one route per kind of answer. */

let app: FastifyInstance;
const big = 'x,'.repeat(COMPRESSION_THRESHOLD_BYTES);
const binary = Buffer.alloc(8 * 1024, 1);

beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/json', async () => ({ rows: Array.from({ length: 100 }, (_, i) => ({ id: `row_${i}`, amount: i * 100 })) }));
  app.get('/small', async () => ({ ok: true }));
  app.post('/echo', async (request) => request.body);
  const payment = async () => ({
    legs: Array.from({ length: 5 }, (_, i) => ({ id: `leg_${i}`, amount: 10_000, status: 'CAPTURED', processorReference: null })),
    pad: big,
  });
  app.post('/api/merchant/process-payment', payment);
  app.post('/api/merchant/payments/:paymentId/capture', payment);
  app.post('/api/merchant/refunds/:refundId/legs/:legId/result', payment);
  app.get('/api/merchant/payments/:paymentId', payment);
  app.post('/api/merchant/process-payments-report', payment);
  app.get('/at-threshold', async (_req, reply) => reply.type('text/plain; charset=utf-8').send('y'.repeat(COMPRESSION_THRESHOLD_BYTES)));
  app.get('/below-threshold', async (_req, reply) => reply.type('text/plain; charset=utf-8').send('y'.repeat(COMPRESSION_THRESHOLD_BYTES - 1)));
  app.get('/csv', async (_req, reply) => reply.type('text/csv; charset=utf-8').header('Content-Disposition', 'attachment; filename="a.csv"').send(big));
  for (const type of ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream']) {
    app.get(`/file/${type.split('/')[1]}`, async (_req, reply) => reply.type(type).send(binary));
  }
  app.get('/events', async (_req, reply) => {
    const stream = new PassThrough();
    stream.end(`data: ${big}\n\n`);
    return reply.type('text/event-stream; charset=utf-8').send(stream);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('API answers compressed on the fly', () => {
  it('sends JSON over the threshold as brotli or gzip, as asked, with Vary, and it decodes to the same JSON', async () => {
    const plain = await get('/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gz = await get('/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('honours q-values and identity', async () => {
    expect((await get('/json', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/json', 'br;q=0.2, gzip;q=0.9')).headers['content-encoding']).toBe('gzip');
    expect((await get('/json', 'identity')).headers['content-encoding']).toBeUndefined();
    expect((await get('/json', 'deflate')).headers['content-encoding']).toBeUndefined();
    expect((await get('/json', 'br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it(`leaves answers under ${COMPRESSION_THRESHOLD_BYTES} bytes alone, with their Content-Length`, async () => {
    const small = await get('/small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-length']).toBe(String(small.rawPayload.length));
    expect((await get('/below-threshold', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/at-threshold', 'br')).headers['content-encoding']).toBe('br');
  });

  it('compresses a CSV download but never a binary one (documents, images, octet-stream)', async () => {
    const csv = await get('/csv', 'br');
    expect(csv.headers['content-encoding']).toBe('br');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="a.csv"');
    expect(brotliDecompressSync(csv.rawPayload).toString()).toBe(big);
    for (const kind of ['pdf', 'png', 'jpeg', 'octet-stream']) {
      const res = await get(`/file/${kind}`, 'br, gzip');
      expect(res.headers['content-encoding'], kind).toBeUndefined();
      expect(res.rawPayload.equals(binary), kind).toBe(true);
    }
  });

  it('never compresses an event stream', async () => {
    const res = await get('/events', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(`data: ${big}\n\n`);
  });

  it("leaves the payment path's writes alone whatever their size, but not reads or other routes", async () => {
    const post = (url: string) => app.inject({ method: 'POST', url, headers: { 'accept-encoding': 'br' } });
    for (const url of ['/api/merchant/process-payment', '/api/merchant/payments/pay_1/capture', '/api/merchant/refunds/ref_1/legs/leg_1/result']) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(res.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    }
    expect((await get('/api/merchant/payments/pay_1', 'br')).headers['content-encoding']).toBe('br');
    expect((await post('/api/merchant/process-payments-report')).headers['content-encoding']).toBe('br');
  });

  it('does not try to inflate a request body: it reaches the parser as sent, as before', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-encoding': 'gzip', 'content-type': 'application/json' },
      payload: '{"a":1}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ a: 1 });
  });
});
