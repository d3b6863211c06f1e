import { asc, eq } from 'drizzle-orm';
import type { PayoutStatus } from '@contract/ledger';
import type { AppContext } from '@server/context';
import { payouts } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import type { AdminActor } from '@server/principals';
import { runPayouts, updatePayoutStatus } from '@server/modules/payouts';

const FAILURE_REASONS = ['Bank rejected the payment: account closed', 'Sort code and account number do not match'];
/** The order statuses are handed out in while some has not appeared yet. */
const WANTED: PayoutStatus[] = ['PAID', 'FAILED', 'PROCESSING', 'PENDING'];

/** Moves one PENDING payout on to `to` along the allowed transitions. */
async function moveTo(ctx: AppContext, actor: AdminActor, payoutId: string, to: PayoutStatus, n: number): Promise<void> {
  if (to === 'PENDING') return;
  if (to === 'FAILED') {
    await updatePayoutStatus(ctx, { payoutId, status: 'FAILED', reason: FAILURE_REASONS[n % FAILURE_REASONS.length], actor });
    return;
  }
  await updatePayoutStatus(ctx, { payoutId, status: 'PROCESSING', actor });
  if (to === 'PAID') await updatePayoutStatus(ctx, { payoutId, status: 'PAID', actor });
}

/** A run by an admin, or null when nothing is due (a second seed on the same day, say). */
async function adminRun(ctx: AppContext, actor: AdminActor) {
  try {
    return await runPayouts(ctx, { trigger: 'ADMIN', actor });
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOTHING_TO_PAY') return null;
    throw err;
  }
}

/**
 * Payout runs through the payouts module, with payouts in every status. Each run pays every
 * eligible merchant; its payouts take the statuses not seen yet (the showcase merchant's first is
 * paid), then go round PAID, FAILED, PROCESSING and PENDING. Between the runs `between` stores the
 * next payments, so a run finds money again; a failed payout gives its money back to the merchant's
 * payable, so the next run pays it again, as after a bank rejection.
 */
export async function seedPayouts(ctx: AppContext, actor: AdminActor, o: { showcaseDbId?: string; between?: () => Promise<unknown>; runs?: number }) {
  const runs: string[] = [];
  const byStatus: Partial<Record<PayoutStatus, number>> = {};
  let n = 0;
  for (let r = 0; r < (o.runs ?? 2); r++) {
    if (r > 0) await o.between?.();
    const made = await adminRun(ctx, actor);
    if (!made) continue;
    runs.push(made.run.id);
    const list = await ctx.database.db
      .select({ id: payouts.id, merchantId: payouts.merchantId })
      .from(payouts)
      .where(eq(payouts.runId, made.run.id))
      .orderBy(asc(payouts.amount), asc(payouts.id));
    // The showcase merchant first, so its first payout is the one paid.
    list.sort((a, b) => Number(b.merchantId === o.showcaseDbId) - Number(a.merchantId === o.showcaseDbId));
    for (const p of list) {
      const to = WANTED.find((s) => !byStatus[s]) ?? WANTED[n % WANTED.length]!;
      await moveTo(ctx, actor, p.id, to, n++);
      byStatus[to] = (byStatus[to] ?? 0) + 1;
    }
  }
  return { runs, byStatus };
}
