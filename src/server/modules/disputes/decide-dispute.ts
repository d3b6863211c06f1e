import type { AdminDisputeDetail } from '@contract/disputes';
import type { AppContext } from '@server/context';
import { conflict } from '@server/errors';
import type { AdminActor } from '@server/principals';
import { changeDisputeStatus, loadDispute } from './change-dispute-status';
import { toAdminDisputeDetail } from './dispute-view';

/** Staff decide a dispute under review: WON gives the held amount back, LOST keeps it and charges the fee. */
export async function decideDispute(
  ctx: AppContext,
  { disputeId, outcome, actor }: { disputeId: string; outcome: 'WON' | 'LOST'; actor: AdminActor },
): Promise<AdminDisputeDetail> {
  return ctx.database.db.transaction(async (tx) => {
    const v = await loadDispute(tx, disputeId, { lock: true });
    if (v.dispute.status !== 'UNDER_REVIEW') {
      throw conflict(`A ${v.dispute.status} dispute cannot be decided; only one under review can`, 'INVALID_DISPUTE_TRANSITION');
    }
    const after = await changeDisputeStatus(ctx, tx, v, outcome, { kind: 'admin', actor });
    return toAdminDisputeDetail(tx, after);
  });
}
