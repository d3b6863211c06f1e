import type { FastifyRequest } from 'fastify';
import { findUnsafeText } from '@contract/safe-text';
import { AppError, invalidField, type RequestPart } from '@server/errors';

/** A 400 VALIDATION_ERROR for the first unsafe string in a request part, or null when it has none. */
export function unsafeTextError(part: RequestPart, value: unknown): AppError | null {
  const found = findUnsafeText(value);
  if (!found) return null;
  const { message, code, field } = invalidField(part, found.path.join('.'), found.message);
  return new AppError(code, 400, message, field === undefined ? undefined : { field });
}

/**
 * Every contract route runs this before its schema (src/server/http/endpoint-route.ts): a NUL
 * or an unpaired surrogate anywhere in the path parameters, the query or the parsed body, keys
 * included, is refused before a handler can store it. Multipart parts are read by their route
 * and checked there (modules/verification/read-document-upload.ts).
 */
export async function refuseUnsafeText(request: FastifyRequest): Promise<void> {
  const error = unsafeTextError('params', request.params) ?? unsafeTextError('querystring', request.query) ?? unsafeTextError('body', request.body);
  if (error) throw error;
}
