import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The error codes this route's contract entry lets it answer with (set by the endpoint registrar). */
    acceptedErrorCodes?: ReadonlySet<string>;
  }
}

export interface UndeclaredErrorAnswer {
  route: string;
  status: number;
  code: string;
}

// Kept outside production only, and bounded, so a gap in a declaration never costs memory there.
const MAX_KEPT = 200;
const kept: UndeclaredErrorAnswer[] = [];

/**
 * The answers of this process whose code their endpoint does not declare. The API test suite
 * fails a file that produced any (test/support/declared-error-codes.ts), so the tests prove that
 * every endpoint's `errors` list is complete (docs/decisions/0029-closed-error-codes.md).
 */
export function undeclaredErrorAnswers(): readonly UndeclaredErrorAnswer[] {
  return kept;
}

export function forgetUndeclaredErrorAnswers(): void {
  kept.length = 0;
}

/**
 * Called for every error answer: a code that the route's contract entry does not declare is logged
 * as an error (the contract promises clients a closed list) and, outside production, kept for the
 * tests. The answer itself is never changed.
 */
export function checkDeclaredErrorCode(request: FastifyRequest, status: number, code: string): void {
  const accepted = request.routeOptions?.config?.acceptedErrorCodes;
  if (!accepted || accepted.has(code)) return;
  const route = `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`;
  request.log.error({ code, status, route }, 'error code not declared by the endpoint contract');
  if (request.server.ctx.config.environment !== 'production' && kept.length < MAX_KEPT) kept.push({ route, status, code });
}
