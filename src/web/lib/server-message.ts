import { isHttpError } from './http-error';

/**
 * The server's own words from a failed call, for "<title> with server message or <fallback>"
 * toasts (spec section 8). HttpError messages read "{status}: {message}"; people need only the
 * message. Anything else (a dropped connection, a bug) has no server message, so the caller's
 * fallback is shown instead of a browser's technical text.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const prefix = `${error.status}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return message.trim() === '' ? undefined : message;
}

/**
 * Validation errors name their field as "field: message" (the server's error handler). When the
 * field is one the form shows, the message can sit next to it; otherwise null.
 */
export function fieldErrorFromMessage<F extends string>(message: string | undefined, fields: readonly F[]): { field: F; message: string } | null {
  if (!message) return null;
  const match = /^([A-Za-z][A-Za-z0-9]*): (.+)$/s.exec(message);
  if (!match) return null;
  const field = fields.find((candidate) => candidate === match[1]);
  return field ? { field, message: match[2] } : null;
}
