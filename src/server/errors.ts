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
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    /** Extra fields merged into the error body, e.g. `{ success: false }` or `{ field }`. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
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
