import { createHash } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Payment } from '@contract/payments';
import { VELOCITY_RULE } from '@contract/payments';
import { feeAmount, optimiseSplit, type EngineCard } from '@engine/index';
import type { AppContext } from '@server/context';
import { AppError } from '@server/errors';
import type { ApiKeyPrincipal } from '@server/principals';
import { randomAlphanumeric } from '../auth/api-key-secrets';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, requestHash, type IdempotencyScope } from './idempotency';
import { recordOneTransactionQuery, type TransactionRecord } from './record-transactions';

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

/** Every prefix (4 to 8 digits) of the given BINs: matched against blocked_bins by primary key. */
function binPrefixes(cards: EngineCard[]): string[] {
  const out = new Set<string>();
  for (const card of cards) if (card.bin) for (let len = 4; len <= Math.min(8, card.bin.length); len++) out.add(card.bin.slice(0, len));
  return [...out];
}

/** A 63-bit advisory lock key for one customer at one merchant in one mode (computed here, so it can be a literal). */
function customerLockKey(merchantDbId: string, mode: string, email: string): string {
  return BigInt.asIntN(64, BigInt(`0x${createHash('sha256').update(`${merchantDbId}|${mode}|${email}`).digest('hex').slice(0, 16)}`)).toString();
}

interface Decision {
  payment: Payment;
  status: number;
}

/**
 * One database transaction on a dedicated connection, in four round trips:
 * begin + per-customer lock; velocity count, blocked BINs and settings; the
 * row and its aggregate; commit. The lock makes the velocity rule exact under
 * concurrency: the count runs after the previous payment of this customer
 * has committed. (Drizzle's transaction helper would cost twice the trips on
 * the hottest path we have.)
 */
async function decideAndRecord(
  pool: Pool,
  { auth, input, now, scope }: { auth: ApiKeyPrincipal; input: PaymentInput; now: Date; scope?: IdempotencyScope },
): Promise<Decision> {
  const email = input.customerEmail.toLowerCase();
  const client = await pool.connect();
  let open = false;
  try {
    await client.query(`begin; select pg_advisory_xact_lock(${customerLockKey(auth.merchantDbId, auth.mode, email)})`);
    open = true;
    const { rows } = await client.query<{ recent: number; blocked: string[]; fee: string; min: number; max: number }>(
      `select
         (select count(*)::int from transactions
           where merchant_id = $1 and mode = $2 and customer_email = $3
             and created_at > now() - make_interval(mins => $4)) as recent,
         (select coalesce(array_agg(prefix), '{}') from blocked_bins where prefix = any($5::text[])) as blocked,
         s.default_fee_percent as fee, s.min_transaction_amount as min, s.max_transaction_amount as max
       from platform_settings s where s.id = 1`,
      [auth.merchantDbId, auth.mode, email, VELOCITY_RULE.windowMinutes, binPrefixes(input.cards)],
    );
    const facts = rows[0]!;
    const min = facts.min * 100;
    const max = facts.max * 100;
    if (input.amount < min || input.amount > max) {
      throw new AppError('AMOUNT_OUT_OF_RANGE', 400, `amount must be between ${min} and ${max} minor units`, { field: 'amount' });
    }
    const feePercent = Number(facts.fee);
    const velocityExceeded = facts.recent >= VELOCITY_RULE.maxPayments;
    const outcome = optimiseSplit({ amount: input.amount, category: input.category, maxSplits: input.maxSplits, cards: input.cards, blockedBinPrefixes: facts.blocked, now });
    const completed = !velocityExceeded && outcome.status === 'COMPLETED';
    const record: TransactionRecord = {
      transactionId: `txn_${randomAlphanumeric(20)}`,
      merchantDbId: auth.merchantDbId,
      mode: auth.mode,
      status: completed ? 'COMPLETED' : 'DECLINED',
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
    const written = await client.query<{ created_at: Date }>(recordOneTransactionQuery(record));
    const payment: Payment = {
      transactionId: record.transactionId,
      status: record.status,
      mode: record.mode,
      amount: record.amount,
      currency: 'GBP',
      feeAmount: record.feeAmount,
      customerEmail: record.customerEmail,
      category: record.category,
      splits: completed ? outcome.splits : [],
      totalReward: record.totalReward,
      declinedCards: outcome.declinedCards,
      declineReason: record.declineReason as Payment['declineReason'],
      createdAt: written.rows[0]!.created_at.toISOString(),
    };
    const status = completed ? 201 : 402;
    if (scope) await completeIdempotencyKey(drizzle(client), scope, status, payment);
    await client.query('commit');
    open = false;
    return { payment, status };
  } finally {
    if (open) await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/**
 * The payment API's rules, in order: idempotency, amount range, velocity,
 * card viability and the optimal split, fee. Every decided payment is stored.
 * (Schema validation and the card-number screen run before this, in the route.)
 */
export async function processPayment(
  ctx: AppContext,
  { auth, input, rawBody, idempotencyKey, now = new Date() }: { auth: ApiKeyPrincipal; input: PaymentInput; rawBody: unknown; idempotencyKey?: string; now?: Date },
): Promise<PaymentOutcome> {
  const { db, pool } = ctx.database;
  const scope: IdempotencyScope | undefined = idempotencyKey ? { merchantDbId: auth.merchantDbId, mode: auth.mode, key: idempotencyKey } : undefined;
  if (scope) {
    const claim = await claimIdempotencyKey(db, scope, requestHash(rawBody));
    if (claim.kind === 'replay') return { status: claim.status, body: claim.body as Payment, replayed: true };
  }
  try {
    const { payment, status } = await decideAndRecord(pool, { auth, input, now, scope });
    return { status, body: payment, replayed: false };
  } catch (err) {
    if (scope) await releaseIdempotencyKey(db, scope).catch(() => undefined);
    throw err;
  }
}
