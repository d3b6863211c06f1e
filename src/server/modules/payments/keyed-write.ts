import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { idempotencyKeys } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import { IDEMPOTENCY_TTL_HOURS, requestHash, type IdempotencyScope } from './idempotency';

export interface KeyedAnswer {
  status: number;
  /** The answer's JSON text: what a replay sends byte for byte. */
  body: string;
  replayed: boolean;
}

/**
 * One effect per Idempotency-Key for the lifecycle's POSTs (docs/decisions/0033), with
 * process-payment's guarantees: the key is claimed, the work done and the answer stored in ONE
 * transaction. A concurrent request with the same key waits on the key's unique index, then replays;
 * a crash rolls the claim back with the work, so a retry runs afresh; a different request under the
 * key answers 422. Errors are not stored: a refused request changed nothing.
 */
export async function keyedWrite(
  ctx: AppContext,
  scope: Omit<IdempotencyScope, 'key'> & { key?: string },
  request: { path: string; body: unknown },
  work: (tx: DbOrTx) => Promise<{ status: number; body: unknown }>,
): Promise<KeyedAnswer> {
  const hash = requestHash(request);
  return ctx.database.db.transaction(async (tx) => {
    const where =
      scope.key === undefined
        ? undefined
        : and(eq(idempotencyKeys.merchantId, scope.merchantDbId), eq(idempotencyKeys.mode, scope.mode), eq(idempotencyKeys.key, scope.key));
    if (scope.key !== undefined) {
      const expiresAt = sql`now() + make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
      const claim = { merchantId: scope.merchantDbId, mode: scope.mode, key: scope.key, requestHash: hash, state: 'processing' as const, expiresAt };
      const claimed = await tx.insert(idempotencyKeys).values(claim).onConflictDoNothing().returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [existing] = await tx.select().from(idempotencyKeys).where(where).for('update');
        const live = existing && existing.state === 'done' && existing.expiresAt > new Date();
        if (live && existing.requestHash !== hash) {
          throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'This Idempotency-Key was already used with a different request');
        }
        if (live) return { status: existing.responseStatus!, body: existing.responseBody!, replayed: true };
        // Expired (or purged meanwhile): this request takes the key over.
        await tx
          .insert(idempotencyKeys)
          .values(claim)
          .onConflictDoUpdate({
            target: [idempotencyKeys.merchantId, idempotencyKeys.mode, idempotencyKeys.key],
            set: { requestHash: hash, state: 'processing', createdAt: sql`now()`, expiresAt },
          });
      }
    }
    const answer = await work(tx);
    const body = JSON.stringify(answer.body);
    if (where) await tx.update(idempotencyKeys).set({ state: 'done', responseStatus: answer.status, responseBody: body }).where(where);
    return { status: answer.status, body, replayed: false };
  });
}
