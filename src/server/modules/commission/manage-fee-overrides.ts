import { sql } from 'drizzle-orm';
import type { CreateFeeOverrideRequest, FeeOverride } from '@contract/commission';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { badRequest, conflict, notFound } from '@server/errors';
import { newId } from '@server/lib/text-ids';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { merchantByPublicId } from './commission-merchants';
import { deleteScheduledFeeOverride, findFeeOverride, insertFeeOverride, listFeeOverrideRows } from './fee-override-repository';

/**
 * Per-merchant fee overrides (docs/decisions/0018). record_payment re-checks the fee in force
 * (override or default) and stores it on the transaction.
 */

export const listFeeOverrides = (db: DbOrTx, q: { merchantId?: string }): Promise<FeeOverride[]> => listFeeOverrideRows(db, q.merchantId);

/** Allowed clock difference for "now": an effective-from a moment in the past means now. */
const PAST_TOLERANCE_MS = 60_000;

/**
 * A fee for one merchant from a moment on (now when absent; never in the past, since fees already
 * charged stay as they were). Its trigger NOTIFYs every instance's payment cache, and record_payment
 * re-checks the fee in force, so the next payment on any instance pays it.
 */
export async function createFeeOverride(ctx: AppContext, { input, actor }: { input: CreateFeeOverrideRequest; actor: AdminActor }): Promise<FeeOverride> {
  const from =
    input.effectiveFrom === undefined
      ? undefined
      : new Date(/^\d{4}-\d{2}-\d{2}$/.test(input.effectiveFrom) ? `${input.effectiveFrom}T00:00:00Z` : input.effectiveFrom);
  if (from && from.getTime() < Date.now() - PAST_TOLERANCE_MS) {
    throw badRequest('effectiveFrom must not be in the past: fees already charged stay as they were', 'VALIDATION_ERROR', { field: 'effectiveFrom' });
  }
  if (from && from.getFullYear() > 9999) throw badRequest('effectiveFrom is too far in the future', 'VALIDATION_ERROR', { field: 'effectiveFrom' });
  return ctx.database.db.transaction(async (tx) => {
    const m = await merchantByPublicId(tx, input.merchantId);
    const id = newId('fo');
    const made = await insertFeeOverride(tx, {
      id,
      merchantId: m.id,
      feePercent: input.feePercent === null ? null : input.feePercent.toFixed(2),
      effectiveFrom: sql`greatest(now(), coalesce(${from?.toISOString() ?? null}::timestamptz, now()))`,
      createdBy: actor.id,
    });
    if (!made) throw conflict('This merchant already has a fee override from that moment', 'FEE_OVERRIDE_EXISTS');
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'commission.fee_override.create',
      targetType: 'merchant',
      targetId: input.merchantId,
      after: { overrideId: id, feePercent: input.feePercent, effectiveFrom: from?.toISOString() ?? 'now' },
    });
    return (await findFeeOverride(tx, id))!;
  });
}

/** Only a scheduled override can be withdrawn; one in force (or past) is history: add a newer one instead. */
export async function deleteFeeOverride(ctx: AppContext, { overrideId, actor }: { overrideId: string; actor: AdminActor }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await findFeeOverride(tx, overrideId);
    if (!row) throw notFound('Fee override not found');
    if (row.state !== 'SCHEDULED') throw conflict('Only a scheduled override can be withdrawn; add a newer override instead', 'FEE_OVERRIDE_IN_FORCE');
    if (!(await deleteScheduledFeeOverride(tx, overrideId)))
      throw conflict('This override has just come into force; add a newer override instead', 'FEE_OVERRIDE_IN_FORCE');
    await recordAudit(tx, { ...auditActor(actor), action: 'commission.fee_override.delete', targetType: 'merchant', targetId: row.merchantId, before: row });
  });
}
