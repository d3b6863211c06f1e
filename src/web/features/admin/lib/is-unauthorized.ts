import { isHttpError } from '@web/lib/http-error';

/** A 401 has already cleared the admin token; the session hook then shows Session Expired, so callers stay quiet. */
export function isUnauthorized(error: unknown): boolean {
  return isHttpError(error) && error.status === 401;
}
