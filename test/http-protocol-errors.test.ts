import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Requests that Node's HTTP parser, or the router before any route, refuses: sent as raw bytes
 * to a listening app (app.inject skips the parser). Each answer is a complete HTTP response
 * with the shared `{ message, code }` body, and the parser's refusals close the connection.
 */

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
}

/** Writes the bytes, reads one response (by Content-Length), and waits briefly to see whether the server closes. */
function rawRequest(bytes: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = Buffer.alloc(0);
    let response: Omit<RawResponse, 'closed'> | undefined;
    const timer = setTimeout(() => {
      socket.destroy();
      if (response) resolve({ ...response, closed: false });
      else reject(new Error(`No complete response; got ${JSON.stringify(data.toString('latin1'))}`));
    }, 1500);
    const finish = () => {
      clearTimeout(timer);
      if (response) resolve({ ...response, closed: true });
      else reject(new Error(`Connection closed without a complete response; got ${JSON.stringify(data.toString('latin1'))}`));
    };
    socket.on('data', (chunk) => {
      data = Buffer.concat([data, chunk]);
      const end = data.indexOf('\r\n\r\n');
      if (response || end < 0) return;
      const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length']);
      if (!Number.isInteger(length) || data.length < end + 4 + length) return;
      response = { status: Number(statusLine!.split(' ')[1]), headers, body: data.subarray(end + 4, end + 4 + length).toString('utf8') };
    });
    socket.on('close', finish);
    socket.on('error', () => undefined);
    socket.write(bytes);
  });
}

function expectShaped(res: RawResponse, status: number, code: string) {
  expect(res.status, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as Record<string, unknown>;
  expect(body).toEqual({ message: expect.any(String), code });
  expect((body.message as string).length).toBeGreaterThan(0);
}

function expectClosed(res: RawResponse) {
  expect(res.headers.connection).toBe('close');
  expect(res.closed).toBe(true);
}

const post = (headers: string, body = '') => `POST /api/merchant/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;

describe("the HTTP parser's refusals", () => {
  it.each([
    ['both Content-Length and Transfer-Encoding', post('Content-Length: 4\r\nTransfer-Encoding: chunked\r\n', '2\r\n{}\r\n0\r\n\r\n')],
    ['two Content-Length headers', post('Content-Length: 2\r\nContent-Length: 3\r\n', '{}')],
    ['a bad chunk size', post('Transfer-Encoding: chunked\r\n', 'zz\r\n{}\r\n0\r\n\r\n')],
    ['a Content-Length that is not a number', post('Content-Length: abc\r\n', '{}')],
    ['a Content-Length that overflows', post('Content-Length: 99999999999999999999999\r\n', '{}')],
    ['an unknown method', 'FROB /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n'],
    [
      'raw UTF-8 in the path',
      Buffer.concat([Buffer.from('GET /api/admin/merchants/'), Buffer.from('mch_é', 'utf8'), Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n')]),
    ],
    ['a space in a header name', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header: x\r\n\r\n'],
    ['a NUL in a header value', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Note: a\u0000b\r\n\r\n'],
    ['bare LF line endings', 'GET /api/health HTTP/1.1\nHost: localhost\n\n'],
    ['a TLS handshake on the plain port', Buffer.from('16030100a5010000a10303', 'hex')],
  ])('answers 400 BAD_REQUEST in our shape for %s, and closes', async (_name, bytes) => {
    const res = await rawRequest(bytes);
    expectShaped(res, 400, 'BAD_REQUEST');
    expectClosed(res);
  });

  it('answers 431 for headers that are too large', async () => {
    const res = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectShaped(res, 431, 'HEADERS_TOO_LARGE');
    expectClosed(res);
  });

  it.each(['HTTP/1.2', 'HTTP/3.0'])('answers 505 for %s', async (version) => {
    const res = await rawRequest(`GET /api/health ${version}\r\nHost: localhost\r\n\r\n`);
    expectShaped(res, 505, 'HTTP_VERSION_NOT_SUPPORTED');
    expectClosed(res);
  });

  it('answers only once when more bytes follow the refused request', async () => {
    const res = await rawRequest(`${post('Content-Length: abc\r\n', '{}')}GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expectShaped(res, 400, 'BAD_REQUEST');
    expectClosed(res);
  });
});

describe('what the parser lets through but the app refuses before any route', () => {
  it('answers 505 for an HTTP/2.0 request line on the HTTP/1 port', async () => {
    expectShaped(await rawRequest('GET /api/health HTTP/2.0\r\nHost: localhost\r\n\r\n'), 505, 'HTTP_VERSION_NOT_SUPPORTED');
  });

  it('answers 400 for an HTTP/1.1 request without Host, and serves HTTP/1.0 without one', async () => {
    expectShaped(await rawRequest('GET /api/health HTTP/1.1\r\n\r\n'), 400, 'BAD_REQUEST');
    const old = await rawRequest('GET /api/health HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('answers 417 for an Expect it does not support', async () => {
    const res = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nExpect: teapot\r\n\r\n');
    expectShaped(res, 417, 'EXPECTATION_FAILED');
    expectClosed(res);
  });

  it.each([
    ['a percent-encoded lone surrogate', '/api/admin/merchants/%ED%A0%80'],
    ['a broken percent escape', '/api/admin/merchants/%zz'],
  ])('answers 400 for %s in the path', async (_name, path) => {
    expectShaped(await rawRequest(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`), 400, 'BAD_REQUEST');
  });

  it('answers 414 for a path parameter over the router limit', async () => {
    expectShaped(await rawRequest(`GET /api/admin/merchants/${'m'.repeat(500)} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`), 414, 'URI_TOO_LONG');
  });

  it('answers 413 for a declared body over the limit, without reading it', async () => {
    expectShaped(await rawRequest(post(`Content-Length: ${2 * 1024 * 1024}\r\nConnection: close\r\n`, '{}')), 413, 'PAYLOAD_TOO_LARGE');
  });

  it('keeps serving ordinary requests on the same app', async () => {
    const res = await rawRequest('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ status: 'ok' });
  });
});
