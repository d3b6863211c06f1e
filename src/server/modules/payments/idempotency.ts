import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { idempotencyKeys } from '@server/db/schema/index';
import { AppError } from '@server/errors';

export const IDEMPOTENCY_TTL_HOURS = 24;

export interface IdempotencyScope {
  merchantDbId: string;
  mode: 'test' | 'live';
  key: string;
}

/** Key order must not change the hash: the same body sent twice is the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

const where = (s: IdempotencyScope) => and(eq(idempotencyKeys.merchantId, s.merchantDbId), eq(idempotencyKeys.mode, s.mode), eq(idempotencyKeys.key, s.key));

/**
 * The answer stored under a key for this very request, if any. A key is
 * claimed, and its answer stored, inside the payment's own transaction
 * (record_payment, migration 0004): a concurrent duplicate waits on the key's
 * unique index and then replays, and a request that never completed (the
 * process died) leaves no claim behind, so its retry simply runs.
 * A different body under the same key is refused with 422.
 */
export async function findStoredAnswer(db: DbOrTx, scope: IdempotencyScope, hash: string): Promise<{ status: number; body: string } | undefined> {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(where(scope), eq(idempotencyKeys.state, 'done'), sql`${idempotencyKeys.expiresAt} > now()`))
    .limit(1);
  if (!existing) return undefined;
  if (existing.requestHash !== hash) {
    throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'This Idempotency-Key was already used with a different request body');
  }
  return { status: existing.responseStatus!, body: existing.responseBody! };
}

export async function purgeExpiredIdempotencyKeys(db: DbOrTx): Promise<number> {
  const result = await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.expiresAt} <= now()`);
  return result.rowCount ?? 0;
}
