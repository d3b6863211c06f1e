/**
 * Every failure the SDK throws is a SmartSplitError. An answer from the API becomes the subclass for
 * its status, carrying the API's `code` and `field`, the `Request-Id` to quote to support and, for
 * 429 and 503, the seconds `Retry-After` asked for. A declined payment (402) is not an error: it is
 * returned as a payment with status DECLINED.
 */
export interface SmartSplitErrorInit {
  message: string;
  status?: number;
  code?: string;
  field?: string;
  requestId?: string;
  retryAfterSeconds?: number;
  body?: unknown;
  cause?: unknown;
}

export class SmartSplitError extends Error {
  /** The HTTP status, or undefined when no answer came (a connection error or a time-out). */
  readonly status: number | undefined;
  /** The API's error code, such as `TRANSACTION_NOT_FOUND` or `RATE_LIMITED`. */
  readonly code: string | undefined;
  /** The request field the error is about, when the API names one. */
  readonly field: string | undefined;
  /** The answer's `Request-Id` header: quote it to support, or look it up in the request log. */
  readonly requestId: string | undefined;
  /** The `Retry-After` header in seconds, when the API sent one. */
  readonly retryAfterSeconds: number | undefined;
  /** The answer's body as parsed JSON (or text). */
  readonly body: unknown;

  constructor(init: SmartSplitErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.body = init.body;
  }
}

/** 400 or 422: the request is not valid (`field` names what), or an Idempotency-Key was reused with another body. */
export class InvalidRequestError extends SmartSplitError {}
/** 401: a missing, unknown or revoked API key. */
export class AuthenticationError extends SmartSplitError {}
/** 403: the key may not do this (a suspended merchant, a feature not enabled, a test-only operation). */
export class PermissionError extends SmartSplitError {}
/** 404: no such object for this key (another mode's or another merchant's ids are not found either). */
export class NotFoundError extends SmartSplitError {}
/** 409: the object is not in a state that allows this, or a request with the same Idempotency-Key is in progress. */
export class ConflictError extends SmartSplitError {}
/** 429: too many requests with this key; `retryAfterSeconds` says when to try again. */
export class RateLimitError extends SmartSplitError {}
/** 5xx: the API failed; the SDK has already retried it. */
export class ApiError extends SmartSplitError {}
/** No answer: the connection failed or the request timed out (after the SDK's retries). */
export class ConnectionError extends SmartSplitError {}
/** A webhook whose signature, timestamp or body does not verify. */
export class WebhookVerificationError extends SmartSplitError {}

/** The error class for an HTTP status. */
export function errorClassFor(status: number): typeof SmartSplitError {
  if (status === 400 || status === 422) return InvalidRequestError;
  if (status === 401) return AuthenticationError;
  if (status === 403) return PermissionError;
  if (status === 404) return NotFoundError;
  if (status === 409) return ConflictError;
  if (status === 429) return RateLimitError;
  if (status >= 500) return ApiError;
  return SmartSplitError;
}
