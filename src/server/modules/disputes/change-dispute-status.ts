import { DISPUTE_OPEN_STATUSES, DISPUTE_STATUSES, type DisputeStatus } from '@contract/disputes';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import type { DisputeHistoryEntry } from '@server/db/schema/disputes';
import { notFound } from '@server/errors';
import { auditActor, type AdminActor, type MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { queueMerchantEmail } from '../email';
import { recordEvent } from '../events';
import { postTransfers, transferLegs, type Posting } from '../ledger/index';
import { getPlatformSettings } from '../settings';
import { findDisputeView, updateDisputeStatus, type DisputeView } from './dispute-repository';
import { toDispute } from './dispute-view';

/**
 * A status change (docs/decisions/0020), in the caller's transaction: the dispute row and its
 * history, balanced ledger postings, an audit row, an email to the merchant and, when the dispute
 * closes, an event.
 */

export type Who = { kind: 'admin'; actor: AdminActor } | { kind: 'merchant'; principal: MerchantPrincipal } | { kind: 'system' };

export const CLOSED_STATUSES: readonly DisputeStatus[] = DISPUTE_STATUSES.filter((s) => !DISPUTE_OPEN_STATUSES.includes(s));

const historyBy = (who: Who) => (who.kind === 'admin' ? 'SmartSplit' : who.kind === 'merchant' ? who.principal.email : 'system');

export const auditWho = (who: Who) =>
  who.kind === 'admin'
    ? auditActor(who.actor)
    : who.kind === 'merchant'
      ? { actorType: 'merchant' as const, actorId: who.principal.userId, actorEmail: who.principal.email }
      : { actorType: 'system' as const };

/** A dispute or 404 DISPUTE_NOT_FOUND (also for another merchant's dispute). */
export async function loadDispute(db: DbOrTx, id: string, opts: { merchantDbId?: string; lock?: boolean } = {}): Promise<DisputeView> {
  const v = await findDisputeView(db, id, opts);
  if (!v) throw notFound('Dispute not found', 'DISPUTE_NOT_FOUND');
  return v;
}

/** The merchant's email about a dispute's status (the same message for opening and every change). */
export async function emailDisputeUpdate(ctx: AppContext, tx: DbOrTx, v: DisputeView, status: DisputeStatus, fee: number): Promise<void> {
  const view = toDispute(v);
  await queueMerchantEmail(tx, ctx.config.publicUrl, v.contactEmail, {
    kind: 'dispute-update',
    companyName: v.companyName,
    disputeId: view.id,
    transactionId: view.transactionId,
    amount: view.amount,
    fee,
    status,
    dueBy: view.dueBy,
  });
}

/**
 * The money of a status change (docs/decisions/0020): opening holds the amount out of the
 * merchant's payable; WON gives it back; LOST and ACCEPTED send the hold to dispute_losses and
 * charge the dispute fee from the payable. One ledger group per movement, named after the dispute
 * and the step (`dp_...:LOST`), so each can happen once.
 */
export async function moveDisputeMoney(db: DbOrTx, d: { id: string; merchantId: string; amount: number }, to: DisputeStatus, fee: number): Promise<void> {
  const posting = (step: string, kind: Posting['kind'], legs: Posting['legs']): Posting => ({
    groupKey: `${d.id}:${step}`,
    kind,
    merchantDbId: d.merchantId,
    legs,
  });
  const postings: Posting[] = [];
  if (to === 'NEEDS_RESPONSE') postings.push(posting('OPENED', 'DISPUTE_OPENED', transferLegs('merchant_payable', 'dispute_hold', d.amount)));
  if (to === 'WON') postings.push(posting('WON', 'DISPUTE_WON', transferLegs('dispute_hold', 'merchant_payable', d.amount)));
  if (to === 'LOST' || to === 'ACCEPTED') {
    postings.push(posting('LOST', 'DISPUTE_LOST', transferLegs('dispute_hold', 'dispute_losses', d.amount)));
    postings.push(posting('FEE', 'DISPUTE_FEE', transferLegs('merchant_payable', 'dispute_fees', fee)));
  }
  await postTransfers(db, postings);
}

/** Applies a status change to a locked dispute, with its money, history, audit, email and event. */
export async function changeDisputeStatus(ctx: AppContext, tx: DbOrTx, v: DisputeView, to: DisputeStatus, who: Who, note?: string): Promise<DisputeView> {
  const { disputeFee } = await getPlatformSettings(tx);
  const closes = CLOSED_STATUSES.includes(to);
  const entry: DisputeHistoryEntry = { status: to, at: new Date().toISOString(), by: historyBy(who), ...(note ? { note } : {}) };
  await updateDisputeStatus(tx, v.dispute.id, entry, { submitted: to === 'UNDER_REVIEW', closed: closes });
  await moveDisputeMoney(tx, v.dispute, to, disputeFee);
  const after = await loadDispute(tx, v.dispute.id);
  const view = toDispute(after);
  await recordAudit(tx, {
    ...auditWho(who),
    action: `disputes.${to.toLowerCase()}`,
    targetType: 'dispute',
    targetId: v.dispute.id,
    before: { status: v.dispute.status },
    after: { status: to, amount: view.amount, ...(closes && to !== 'WON' ? { fee: disputeFee } : {}), ...(note ? { note } : {}) },
  });
  await emailDisputeUpdate(ctx, tx, after, to, disputeFee);
  if (closes) await recordEvent(tx, { merchantDbId: v.dispute.merchantId, mode: 'live', type: 'dispute.closed', data: view });
  return after;
}
