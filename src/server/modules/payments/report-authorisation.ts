import { inArray } from 'drizzle-orm';
import type { LifecycleAnswer } from '@contract/payment-lifecycle';
import { MAX_RESPLITS } from '@contract/payment-states';
import { cardReward, resplitShortfall, round2 } from '@engine/index';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { blockedBins, type StoredLeg } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import { completePayment } from './complete-payment';
import { binPrefixes } from './decide-payment';
import { endPayment } from './end-payment';
import { newLegs, publicLeg, termsCard } from './legs';
import { lifecycleAnswer, paymentAction } from './lifecycle-answer';
import type { PaymentCaller } from './payment-access';
import { newChange, type PaymentChange, type Planned } from './payment-change';
import type { NewHistory } from './payment-history';
import { toPayment, type TransactionRow } from './to-payment';
import { assertLegMove, invalidState } from './transitions';

export interface AuthorisationReport {
  outcome: 'AUTHORISED' | 'DECLINED';
  amount?: number;
  processorReference?: string;
  declineCode?: string;
}

const standing = (leg: StoredLeg) => leg.status === 'PENDING' || leg.status === 'AUTHORISED';

/**
 * The gateway reports one leg (docs/decisions/0033). A decline, or an authorisation for less than
 * the leg, leaves a shortfall that the engine re-splits across the customer's other cards
 * (resplitShortfall: never a declined card, each card's available less what stands on it, the legs
 * that stand fixed, maxSplits and the minimum leg kept), at most MAX_RESPLITS times; when nothing
 * covers it the payment FAILS and every authorised leg is voided. Once every standing leg is
 * authorised for the whole amount the payment is AUTHORISED, and captured at once unless the capture
 * is manual.
 */
export async function reportLegAuthorisation(
  ctx: AppContext,
  caller: PaymentCaller,
  ids: { paymentId: string; legId: string },
  report: AuthorisationReport,
  idempotencyKey?: string,
) {
  return paymentAction(ctx, caller, ids.paymentId, { action: `legs/${ids.legId}/authorisation`, body: report, idempotencyKey }, async ({ row }, db) => {
    const leg = row.legs.find((l) => l.id === ids.legId);
    if (!leg) throw new AppError('LEG_NOT_FOUND', 404, 'No such leg on this payment');
    // The payment's status first: on a payment that has moved on (cancelled, failed, authorised) that
    // is what the caller needs to hear, not the leg's VOIDED or DECLINED that followed from it.
    if (row.status !== 'REQUIRES_AUTHORISATION') throw invalidState('payment', row.status, 'authorised leg by leg');
    assertLegMove(leg.status, report.outcome);
    if (report.outcome === 'DECLINED' && report.amount !== undefined) {
      throw new AppError('VALIDATION_ERROR', 400, 'amount goes with AUTHORISED only', { field: 'amount' });
    }
    const authorised = report.outcome === 'AUTHORISED' ? (report.amount ?? leg.amount) : 0;
    if (authorised > leg.amount) throw new AppError('AMOUNT_EXCEEDS_AUTHORISED', 422, `The leg asked for ${leg.amount} pence`, { field: 'amount' });
    const reported: StoredLeg = {
      ...leg,
      status: report.outcome,
      amountAuthorised: authorised,
      processorReference: report.processorReference ?? leg.processorReference,
      declineCode: report.outcome === 'DECLINED' ? (report.declineCode ?? null) : null,
      reward: report.outcome === 'AUTHORISED' ? round2(cardReward(termsCard(leg), row.category, authorised)) : 0,
    };
    const legs = row.legs.map((l) => (l.id === leg.id ? reported : l));
    const history: NewHistory[] = [
      {
        subject: 'leg',
        subjectId: leg.id,
        fromStatus: 'PENDING',
        toStatus: report.outcome,
        cause: 'authorisation_report',
        note: authorised > 0 && authorised < leg.amount ? `authorised ${authorised} of ${leg.amount}` : (report.declineCode ?? null),
      },
    ];
    const shortfall = leg.amount - authorised;
    const change = newChange(row);
    if (shortfall > 0) return resplit(db, change, legs, history, reported, shortfall);
    return settleIfAuthorised(db, change, legs, history);
  });
}

