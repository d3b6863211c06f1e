import { sql } from 'drizzle-orm';
import type { Payment } from '../../../contract/payments';
import { VELOCITY_RULE } from '../../../contract/payments';
import { feeAmount, optimiseSplit, type EngineCard } from '../../../engine/index';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../errors';
import type { ApiKeyPrincipal } from '../../plugins/auth';
import { randomAlphanumeric } from '../auth/api-key-secrets';
import { getPlatformSettings } from '../settings/platform-settings';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash, type IdempotencyScope } from './idempotency';
import { recordTransactions } from './record-transactions';

export interface PaymentInput {
  amount: number;
  currency: 'GBP';
  customerEmail: string;
  category: string;
  maxSplits: number;
  cards: EngineCard[];
}

export interface PaymentOutcome {
  status: number;
  body: Payment;
  replayed: boolean;
}

/** Blocked prefixes that match any of these BINs: primary-key lookups, no table scan. */
async function matchingBlockedPrefixes(db: DbOrTx, bins: string[]): Promise<string[]> {
  const candidates = new Set<string>();
  for (const bin of bins) for (let len = 4; len <= Math.min(8, bin.length); len++) candidates.add(bin.slice(0, len));
  if (candidates.size === 0) return [];
  const result = await db.execute<{ prefix: string }>(
    sql`select prefix from blocked_bins where prefix = any(${sql.param([...candidates])}::text[])`,
  );
  return result.rows.map((r) => r.prefix);
}

async function decideAndRecord(tx: DbOrTx, auth: ApiKeyPrincipal, input: PaymentInput, feePercent: number, now: Date): Promise<Payment> {
  const email = input.customerEmail.toLowerCase();
  // Serialise payments of one customer at one merchant and mode, so the velocity count is exact under concurrency.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${auth.merchantDbId}|${auth.mode}|${email}`}, 0))`);
  const recent = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from transactions
    where merchant_id = ${auth.merchantDbId} and mode = ${auth.mode} and customer_email = ${email}
      and created_at > now() - make_interval(mins => ${VELOCITY_RULE.windowMinutes})`);
  const velocityExceeded = recent.rows[0]!.n >= VELOCITY_RULE.maxPayments;

  const blocked = await matchingBlockedPrefixes(tx, input.cards.flatMap((c) => (c.bin ? [c.bin] : [])));
  const outcome = optimiseSplit({ amount: input.amount, category: input.category, maxSplits: input.maxSplits, cards: input.cards, blockedBinPrefixes: blocked, now });
  const completed = !velocityExceeded && outcome.status === 'COMPLETED';

  const record = {
    transactionId: `txn_${randomAlphanumeric(20)}`,
    merchantDbId: auth.merchantDbId,
    mode: auth.mode,
    status: completed ? ('COMPLETED' as const) : ('DECLINED' as const),
    amount: input.amount,
    currency: 'GBP',
    feeAmount: completed ? feeAmount(input.amount, feePercent) : 0,
    feePercent,
    customerEmail: email,
    category: input.category,
    splits: completed ? outcome.splits : [],
    totalReward: completed ? outcome.totalReward : 0,
    declinedCards: outcome.declinedCards,
    declineReason: velocityExceeded ? 'VELOCITY_LIMIT' : outcome.declineReason,
  };
  const [stored] = await recordTransactions(tx, [record]);
  return {
    transactionId: record.transactionId,
    status: record.status,
    mode: record.mode,
    amount: record.amount,
    currency: 'GBP',
    feeAmount: record.feeAmount,
    customerEmail: record.customerEmail,
    category: record.category,
    splits: record.splits,
    totalReward: record.totalReward,
    declinedCards: record.declinedCards,
    declineReason: record.declineReason as Payment['declineReason'],
    createdAt: stored!.createdAt.toISOString(),
  };
}

/**
 * The payment API's rules, in order: amount range, idempotency, velocity,
 * card viability and the optimal split, fee. Every decided payment is stored.
 * (Schema validation and the card-number screen run before this, in the route.)
 */
export async function processPayment(
  ctx: AppContext,
  { auth, input, rawBody, idempotencyKey, now = new Date() }: { auth: ApiKeyPrincipal; input: PaymentInput; rawBody: unknown; idempotencyKey?: string; now?: Date },
): Promise<PaymentOutcome> {
  const { db } = ctx.database;
  const settings = await getPlatformSettings(db);
  const min = settings.minTransactionAmount * 100;
  const max = settings.maxTransactionAmount * 100;
  if (input.amount < min || input.amount > max) {
    throw new AppError('AMOUNT_OUT_OF_RANGE', 400, `amount must be between ${min} and ${max} minor units`, { field: 'amount' });
  }

  const scope: IdempotencyScope | undefined = idempotencyKey ? { merchantDbId: auth.merchantDbId, mode: auth.mode, key: idempotencyKey } : undefined;
  if (scope) {
    const claim = await claimIdempotencyKey(db, scope, requestHash(rawBody));
    if (claim.kind === 'replay') return { status: claim.status, body: claim.body as Payment, replayed: true };
  }

  try {
    return await db.transaction(async (tx) => {
      const body = await decideAndRecord(tx, auth, input, settings.defaultFeePercent, now);
      const status = body.status === 'COMPLETED' ? 201 : 402;
      if (scope) await completeIdempotencyKey(tx, scope, status, body);
      return { status, body, replayed: false };
    });
  } catch (err) {
    if (scope) await releaseIdempotencyKey(db, scope).catch(() => undefined);
    throw err;
  }
}
