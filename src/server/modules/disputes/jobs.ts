import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { formatPounds } from '@contract/money';
import type { AppContext } from '@server/context';
import { disputes } from '@server/db/schema/disputes';
import { merchants } from '@server/db/schema/merchants';
import { notify } from '../notifications';
import { changeDisputeStatus, loadDispute } from './change-dispute-status';
import { claimOverdueDispute } from './dispute-repository';

/** The disputes' scheduled work (docs/decisions/0020), run every minute on every instance (src/server/jobs.ts). */

/**
 * Every dispute still needing a response after its dueBy is LOST, with its money, audit and email.
 * Each in its own transaction; a row another instance holds is skipped this time.
 */
export async function expireOverdueDisputes(ctx: AppContext): Promise<number> {
  let done = 0;
  for (;;) {
    const changed = await ctx.database.db.transaction(async (tx) => {
      const id = await claimOverdueDispute(tx);
      if (id === undefined) return false;
      const v = await loadDispute(tx, id, { lock: true });
      await changeDisputeStatus(ctx, tx, v, 'LOST', { kind: 'system' }, 'No evidence before the due date');
      return true;
    });
    if (!changed) return done;
    done += 1;
  }
}

/** Tells staff once per dispute when one needing a response is due within 48 hours. */
export async function notifyDisputesDueSoon(ctx: AppContext): Promise<number> {
  return ctx.database.db.transaction(async (tx) => {
    // One statement marks and returns them, so two instances never tell staff twice.
    const rows = await tx
      .update(disputes)
      .set({ dueSoonNotifiedAt: sql`now()` })
      .from(merchants)
      .where(
        and(
          eq(merchants.id, disputes.merchantId),
          eq(disputes.status, 'NEEDS_RESPONSE'),
          isNull(disputes.dueSoonNotifiedAt),
          lte(disputes.dueBy, sql`now() + interval '48 hours'`),
          gt(disputes.dueBy, sql`now()`),
        ),
      )
      .returning({ id: disputes.id, amount: disputes.amount, dueBy: disputes.dueBy, companyName: merchants.companyName });
    for (const r of rows) {
      await notify(tx, ctx, {
        audience: 'admin',
        type: 'dispute.due_soon',
        title: `Dispute ${r.id} is due soon`,
        body: `${r.companyName}: ${formatPounds(r.amount)}, due ${r.dueBy.toUTCString()}.`,
        link: '/admin/disputes',
        data: { disputeId: r.id },
      });
    }
    return rows.length;
  });
}