async function resplit(db: DbOrTx, change: PaymentChange, legs: StoredLeg[], history: NewHistory[], reported: StoredLeg, shortfall: number): Promise<Planned> {
  const row = change.payment;
  const cards = row.cards ?? [];
  // The blocked BIN ranges as they are now: a range blocked since the payment was decided takes no new leg.
  const prefixes = binPrefixes(cards);
  const blocked = prefixes.length
    ? (await db.select({ prefix: blockedBins.prefix }).from(blockedBins).where(inArray(blockedBins.prefix, prefixes))).map((b) => b.prefix)
    : [];
  const outcome =
    row.resplitCount >= MAX_RESPLITS
      ? null
      : resplitShortfall({
          shortfall,
          category: row.category,
          maxSplits: row.maxSplits,
          cards,
          committed: legs.filter(standing).map((l) => ({ cardId: l.cardId, amount: l.status === 'AUTHORISED' ? l.amountAuthorised : l.amount })),
          // A declined card, and one the processor authorised only in part, take nothing more.
          excludedCardIds: [...new Set([...legs.filter((l) => l.status === 'DECLINED').map((l) => l.cardId), reported.cardId])],
          blockedBinPrefixes: blocked,
          now: new Date(),
        });
  if (!outcome || outcome.status !== 'COMPLETED') {
    const ended = endPayment(change, { status: 'FAILED' }, legs, history);
    return { status: 200, body: lifecycleAnswer(ended.row, null, ended.voidReferences), change };
  }
  const added = newLegs(outcome.splits, cards, row.category, 'PENDING');
  const next = [...legs, ...added];
  const kept = next.filter((l) => l.status === 'AUTHORISED' || l.status === 'PENDING').reduce((s, l) => s + l.reward, 0);
  const rewardLost = Math.max(0, round2(Number(row.totalReward) - kept));
  const updated: TransactionRow = { ...row, legs: next, resplitCount: row.resplitCount + 1 };
  change.payment = updated;
  change.history.push(
    ...history,
    ...added.map((l) => ({
      subject: 'leg' as const,
      subjectId: l.id,
      fromStatus: null,
      toStatus: 'PENDING',
      cause: 'resplit',
      note: `re-split of ${shortfall} pence`,
    })),
  );
  const split: NonNullable<LifecycleAnswer['resplit']> = { newLegs: added.map(publicLeg), shortfall, rewardLost };
  change.events.push({ type: 'payment.leg_declined', data: { ...toPayment(updated), resplit: split } });
  return { status: 200, body: lifecycleAnswer(updated, split, []), change };
}

/** Every standing leg authorised for the whole amount: AUTHORISED, then captured unless the capture is manual. */
async function settleIfAuthorised(db: DbOrTx, change: PaymentChange, legs: StoredLeg[], history: NewHistory[]): Promise<Planned> {
  const row = change.payment;
  const live = legs.filter(standing);
  const covered = live.every((l) => l.status === 'AUTHORISED') && live.reduce((s, l) => s + l.amountAuthorised, 0) === row.amount;
  if (!covered) {
    change.payment = { ...row, legs };
    change.history.push(...history);
    return { status: 200, body: lifecycleAnswer(change.payment, null, []), change };
  }
  history.push({
    subject: 'payment',
    subjectId: row.transactionId,
    fromStatus: 'REQUIRES_AUTHORISATION',
    toStatus: 'AUTHORISED',
    cause: 'authorisation_report',
    note: null,
  });
  if (row.captureMethod === 'manual') {
    const updated: TransactionRow = { ...row, legs, status: 'AUTHORISED' };
    change.payment = updated;
    change.history.push(...history);
    change.events.push({ type: 'payment.authorised', data: toPayment(updated) });
    return { status: 200, body: lifecycleAnswer(updated, null, []), change };
  }
  const captured = legs.map((l) => (l.status === 'AUTHORISED' ? { ...l, status: 'CAPTURED' as const, amountCaptured: l.amountAuthorised } : l));
  for (const l of legs)
    if (l.status === 'AUTHORISED')
      history.push({ subject: 'leg', subjectId: l.id, fromStatus: 'AUTHORISED', toStatus: 'CAPTURED', cause: 'capture', note: null });
  change.payment = { ...row, status: 'AUTHORISED' };
  const updated = await completePayment(db, change, captured, history);
  return { status: 200, body: lifecycleAnswer(updated, null, []), change };
}
