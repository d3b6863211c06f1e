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

const where = (s: IdempotencyScope) =>
  and(eq(idempotencyKeys.merchantId, s.merchantDbId), eq(idempotencyKeys.mode, s.mode), eq(idempotencyKeys.key, s.key));

export type Claim = { kind: 'claimed' } | { kind: 'replay'; status: number; body: unknown };

/**
 * Claims a key for this request, atomically: of concurrent duplicates exactly
 * one is 'claimed'; the others see it in progress, or replay its answer.
 */
export async function claimIdempotencyKey(db: DbOrTx, scope: IdempotencyScope, hash: string): Promise<Claim> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({
        merchantId: scope.merchantDbId,
        mode: scope.mode,
        key: scope.key,
        requestHash: hash,
        state: 'processing',
        expiresAt: sql`now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (inserted.length) return { kind: 'claimed' };

    const [existing] = await db.select().from(idempotencyKeys).where(where(scope)).limit(1);
    if (!existing) continue; // released between our insert and select: try once more
    if (existing.expiresAt.getTime() <= Date.now()) {
      await db.delete(idempotencyKeys).where(and(where(scope), sql`${idempotencyKeys.expiresAt} <= now()`));
      continue;
    }
    if (existing.requestHash !== hash) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'This Idempotency-Key was already used with a different request body');
    }
    if (existing.state === 'processing') {
      throw new AppError('IDEMPOTENCY_IN_PROGRESS', 409, 'A request with this Idempotency-Key is still being processed; retry shortly');
    }
    return { kind: 'replay', status: existing.responseStatus!, body: existing.responseBody };
  }
  throw new AppError('IDEMPOTENCY_IN_PROGRESS', 409, 'A request with this Idempotency-Key is still being processed; retry shortly');
}

/** Stores the answer in the same transaction as the payment it describes. */
export async function completeIdempotencyKey(db: DbOrTx, scope: IdempotencyScope, status: number, body: unknown): Promise<void> {
  await db.update(idempotencyKeys).set({ state: 'done', responseStatus: status, responseBody: body }).where(where(scope));
}

/** Frees a claimed key when processing failed before any answer was stored, so the client may retry. */
export async function releaseIdempotencyKey(db: DbOrTx, scope: IdempotencyScope): Promise<void> {
  await db.delete(idempotencyKeys).where(and(where(scope), eq(idempotencyKeys.state, 'processing')));
}

export async function purgeExpiredIdempotencyKeys(db: DbOrTx): Promise<number> {
  const result = await db.delete(idempotencyKeys).where(sql`${idempotencyKeys.expiresAt} <= now()`);
  return result.rowCount ?? 0;
}
