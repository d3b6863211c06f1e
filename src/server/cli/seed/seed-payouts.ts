import { asc, eq } from 'drizzle-orm';
import type { PayoutStatus } from '@contract/ledger';
import type { AppContext } from '@server/context';
import { payouts } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import type { AdminActor } from '@server/principals';
import { runPayouts, updatePayoutStatus } from '@server/modules/payouts';

const FAILURE_REASONS = ['Bank rejected the payment: account closed', 'Sort code and account number do not match'];

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
 * Payout runs through the payouts module, with payouts in every status. The first run pays every
 * eligible merchant; the showcase merchant's payout is paid, the others go round PAID, PROCESSING,
 * FAILED and PENDING. A failed payout gives its money back to the merchant's payable, so a second
 * run pays it again: two runs, as after a bank rejection.
 */
export async function seedPayouts(ctx: AppContext, actor: AdminActor, showcaseDbId: string | undefined) {
  const runs: string[] = [];
  const byStatus: Record<string, number> = {};
  const first = await adminRun(ctx, actor);
  if (!first) return { runs, byStatus };
  runs.push(first.run.id);
  const made = await ctx.database.db
    .select({ id: payouts.id, merchantId: payouts.merchantId })
    .from(payouts)
    .where(eq(payouts.runId, first.run.id))
    .orderBy(asc(payouts.amount), asc(payouts.id));
  const cycle: PayoutStatus[] = ['FAILED', 'PROCESSING', 'PENDING', 'PAID'];
  let n = 0;
  for (const p of made) {
    const to = p.merchantId === showcaseDbId ? 'PAID' : cycle[n++ % cycle.length]!;
    await moveTo(ctx, actor, p.id, to, n);
    byStatus[to] = (byStatus[to] ?? 0) + 1;
  }
  const second = await adminRun(ctx, actor);
  if (second) {
    runs.push(second.run.id);
    byStatus.PENDING = (byStatus.PENDING ?? 0) + second.run.payoutCount;
  }
  return { runs, byStatus };
}
