import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { AppError, type ErrorCode } from '@server/errors';

/**
 * Errors that happen before Fastify has a request: Node's HTTP parser refusing the bytes
 * (`clientError`), and an `Expect` header Node does not handle. They get the same
 * `{ message, code }` body as every other error, on a complete response that closes the
 * connection, instead of Node's and Fastify's own bodies.
 */

interface ParserError extends Error {
  code?: string;
  /** llhttp's description of what it refused, e.g. "Invalid character in chunk size". */
  reason?: string;
}

interface ProtocolError {
  status: number;
  code: ErrorCode;
  message: string;
}

const TOO_LARGE: ProtocolError = { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' };

/** What the parser refused, as a status, a code and a message that says what to fix. */
export function protocolError(error: ParserError): ProtocolError {
  const reason = error.reason ?? error.message.replace(/^Parse Error:\s*/, '');
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return TOO_LARGE;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' };
    case 'HPE_INVALID_VERSION':
      // The version is read fine but is not one we speak; anything else about it is a malformed request line.
      return /invalid http version/i.test(reason)
        ? { status: 505, code: 'HTTP_VERSION_NOT_SUPPORTED', message: 'Send HTTP/1.1 (or HTTP/1.0)' }
        : { status: 400, code: 'BAD_REQUEST', message: `The request line is malformed: ${reason}` };
    case 'HPE_INVALID_METHOD':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request method is not a known HTTP method' };
    case 'HPE_INVALID_URL':
      return { status: 400, code: 'BAD_REQUEST', message: 'The request path is not a valid URL: percent-encode characters outside ASCII' };
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
    case 'HPE_INVALID_TRANSFER_ENCODING':
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_INVALID_CHUNK_SIZE':
      return { status: 400, code: 'BAD_REQUEST', message: `The request body's framing is not valid: ${reason}` };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: `The request is not valid HTTP: ${reason}` };
  }
}

/** A whole HTTP/1.1 response with the error body; the connection closes after it. */
export function rawErrorResponse({ status, code, message }: ProtocolError): string {
  const body = JSON.stringify({ message, code });
  return [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

// Sockets already answered: after a parse error every later chunk fails again and Node reports it again.
const answered = new WeakSet<Socket>();

/** Whether a response of an earlier request on this keep-alive connection has started; one must not be cut into. */
function responseInFlight(socket: Socket): boolean {
  const current = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  return Boolean(current?.headersSent);
}

/** Fastify's `clientErrorHandler`: the parser's refusals, answered in our shape. */
export function handleClientError(this: { log: FastifyBaseLogger } | undefined, error: ParserError, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (answered.has(socket) || !socket.writable || responseInFlight(socket)) {
    socket.destroy();
    return;
  }
  answered.add(socket);
  const refusal = protocolError(error);
  this?.log.info({ code: refusal.code, status: refusal.status, parserCode: error.code }, 'request refused by the HTTP parser');
  socket.end(rawErrorResponse(refusal), () => socket.destroy());
}

/**
 * Node answers an `Expect` other than 100-continue with a bare 417 unless someone listens;
 * this listener answers it in our shape. Registered on the app's server once it exists.
 */
export function registerExpectationFailed(app: FastifyInstance): void {
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) => {
    const body = JSON.stringify({ message: 'Only "Expect: 100-continue" is supported', code: 'EXPECTATION_FAILED' });
    response.writeHead(417, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      Connection: 'close',
    });
    response.end(body);
    request.resume();
  });
}

/**
 * What the parser lets through but we do not serve: an HTTP/1.1 request without Host (Node
 * would refuse it with an empty body; the app turns that check off to answer it here) and a
 * request line claiming a version other than 1.x.
 */
export function refuseUnsupportedRequests(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersionMajor !== 1) {
      throw new AppError('HTTP_VERSION_NOT_SUPPORTED', 505, 'Send HTTP/1.1 (or HTTP/1.0)');
    }
    if (request.raw.httpVersionMinor >= 1 && request.headers.host === undefined) {
      throw new AppError('BAD_REQUEST', 400, 'Send a Host header: HTTP/1.1 requires one');
    }
  });
}
