import type { Payment } from '@contract/payments';
import { VELOCITY_RULE } from '@contract/payments';
import type { EngineCard } from '@engine/index';
import type { AppContext } from '@server/context';
import { AppError } from '@server/errors';
import type { ApiKeyPrincipal } from '@server/principals';
import { timeOrderedAlphanumeric } from '@server/lib/time-ordered-ids';
import { erasedEmail } from '../compliance';
import { checkAmount, decidePayment } from './decide-payment';
import { findStoredAnswer, requestHash, type IdempotencyScope } from './idempotency';
import { refusedKey } from './payment-access';
import { feeFor, paymentCache, type PaymentSettings } from './payment-cache';
import { paymentWriter, type Recorded } from './payment-writer';
import { newLegs, publicLeg } from './legs';
import type { CaptureMethod, LegConfirmation } from '@contract/payment-states';

export interface PaymentInput {
  amount: number;
  currency: 'GBP';
  customerEmail: string;
  category: string;
  maxSplits: number;
  cards: EngineCard[];
  legConfirmation?: LegConfirmation;
  captureMethod?: CaptureMethod;
}

export interface PaymentOutcome {
  status: number;
  /** The answer as JSON text: exactly what was stored with the Idempotency-Key, and what a replay sends. */
  body: string;
  replayed: boolean;
}

/** The answer's JSON up to the value of createdAt, which record_payment appends (with `"}`) from the stored row. */
function bodyHead(payment: Omit<Payment, 'createdAt'>): string {
  const json = JSON.stringify(payment);
  return `${json.slice(0, -1)},"createdAt":"`;
}

/**
 * Decides the payment in this process from cached settings and blocked BINs,
 * then writes it with ONE statement (record_payment, src/server/db/sql/record_payment.sql;
 * payments that arrive together share one call of record_payments, see
 * payment-writer.ts): one round trip and one transaction, never held open
 * across an await here. That statement re-checks the key, the merchant, the settings and the BINs, takes
 * the per-customer advisory lock, counts the velocity window, claims the
 * Idempotency-Key and stores the row, its aggregate increment, its event (which
 * names the row) and the answer,
 * then commits (synchronous commit: the answer is durable when it is sent).
 */
