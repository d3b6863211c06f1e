import { DEFAULT_DISPUTE_DAYS, type AdminDisputeDetail, type OpenDisputeRequest } from '@contract/disputes';
import { formatPounds } from '@contract/money';
import { sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DisputeHistoryEntry } from '@server/db/schema/disputes';
import { AppError, badRequest, conflict, notFound } from '@server/errors';
import { newId } from '@server/lib/text-ids';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { recordEvent } from '../events';
import { notify } from '../notifications';
import { getPlatformSettings } from '../settings';
import { emailDisputeUpdate, loadDispute, moveDisputeMoney } from './change-dispute-status';
import { countedOnLeg, findDisputablePayment, insertDispute, lockPaymentForDisputes } from './dispute-repository';
import { toAdminDisputeDetail, toDispute } from './dispute-view';

const MAX_DUE_DAYS = 90;

/** Staff open a dispute on one leg of a completed live payment; its amount is held from payouts at once. */
export async function openDispute(ctx: AppContext, { body, actor }: { body: OpenDisputeRequest; actor: AdminActor }): Promise<AdminDisputeDetail> {
  return ctx.database.db.transaction(async (tx) => {
    // Refunds take this lock too (claim_payment_change), and the payment is read after it: a refund
    // that committed while this waited must count in what is left below.
    const payment = (await lockPaymentForDisputes(tx, body.transactionId)) ? await findDisputablePayment(tx, body.transactionId) : undefined;
    if (!payment) throw notFound('Transaction not found', 'TRANSACTION_NOT_FOUND');
    if (payment.mode !== 'live' || payment.status !== 'COMPLETED') {
      throw conflict('Only a completed live payment can be disputed', 'PAYMENT_NOT_DISPUTABLE');
    }
    const leg = payment.splits.find((s) => s.cardId === body.cardId);
    if (!leg) throw badRequest(`cardId: the payment has no leg on card ${body.cardId}`, 'VALIDATION_ERROR', { field: 'cardId' });
    if (body.amount > leg.amount) throw badRequest(`amount: at most the leg’s amount (${leg.amount} pence)`, 'VALIDATION_ERROR', { field: 'amount' });
    if (body.dueBy !== undefined) {
      const due = Date.parse(body.dueBy);
      if (due <= Date.now()) throw badRequest('dueBy must be in the future', 'VALIDATION_ERROR', { field: 'dueBy' });
      if (due > Date.now() + MAX_DUE_DAYS * 86_400_000) throw badRequest(`dueBy must be within ${MAX_DUE_DAYS} days`, 'VALIDATION_ERROR', { field: 'dueBy' });
    }
    // What is left to refund of the card's captured legs (docs/decisions/0033).
    const onCard = payment.legs.filter((l) => l.cardId === body.cardId);
    const kept = onCard.length ? onCard.reduce((s, l) => s + l.amountCaptured - l.amountRefunded, 0) : leg.amount;
    const left = kept - (await countedOnLeg(tx, payment.id, body.cardId));
    if (body.amount > left) {
      throw new AppError('LEG_AMOUNT_EXCEEDED', 409, `amount: only ${left} pence of this leg is not already disputed or refunded`, { field: 'amount' });
    }
    const id = newId('dp');
    const entry: DisputeHistoryEntry = { status: 'NEEDS_RESPONSE', at: new Date().toISOString(), by: 'SmartSplit', note: `Opened: ${body.reason}` };
    await insertDispute(tx, {
      id,
      merchantId: payment.merchantId,
      transactionId: payment.id,
      cardId: body.cardId,
      amount: body.amount,
      reason: body.reason,
      status: 'NEEDS_RESPONSE',
      dueBy: body.dueBy ? sql`${body.dueBy}::timestamptz` : sql`now() + make_interval(days => ${DEFAULT_DISPUTE_DAYS})`,
      history: [entry],
      createdBy: actor.id,
    });
    const v = await loadDispute(tx, id);
    const { disputeFee } = await getPlatformSettings(tx);
    await moveDisputeMoney(tx, v.dispute, 'NEEDS_RESPONSE', disputeFee);
    const view = toDispute(v);
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'disputes.open',
      targetType: 'dispute',
      targetId: id,
      after: { ...body, merchantId: v.merchantPublicId, dueBy: view.dueBy },
    });
    await emailDisputeUpdate(ctx, tx, v, 'NEEDS_RESPONSE', disputeFee);
    await notify(tx, ctx, {
      audience: 'merchant',
      type: 'dispute.opened',
      merchantDbId: v.dispute.merchantId,
      title: `Payment ${view.transactionId} disputed`,
      body: `${formatPounds(view.amount)} is disputed; respond by ${new Date(view.dueBy).toUTCString()}.`,
      link: '/merchant-portal/disputes',
      data: { disputeId: id },
    });
    await recordEvent(tx, { merchantDbId: v.dispute.merchantId, mode: 'live', type: 'dispute.created', data: view });
    return toAdminDisputeDetail(tx, v);
  });
}
