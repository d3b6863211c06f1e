import type { ErrorCode, ErrorCodeWithStatus, ErrorStatusOf } from '@contract/error-codes';

export type { ErrorCode, ErrorCodeWithStatus } from '@contract/error-codes';

/**
 * The one error type of the server. The central handler turns it into
 * `{ message, code }` with the given status; anything else becomes a 500
 * whose details are logged, never sent. The code comes from the contract's closed list and the
 * status must be one the list gives that code (docs/decisions/0029-closed-error-codes.md).
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly statusCode: number;
  /** How long to wait before trying again; the central error handler sends it as Retry-After. */
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: C,
    statusCode: ErrorStatusOf<C>,
    message: string,
    /** Extra fields merged into the error body, e.g. `{ success: false }` or `{ field }`. */
    readonly extra?: Record<string, unknown>,
    options: { retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
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
export function invalidField(
  part: RequestPart | undefined,
  field: string,
  message: string,
): { message: string; code: 'VALIDATION_ERROR'; field: string | undefined } {
  const where = part === 'body' ? '' : `${part ?? 'request'}.`;
  const label = field ? `${where}${field}` : part === 'body' ? 'body' : where.replace(/\.$/, '');
  return { message: label ? `${label}: ${message}` : message, code: 'VALIDATION_ERROR', field: field || undefined };
}

// Each helper takes only the codes the contract answers with its status.
export const badRequest = (message: string, code: ErrorCodeWithStatus<400> = 'VALIDATION_ERROR', extra?: Record<string, unknown>) =>
  new AppError<ErrorCodeWithStatus<400>>(code, 400, message, extra);
export const unauthorized = (message = 'Authentication required', code: ErrorCodeWithStatus<401> = 'UNAUTHORIZED') =>
  new AppError<ErrorCodeWithStatus<401>>(code, 401, message);
export const forbidden = (message = 'You do not have access to this resource', code: ErrorCodeWithStatus<403> = 'FORBIDDEN') =>
  new AppError<ErrorCodeWithStatus<403>>(code, 403, message);
export const notFound = (message = 'Not found', code: ErrorCodeWithStatus<404> = 'NOT_FOUND') => new AppError<ErrorCodeWithStatus<404>>(code, 404, message);
export const conflict = (message: string, code: ErrorCodeWithStatus<409> = 'CONFLICT') => new AppError<ErrorCodeWithStatus<409>>(code, 409, message);

/** Every way a suspended merchant is refused (portal session, login, API key) says the same thing. */
export const merchantSuspended = () =>
  new AppError('MERCHANT_SUSPENDED', 403, 'This merchant account is suspended. Contact SmartSplit support to find out more.');
