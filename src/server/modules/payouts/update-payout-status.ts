import { PAYOUT_TRANSITIONS, type AdminPayout, type LedgerAccount, type LedgerKind } from '@contract/ledger';
import type { EventType } from '@contract/events';
import { formatPounds } from '@contract/money';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { conflict, notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { recordEvent } from '../events';
import { postTransfer, transferLegs } from '../ledger/index';
import { notify } from '../notifications';
import { queuePayoutEmail } from './payout-emails';
import { findPayoutView, updatePayoutStatusRow } from './payout-repository';
import { toAdminPayout, toMerchantPayout } from './payout-view';

type NewStatus = 'PROCESSING' | 'PAID' | 'FAILED';

const KIND: Record<NewStatus, LedgerKind> = { PROCESSING: 'PAYOUT_PROCESSING', PAID: 'PAYOUT_PAID', FAILED: 'PAYOUT_FAILED' };
const EVENT: Record<NewStatus, EventType> = { PROCESSING: 'payout.processing', PAID: 'payout.paid', FAILED: 'payout.failed' };

/** Where each change moves the amount: forward along the payout accounts, or back to the merchant's payable. */
function accountsOf(from: 'PENDING' | 'PROCESSING', to: NewStatus): [LedgerAccount, LedgerAccount] {
  if (to === 'FAILED') return [from === 'PENDING' ? 'payouts_pending' : 'payouts_processing', 'merchant_payable'];
  return to === 'PROCESSING' ? ['payouts_pending', 'payouts_processing'] : ['payouts_processing', 'payouts_paid'];
}

/**
 * PENDING -> PROCESSING -> PAID, or FAILED from either (the amount goes back to the merchant's
 * payable): the ledger posting, the row, an audit row, an email, an event and, when it ends,
 * notifications, in one transaction (docs/decisions/0018).
 */
export async function updatePayoutStatus(
  ctx: AppContext,
  { payoutId, status, reason, actor }: { payoutId: string; status: NewStatus; reason?: string; actor: AdminActor },
): Promise<AdminPayout> {
  return ctx.database.db.transaction(async (tx) => {
    const current = await findPayoutView(tx, payoutId, { lock: true });
    if (!current) throw notFound('Payout not found');
    const was = current.payout.status;
    if (!PAYOUT_TRANSITIONS[was].includes(status) || (was !== 'PENDING' && was !== 'PROCESSING')) {
      throw conflict(`A ${was} payout cannot become ${status}`, 'INVALID_PAYOUT_TRANSITION');
    }
    const { amount, merchantId: merchantDbId } = current.payout;
    const [from, to] = accountsOf(was, status);
    await postTransfer(tx, { groupKey: `${payoutId}:${status}`, kind: KIND[status], merchantDbId, payoutId, legs: transferLegs(from, to, amount) });
    await updatePayoutStatusRow(tx, payoutId, status, reason ?? null);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: `payouts.${status.toLowerCase()}`,
      targetType: 'payout',
      targetId: payoutId,
      before: { status: was },
      after: { status, amount, ...(reason ? { reason } : {}) },
    });
    const companyName = current.companyName;
    await queuePayoutEmail(tx, ctx.config.publicUrl, {
      to: current.contactEmail,
      companyName,
      payoutId,
      amount,
      status,
      bankAccountLast4: current.payout.bankAccountLast4,
      failureReason: reason,
    });
    const after = (await findPayoutView(tx, payoutId))!;
    await recordEvent(tx, { merchantDbId, mode: 'live', type: EVENT[status], data: toMerchantPayout(after) });
    if (status !== 'PROCESSING') await notifyPayout(tx, ctx, { merchantDbId, companyName, payoutId, amount, status, reason });
    return toAdminPayout(after);
  });
}

/** A paid or failed payout tells the merchant's team; a failed one also tells the staff who run payouts. */
async function notifyPayout(
  tx: DbOrTx,
  ctx: AppContext,
  {
    merchantDbId,
    companyName,
    payoutId,
    amount,
    status,
    reason,
  }: { merchantDbId: string; companyName: string; payoutId: string; amount: number; status: 'PAID' | 'FAILED'; reason?: string },
): Promise<void> {
  const data = { payoutId, amount, status };
  const money = formatPounds(amount);
  if (status === 'PAID') {
    await notify(tx, ctx, {
      audience: 'merchant',
      type: 'payout.paid',
      merchantDbId,
      title: `Payout of ${money} paid`,
      body: `Payout ${payoutId} reached your bank account.`,
      link: '/merchant-portal/payouts',
      data,
    });
    return;
  }
  const why = reason ? `: ${reason}` : '';
  await notify(tx, ctx, {
    audience: 'merchant',
    type: 'payout.failed',
    merchantDbId,
    title: `Payout of ${money} failed`,
    body: `Payout ${payoutId} failed${why}. The amount is back in your available balance for the next run.`,
    link: '/merchant-portal/payouts',
    data,
  });
  await notify(tx, ctx, {
    audience: 'admin',
    type: 'payout.failed',
    title: `${companyName}: payout of ${money} failed`,
    body: `Payout ${payoutId} failed${why}.`,
    link: '/admin/payouts',
    data,
  });
}
