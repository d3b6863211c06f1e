import { timeOrderedHex } from '@server/lib/time-ordered-ids';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findCardNumber } from '@engine/index';
import type { AppContext } from '@server/context';
import { createApiLogWriter, type ApiLogWriter } from '@server/modules/api-log';

/**
 * Request ids and the API request log (docs/decisions/0013-api-request-log.md).
 *
 * Every request gets a random `req_...` id, which is Fastify's request id (so each log line
 * carries it) and the `Request-Id` header of every /api answer. A request made with an API key
 * whose merchant is known (including one refused because the key is revoked or the merchant
 * suspended) leaves one row in the merchant's request log: never a body, only what identifies the
 * call and its outcome. Rows are queued in memory and written in batches, off the response path.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The error code of this request's answer, read as it is sent (logged requests only). */
    apiLogErrorCode?: string;
  }
}

export const REQUEST_ID_HEADER = 'Request-Id';

/**
 * `req_` and 32 hex characters, a version 7 UUID (74 random bits after the time): unique across
 * instances without coordination, and time-ordered for the request log's index (docs/decisions/0050).
 */
export function newRequestId(): string {
  return `req_${timeOrderedHex()}`;
}

const writers = new WeakMap<AppContext, ApiLogWriter>();

/** The app's request-log writer; tests call `apiLogWriter(app.ctx).flush()` instead of waiting for the timer. */
export function apiLogWriter(ctx: AppContext): ApiLogWriter {
  const writer = writers.get(ctx);
  if (!writer) throw new Error('The API request log has not been started for this app');
  return writer;
}

// What an error body's `code` and a declined payment's `declineReason` look like in the JSON sent.
// An escaped quote inside a message cannot match: the key must be a real key of the body.
const ERROR_CODE = /"code":"([A-Za-z0-9_]{1,64})"/;
const DECLINE_REASON = /"declineReason":"([A-Za-z0-9_]{1,64})"/;

function errorCodeOf(status: number, payload: unknown): string | undefined {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  const text = typeof payload === 'string' ? payload : payload.toString('utf8', 0, Math.min(payload.length, 64 * 1024));
  return (status === 402 ? DECLINE_REASON : ERROR_CODE).exec(text)?.[1];
}

const MAX_PATH = 512;
const MAX_IDEMPOTENCY_KEY = 255;

/** The path without its query string; the route template instead if the path holds what looks like a card number. */
function loggedPath(request: FastifyRequest, route: string): string {
  const path = request.url.split('?', 1)[0]!.slice(0, MAX_PATH);
  return findCardNumber(path) ? route : path;
}

/** The Idempotency-Key as sent, unless it is not one plain value or looks like a card number (refused, never stored). */
function loggedIdempotencyKey(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  if (typeof header !== 'string' || header.length === 0 || header.length > MAX_IDEMPOTENCY_KEY) return null;
  return findCardNumber(header) ? null : header;
}

function logRow(request: FastifyRequest, reply: FastifyReply) {
  const key = request.apiKeyAuth ?? request.apiKeyRefused;
  if (!key) return undefined;
  const route = request.routeOptions.url ?? request.url.split('?', 1)[0]!;
  const durationMs = Math.max(0, Math.round(reply.elapsedTime));
  return {
    requestId: request.id,
    merchantDbId: key.merchantDbId,
    apiKeyId: key.keyId,
    mode: key.mode,
    method: request.method,
    route,
    path: loggedPath(request, route),
    status: reply.statusCode,
    durationMs,
    idempotencyKey: loggedIdempotencyKey(request),
    errorCode: reply.statusCode >= 400 ? (request.apiLogErrorCode ?? null) : null,
    createdAt: new Date(Date.now() - durationMs),
  };
}

/** Registers the Request-Id header, the log hooks and the writer (flushed when the app closes). Call on the root app. */
export function registerApiRequestLog(app: FastifyInstance): void {
  const writer = createApiLogWriter({ pool: app.ctx.database.pool, logger: app.log });
  writers.set(app.ctx, writer);

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api')) reply.header(REQUEST_ID_HEADER, request.id);
    if (reply.statusCode >= 400 && (request.apiKeyAuth || request.apiKeyRefused)) request.apiLogErrorCode = errorCodeOf(reply.statusCode, payload);
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const row = logRow(request, reply);
    if (row) writer.push(row);
  });

  app.addHook('onClose', async () => writer.stop());
}
