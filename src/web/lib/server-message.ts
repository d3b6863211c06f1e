import { isHttpError } from './http-error';

/** "in 15 minutes", "in 40 seconds", "in 2 hours": the wait a Retry-After names, for people. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `in ${hours} hour${hours === 1 ? '' : 's'}`;
}

/**
 * The server's own words from a failed call, for "<title> with server message or <fallback>"
 * toasts (docs/decisions/0006-web-client-departures.md). Anything else (a dropped connection, a
 * bug) has no server message, so the caller's fallback is shown instead of a browser's technical
 * text. A rate-limit answer always says when to try again: the server's message names the wait,
 * and where one does not, the Retry-After header supplies it.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const message = error.serverMessage.trim();
  if (message === '') return undefined;
  if (error.status === 429 && error.retryAfterSeconds !== undefined && !/try again/i.test(message)) {
    return `${message} Try again ${describeWait(error.retryAfterSeconds)}.`;
  }
  return message;
}

/**
 * A validation error on a field the form shows: the server names the field in `field`, and its
 * message reads "field: message", so the message can sit next to the field without the prefix.
 */
export function fieldError<F extends string>(error: unknown, fields: readonly F[]): { field: F; message: string } | null {
  if (!isHttpError(error) || error.field === undefined) return null;
  const field = fields.find((candidate) => candidate === error.field);
  if (!field) return null;
  const prefix = `${field}: `;
  const message = error.serverMessage.startsWith(prefix) ? error.serverMessage.slice(prefix.length) : error.serverMessage;
  return { field, message };
}
