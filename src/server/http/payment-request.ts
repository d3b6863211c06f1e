import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { findCardNumber } from '@engine/index';
import { AppError, badRequest } from '@server/errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as sent, before defaults: what idempotency compares. */
    sentBody?: unknown;
  }
}

/**
 * What every route taking the payment body (the payment API and the Sandbox) checks before the
 * schema: card numbers are refused before anything else looks at the body, which is never stored
 * or logged. The answer names where the number is, so the integrator can fix it, and never echoes
 * its digits.
 */
export const refuseCardNumbers: preValidationHookHandler = async (request) => {
  const hit = findCardNumber(request.body);
  const header = request.headers['idempotency-key'];
  let field: string | undefined;
  let where = '';
  if (hit) {
    // A hit's path is made only of keys already screened, so it holds no card number.
    field = hit.path || 'body';
    where = hit.inKey ? (hit.path ? `A key inside "${hit.path}"` : 'A top-level key of the body') : hit.path ? `Field "${hit.path}"` : 'The body';
  } else if (header !== undefined && findCardNumber(header)) {
    field = 'Idempotency-Key';
    where = 'The Idempotency-Key header';
  }
  if (field !== undefined) {
    throw new AppError(
      'CARD_NUMBER_NOT_ACCEPTED',
      400,
      `${where} contains what looks like a card number. Send card tokens and the last 4 digits only; SmartSplit never accepts card numbers.`,
      { field },
    );
  }
  request.sentBody = request.body;
};

/** The Idempotency-Key header, if sent: one value of 1 to 255 characters. */
export function idempotencyKeyHeader(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (Array.isArray(header)) throw badRequest('Send one Idempotency-Key header', 'VALIDATION_ERROR', { field: 'Idempotency-Key' });
  if (header !== undefined && (header.length < 1 || header.length > 255)) {
    throw badRequest('Idempotency-Key must be 1 to 255 characters', 'VALIDATION_ERROR', { field: 'Idempotency-Key' });
  }
  return header;
}
