import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { pgErrorCode } from '../db/pg-error';
import { AppError, invalidField, type ErrorCode, type RequestPart } from '../errors';
import { checkDeclaredErrorCode } from '../http/undeclared-error-codes';
import { loggableError } from '../loggable-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Fields merged into every error body of this route, e.g. `{ success: false }`. */
    errorExtra?: Record<string, unknown>;
  }
}

interface ErrorBody {
  message: string;
  code: ErrorCode;
  [key: string]: unknown;
}

const FASTIFY_CODES: Record<string, { status: number; code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'Request body is empty; send a JSON object' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported Content-Type; send application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST', message: 'Content-Length does not match the body' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'File is too large' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'Too many parts in the upload' },
  FST_FILES_LIMIT: { status: 400, code: 'VALIDATION_ERROR', message: 'Send one file per request' },
  FST_FIELDS_LIMIT: { status: 400, code: 'VALIDATION_ERROR', message: 'Too many form fields' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the file as multipart/form-data',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR', message: 'Invalid request' },
  // Raised by the router before any route runs (the app passes them here through `frameworkErrors`).
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST', message: 'The URL is not valid: a percent-encoded sequence in it is not UTF-8' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'A part of the URL path is too long' },
};

function fieldName(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** Turns any thrown error into `{ message, code }` with the right status; 5xx details stay in the log. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; internal: boolean; retryAfterSeconds?: number } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: { message: error.message, code: error.code, ...error.extra },
      internal: false,
      ...(error.retryAfterSeconds !== undefined ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    };
  }
  const err = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0]!;
    const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const keys = (first.params as { keys?: string[] } | undefined)?.keys;
    let field = path;
    let message = first.message ?? 'Invalid value';
    if (first.keyword === 'unrecognized_keys' && keys?.length) {
      field = [path, keys[0]].filter(Boolean).join('.');
      message = `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}`;
    }
    return { status: 400, body: invalidField(err.validationContext as RequestPart | undefined, field, message), internal: false };
  }
  if (err && typeof err === 'object' && 'issues' in err && Array.isArray((err as { issues: unknown[] }).issues)) {
    const issue = (err as unknown as { issues: { path: PropertyKey[]; message: string }[] }).issues[0]!;
    const field = fieldName(issue.path);
    return { status: 400, body: { message: field ? `${field}: ${issue.message}` : issue.message, code: 'VALIDATION_ERROR', field }, internal: false };
  }
  if (isResponseSerializationError(err)) {
    return { status: 500, body: { message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' }, internal: true };
  }
  const known = err?.code ? FASTIFY_CODES[err.code] : undefined;
  if (known) {
    const message = err.code === 'FST_ERR_VALIDATION' ? err.message : known.message;
    return { status: known.status, body: { message, code: known.code }, internal: false };
  }
  if (err instanceof SyntaxError && (err as FastifyError).statusCode === 400) {
    return { status: 400, body: { message: 'Request body is not valid JSON', code: 'INVALID_JSON' }, internal: false };
  }
  // Every database connection busy past the pool's connect timeout (a burst waiting on one payment's
  // row lock, say): the request did nothing, so it is safe to retry, and says so.
  if (err instanceof Error && err.message === 'timeout exceeded when trying to connect') {
    return { status: 503, body: { message: 'The service is busy; retry shortly', code: 'INTERNAL_ERROR' }, internal: false, retryAfterSeconds: 1 };
  }
  // PostgreSQL undid the request's transaction to break a deadlock, or for a conflict under
  // serialisable isolation (raw from pg, or wrapped by Drizzle with the pg error as its cause): the
  // caller may send it again, and is told so. Still logged as an error: a deadlock is a lock order
  // to fix, not a load to shed.
  const pgCode = pgErrorCode(err);
  if (pgCode === '40P01' || pgCode === '40001') {
    return {
      status: 503,
      body: { message: 'The request met a concurrent change and was undone; retry shortly', code: 'INTERNAL_ERROR' },
      internal: true,
      retryAfterSeconds: 1,
    };
  }
  const status = typeof err?.statusCode === 'number' ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code: ErrorCode = status === 404 ? 'NOT_FOUND' : status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 429 ? 'RATE_LIMITED' : 'BAD_REQUEST';
    return { status, body: { message: err.message || 'Bad request', code }, internal: false };
  }
  return { status: 500, body: { message: 'Something went wrong on our side', code: 'INTERNAL_ERROR' }, internal: true };
}

/**
 * Answers a request with its error: the one place that sends error bodies and sets Retry-After,
 * for the error handler and for the router's own errors alike.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body, internal, retryAfterSeconds } = toErrorResponse(error);
  // Redacted here as well as by the logger's serializer, so no logger set-up can let SQL parameters
  // through; the path without its query string, which may carry a token.
  if (internal) request.log.error({ err: loggableError(error), path: request.url.split('?')[0], method: request.method }, 'unhandled error');
  else if (status >= 400) request.log.info({ code: body.code, status }, 'request refused');
  checkDeclaredErrorCode(request, status, body.code);
  const extra = request.routeOptions?.config?.errorExtra;
  // The wait the error's message states; a 429 that states none (not one of ours) gets a minute.
  if (retryAfterSeconds !== undefined) reply.header('Retry-After', String(retryAfterSeconds));
  else if (status === 429 && !reply.hasHeader('retry-after')) reply.header('Retry-After', '60');
  // Keep only the defined fields: undefined `field` must not appear.
  const clean = Object.fromEntries(Object.entries({ ...extra, ...body }).filter(([, v]) => v !== undefined));
  return reply.status(status).type('application/json; charset=utf-8').send(clean);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendError(error, request, reply));
}
