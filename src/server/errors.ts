/**
 * The one error type of the server. The central handler turns it into
 * `{ message, code }` with the given status; anything else becomes a 500
 * whose details are logged, never sent.
 */
export type ErrorCode =
  | 'VALIDATION_ERROR'
  | 'INVALID_JSON'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INTERNAL_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | (string & {});

export class AppError extends Error {
  /** How long to wait before trying again; the central error handler sends it as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the error body, e.g. `{ success: false }` or `{ field }`. */
    readonly extra?: Record<string, unknown>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * A wait as people read it ("in 15 minutes") and the seconds it stands for, rounded up to the
 * unit it is stated in, so Retry-After says exactly what the message says and never less than
 * the real wait.
 */
export function statedWait(seconds: number): { text: string; seconds: number } {
  const wait = Math.max(1, Math.ceil(seconds));
  if (wait < 60) return { text: `in ${wait} second${wait === 1 ? '' : 's'}`, seconds: wait };
  const minutes = Math.ceil(wait / 60);
  if (minutes < 60) return { text: `in ${minutes} minute${minutes === 1 ? '' : 's'}`, seconds: minutes * 60 };
  const hours = Math.ceil(minutes / 60);
  return { text: `in ${hours} hour${hours === 1 ? '' : 's'}`, seconds: hours * 3600 };
}

/**
 * Every 429: `message` receives the wait ("in 15 minutes") to state, and the error carries the
 * same wait in seconds for the Retry-After header.
 */
export function rateLimited(retryAfterSeconds: number, message: (wait: string) => string): AppError {
  const wait = statedWait(retryAfterSeconds);
  return new AppError('RATE_LIMITED', 429, message(wait.text), undefined, { retryAfterSeconds: wait.seconds });
}

/** The request part a validation problem was found in, as Fastify names it. */
export type RequestPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * How every validation error names its field: `field` is the path inside its part (`email`,
 * `merchantIds.3`, `q`) and the message is prefixed with it, body fields bare and the others
 * with their part (`querystring.q: ...`, `params.merchantId: ...`).
 */
export function invalidField(part: RequestPart | undefined, field: string, message: string): { message: string; code: 'VALIDATION_ERROR'; field: string | undefined } {
  const where = part === 'body' ? '' : `${part ?? 'request'}.`;
  const label = field ? `${where}${field}` : part === 'body' ? 'body' : where.replace(/\.$/, '');
  return { message: label ? `${label}: ${message}` : message, code: 'VALIDATION_ERROR', field: field || undefined };
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR', extra?: Record<string, unknown>) =>
  new AppError(code, 400, message, extra);
export const unauthorized = (message = 'Authentication required', code: ErrorCode = 'UNAUTHORIZED') =>
  new AppError(code, 401, message);
export const forbidden = (message = 'You do not have access to this resource', code: ErrorCode = 'FORBIDDEN') =>
  new AppError(code, 403, message);
export const notFound = (message = 'Not found', code: ErrorCode = 'NOT_FOUND') => new AppError(code, 404, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(code, 409, message);

/** Every way a suspended merchant is refused (portal session, login, API key) says the same thing. */
export const merchantSuspended = () =>
  new AppError('MERCHANT_SUSPENDED', 403, 'This merchant account is suspended. Contact SmartSplit support to find out more.');