async function decideAndRecord(
  ctx: AppContext,
  {
    auth,
    input,
    now,
    scope,
    hash,
    settings,
  }: { auth: ApiKeyPrincipal; input: PaymentInput; now: Date; scope?: IdempotencyScope; hash?: string; settings: PaymentSettings },
): Promise<Recorded> {
  const email = input.customerEmail.toLowerCase();
  // The decision the Sandbox shows too (decide-payment.ts); the optimiser is nearly all of its time.
  // The merchant's fee in force now (an override or the default); record_payment re-checks it and stores it.
  const feeInForce = feeFor(settings, auth.merchantDbId, Date.now());
  const optimiserStarted = performance.now();
  const { prefixes, blocked, outcome, feeAmount: fee } = decidePayment(input, settings, now, feeInForce.feePercent);
  ctx.metrics?.observeOptimiser((performance.now() - optimiserStarted) / 1000);
  const completed = outcome.status === 'COMPLETED';
  const splits = completed ? outcome.splits : [];
  const totalReward = completed ? outcome.totalReward : 0;
  // The lifecycle (docs/decisions/0033): without the two fields, exactly the one-call payment of before.
  const legConfirmation = input.legConfirmation ?? 'none';
  const captureMethod = input.captureMethod ?? 'automatic';
  const lifecycle = legConfirmation === 'gateway' || captureMethod === 'manual';
  const status: Payment['status'] = !completed
    ? outcome.status
    : legConfirmation === 'gateway'
      ? 'REQUIRES_AUTHORISATION'
      : captureMethod === 'manual'
        ? 'AUTHORISED'
        : 'COMPLETED';
  const legs = newLegs(
    splits,
    input.cards,
    input.category,
    status === 'REQUIRES_AUTHORISATION' ? 'PENDING' : status === 'AUTHORISED' ? 'AUTHORISED' : 'CAPTURED',
  );
  const common = { transactionId: `txn_${timeOrderedAlphanumeric(20)}`, mode: auth.mode, amount: input.amount, currency: 'GBP' as const };
  const payment: Omit<Payment, 'createdAt'> = {
    ...common,
    status,
    feeAmount: fee,
    customerEmail: email,
    category: input.category,
    splits,
    totalReward,
    declinedCards: outcome.declinedCards,
    declineReason: outcome.declineReason,
    legs: legs.map(publicLeg),
    captureMethod,
    legConfirmation,
    amountCaptured: status === 'COMPLETED' ? input.amount : 0,
    amountRefunded: 0,
    refundStatus: 'none',
    cancelReason: null,
  };
  // The same payment declined by the velocity rule, which record_payment applies under the customer's lock.
  const velocityDeclined: Omit<Payment, 'createdAt'> = {
    ...payment,
    status: 'DECLINED',
    feeAmount: 0,
    splits: [],
    totalReward: 0,
    declineReason: 'VELOCITY_LIMIT',
    legs: [],
    amountCaptured: 0,
  };
  const velocityHead = bodyHead(velocityDeclined);
  const recorded = await paymentWriter(ctx.database.pool).record(
    [
      auth.keyId,
      auth.merchantDbId,
      auth.mode,
      feeInForce.feePercentText,
      settings.minAmount,
      settings.maxAmount,
      prefixes,
      blocked,
      scope?.key ?? null,
      hash ?? null,
      common.transactionId,
      status,
      input.amount,
      fee,
      email,
      input.category,
      JSON.stringify(splits),
      totalReward.toFixed(2),
      JSON.stringify(outcome.declinedCards),
      outcome.declineReason,
      bodyHead(payment),
      velocityHead,
      VELOCITY_RULE.maxPayments,
      VELOCITY_RULE.windowMinutes,
      // What a data-subject erasure leaves in place of this address: velocity counts those payments too.
      erasedEmail(ctx.keys, email),
      JSON.stringify(legs),
      lifecycle
        ? JSON.stringify({ captureMethod, legConfirmation, maxSplits: input.maxSplits, cards: legConfirmation === 'gateway' ? input.cards : null })
        : null,
    ],
    `${auth.merchantDbId}|${auth.mode}|${email}`,
  );
  if (recorded.outcome === 'recorded' && ctx.metrics) {
    // Counted from the answer record_payment stored: the velocity rule, applied there, may have declined it.
    const velocity = recorded.response_status !== 201 && (completed || recorded.response_body!.startsWith(velocityHead));
    if (recorded.response_status === 201) {
      if (status === 'COMPLETED') ctx.metrics.paymentRecorded(auth.mode, 'COMPLETED', null);
    } else ctx.metrics.paymentRecorded(auth.mode, 'DECLINED', velocity ? 'VELOCITY_LIMIT' : outcome.declineReason);
  }
  return recorded;
}

/**
 * The payment API's rules, in order: amount range, velocity, card viability
 * and the optimal split, fee; an Idempotency-Key replays a stored answer.
 * Every decided payment is stored. (Schema validation and the card-number
 * screen run before this, in the route.)
 */
export async function processPayment(
  ctx: AppContext,
  {
    auth,
    input,
    rawBody,
    idempotencyKey,
    now = new Date(),
  }: { auth: ApiKeyPrincipal; input: PaymentInput; rawBody: unknown; idempotencyKey?: string; now?: Date },
): Promise<PaymentOutcome> {
  const cache = paymentCache(ctx);
  const scope: IdempotencyScope | undefined = idempotencyKey ? { merchantDbId: auth.merchantDbId, mode: auth.mode, key: idempotencyKey } : undefined;
  const hash = scope ? requestHash(rawBody) : undefined;
  let settings = await cache.settings();
  for (let attempt = 0; attempt < 5; attempt++) {
    // Refuse only on current limits, and still replay an answer stored under this key.
    const checked = await checkAmount(cache, settings, input.amount);
    settings = checked.settings;
    if (checked.refusal) {
      const stored = scope ? await findStoredAnswer(ctx.database.db, scope, hash!) : undefined;
      if (stored) return { status: stored.status, body: stored.body, replayed: true };
      throw checked.refusal;
    }
    const recorded = await decideAndRecord(ctx, { auth, input, now, scope, hash, settings });
    switch (recorded.outcome) {
      case 'recorded':
      case 'replay':
        return { status: recorded.response_status!, body: recorded.response_body!, replayed: recorded.outcome === 'replay' };
      case 'reused':
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'This Idempotency-Key was already used with a different request body');
      case 'revoked':
      case 'suspended':
        cache.forgetKeys();
        throw refusedKey(recorded.outcome);
      case 'stale':
        // Settings or blocked BINs changed after we read them: decide again on what is current.
        settings = await cache.freshSettings();
        break;
    }
  }
  throw new AppError('INTERNAL_ERROR', 503, 'Platform settings are changing; retry shortly');
}
