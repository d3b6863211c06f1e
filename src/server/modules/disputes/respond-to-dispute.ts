import type { DisputeDetail } from '@contract/disputes';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { badRequest, conflict } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { changeDisputeStatus, loadDispute } from './change-dispute-status';
import { listDisputeFiles } from './dispute-file-repository';
import type { DisputeView } from './dispute-repository';
import { toDisputeDetail } from './dispute-view';

/**
 * The merchant's answers to its own dispute while it needs a response: submit the evidence for
 * review, or accept the dispute. Another merchant's dispute is not found.
 */

/** Runs `fn` on the merchant's own dispute, locked, only while it needs a response. */
export async function whileNeedsResponse<T>(
  ctx: AppContext,
  principal: MerchantPrincipal,
  disputeId: string,
  fn: (tx: DbOrTx, v: DisputeView) => Promise<T>,
): Promise<T> {
  return ctx.database.db.transaction(async (tx) => {
    const v = await loadDispute(tx, disputeId, { merchantDbId: principal.merchantDbId, lock: true });
    if (v.dispute.status !== 'NEEDS_RESPONSE') {
      throw conflict(`This dispute is ${v.dispute.status}; its evidence can no longer change`, 'DISPUTE_READ_ONLY');
    }
    return fn(tx, v);
  });
}

export async function submitDispute(ctx: AppContext, { principal, disputeId }: { principal: MerchantPrincipal; disputeId: string }): Promise<DisputeDetail> {
  return whileNeedsResponse(ctx, principal, disputeId, async (tx, v) => {
    const files = await listDisputeFiles(tx, v.dispute.id);
    if (!v.dispute.evidenceText.trim() && files.length === 0) {
      throw badRequest('Write a statement or attach a file before submitting', 'EVIDENCE_REQUIRED', { field: 'text' });
    }
    return toDisputeDetail(tx, await changeDisputeStatus(ctx, tx, v, 'UNDER_REVIEW', { kind: 'merchant', principal }));
  });
}

export async function acceptDispute(ctx: AppContext, { principal, disputeId }: { principal: MerchantPrincipal; disputeId: string }): Promise<DisputeDetail> {
  return whileNeedsResponse(ctx, principal, disputeId, async (tx, v) =>
    toDisputeDetail(tx, await changeDisputeStatus(ctx, tx, v, 'ACCEPTED', { kind: 'merchant', principal })),
  );
}
