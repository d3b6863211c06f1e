import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { DISPUTE_COUNTED_STATUSES } from '@contract/disputes';
import type { EventType } from '@contract/events';
import type { AppContext } from '@server/context';
import type { Db, DbOrTx } from '@server/db/client';
import { pgErrorCode } from '@server/db/pg-error';
import { platformSettings, refunds, transactions } from '@server/db/schema/index';
import { AppError } from '@server/errors';
import { ledgerEntriesOf, type Posting } from '../ledger';
import { createGroupedWriter, type GroupedWriter } from './grouped-writer';
import { findStoredAnswer, IDEMPOTENCY_TTL_HOURS, requestHash } from './idempotency';
import { callersPayment, keyRefusal, paymentNotFound, refusedKey, type PaymentCaller } from './payment-access';
import type { NewHistory } from './payment-history';
import { forgetPayment, recallPayment, rememberPayment } from './recent-payments';
import type { TransactionRow } from './to-payment';

/**
 * A lifecycle action as one planned change, written by one call of the SQL function
 * apply_payment_change (src/server/db/sql/apply_payment_change.sql, docs/decisions/0037).
 *
 * The action reads the payment (no lock, no transaction), plans what it changes from what it read,
 * and hands the plan to the function, which checks the Idempotency-Key, locks the row, checks it is
 * still the version the plan was made from, and writes everything in one statement: two round trips
 * and one commit per action, or one when this process wrote the payment last and remembers it as it
 * left it (recent-payments.ts). When the payment moved meanwhile (another action on it won), the plan
 * is made again from what is there now; after OPTIMISTIC_TRIES such losses the action reads the
 * payment FOR UPDATE in a transaction, so a payment under a burst of actions still serves them in turn.
 */

export interface KeyedAnswer {
  status: number;
  /** The answer's JSON text: what a replay sends byte for byte. */
  body: string;
  replayed: boolean;
}

/** What an action changes: the payment as it will stand, and what is written beside it. */
export interface PaymentChange {
  payment: TransactionRow;
  refund?: { write: 'insert' | 'update'; row: RefundWrite };
  history: NewHistory[];
  /** The day's pending aggregates, for a payment that completes now. */
  stats?: { status: string; count: number; volume: number; fees: number };
  ledger: Posting[];
  events: { type: EventType; data: Record<string, unknown> }[];
}

/** A refund row as the change writes it. */
export type RefundWrite = typeof refunds.$inferSelect;

/** An action's answer and the change that makes it true. */
export interface Planned {
  status: number;
  body: unknown;
  change: PaymentChange;
}

/** A payment as an action read it: the row, its version (xmin) and, when asked, what is disputed per card. */
export interface PaymentRead {
  row: TransactionRow;
  version: string;
  /** Pence under open, lost or accepted disputes, per card; read only for a refund. */
  disputed?: Map<string, number>;
  /** The platform's refundFeePolicy, read with the payment for a refund (null: no settings stored, so the default). */
  refundFeePolicy?: 'retain' | 'proportional' | null;
  /** What the payment's proportional refunds took (less failed legs) and returned so far; read only for a refund. */
  proportionalSoFar?: ProportionalSoFar;
  /** Recalled as this process last wrote it (recent-payments.ts), not read: a refusal planned from it is checked against the database. */
  remembered?: boolean;
}

export interface ProportionalSoFar {
  refunded: number;
  fee: number;
  commission: number;
}

export const newChange = (payment: TransactionRow): PaymentChange => ({ payment, history: [], ledger: [], events: [] });

const OPTIMISTIC_TRIES = 2;
/** Plans made again under the row lock before giving up (each loss there is a dispute or a same-key request finishing first). */
const LOCKED_TRIES = 5;

/** A row's version: its xmin, which every update of the row changes. */
export const VERSION = sql<string>`"transactions"."xmin"::text`;
const COUNTED = sql.join(
  DISPUTE_COUNTED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);
const DISPUTED = sql<Record<
  string,
  number | string
> | null>`(select jsonb_object_agg(d.card_id, d.total) from (select "disputes"."card_id", sum("disputes"."amount") as total from "disputes" where "disputes"."transaction_id" = "transactions"."id" and "disputes"."status" in (${COUNTED}) group by 1) d)`;

interface ReadRow {
  row: TransactionRow;
  version: string;
  disputed: Record<string, number | string> | null;
  policy: 'retain' | 'proportional' | null;
  proportional: Record<keyof ProportionalSoFar, number | string> | null;
}

/** What an action gets from a read: the row and its version, and for a refund the disputes and the fee policy. */
const toRead = (found: ReadRow, forRefund: boolean | undefined): PaymentRead =>
  forRefund
    ? {
        row: found.row,
        version: found.version,
        disputed: new Map(Object.entries(found.disputed ?? {}).map(([card, total]) => [card, Number(total)])),
        refundFeePolicy: found.policy,
        proportionalSoFar: {
          refunded: Number(found.proportional?.refunded ?? 0),
          fee: Number(found.proportional?.fee ?? 0),
          commission: Number(found.proportional?.commission ?? 0),
        },
      }
    : { row: found.row, version: found.version };

/** The payment's refunds made under the proportional policy: the amount they took, less failed legs, and the fee and commission they return. */
const PROPORTIONAL = sql<Record<keyof ProportionalSoFar, number | string> | null>`(select jsonb_build_object(
    'refunded', coalesce(sum("refunds"."amount" - (select coalesce(sum((l->>'amount')::bigint), 0) from jsonb_array_elements("refunds"."legs") l where l->>'status' = 'FAILED')), 0),
    'fee', coalesce(sum("refunds"."fee_returned"), 0), 'commission', coalesce(sum("refunds"."commission_returned"), 0))
  from "refunds" where "refunds"."transaction_id" = "transactions"."id" and "refunds"."fee_policy" = 'proportional')`;

const POLICY = sql<'retain' | 'proportional' | null>`(select ${platformSettings.refundFeePolicy} from ${platformSettings} where ${platformSettings.id} = 1)`;

/**
 * The caller's payment by its public id, with its version; held FOR NO KEY UPDATE with `lock`. Not FOR
 * UPDATE: a dispute being opened holds the disputes' lock and then inserts, which takes a key-share
 * lock on this row, while a refund planned here takes the disputes' lock after this one
 * (claim_payment_change), so FOR UPDATE could deadlock with it. NO KEY UPDATE still waits for every
 * other change, since each one writes the row.
 */
export async function readPayment(db: DbOrTx, caller: PaymentCaller, paymentId: string, options: { lock: boolean; disputed?: boolean }): Promise<PaymentRead> {
  const query = db
    .select({
      row: transactions,
      version: VERSION,
      disputed: options.disputed ? DISPUTED : sql<null>`null`,
      policy: options.disputed ? POLICY : sql<null>`null`,
      proportional: options.disputed ? PROPORTIONAL : sql<null>`null`,
    })
    .from(transactions)
    .where(callersPayment(caller, paymentId));
  const [found] = options.lock ? await query.for('no key update') : await query;
  if (!found) throw paymentNotFound();
  return toRead(found, options.disputed);
}

interface ReadOne {
  caller: PaymentCaller;
  paymentId: string;
  disputed: boolean;
}

const readers = new WeakMap<Db, Map<boolean, GroupedWriter<ReadOne, PaymentRead | null>>>();

/**
 * The pool's payment reader: unlocked reads that arrive together go as one query (grouped-writer.ts),
 * as their changes do, so a burst of actions costs one round trip to read and one to write, not one
 * each. Each answer is held to its caller's merchant (and key's mode) here, as readPayment's WHERE does.
 * A refund's reads (`disputed`) go apart from the others, as only they need the disputes, the fee
 * policy and the refunds so far.
 */
function paymentReader(db: Db, disputed: boolean): GroupedWriter<ReadOne, PaymentRead | null> {
  let byKind = readers.get(db);
  if (!byKind) readers.set(db, (byKind = new Map()));
  let reader = byKind.get(disputed);
  if (!reader) {
    // Prepared once per pool connection: the same text whatever the batch's size.
    const query = db
      .select({
        row: transactions,
        version: VERSION,
        disputed: disputed ? DISPUTED : sql<null>`null`,
        policy: disputed ? POLICY : sql<null>`null`,
        proportional: disputed ? PROPORTIONAL : sql<null>`null`,
      })
      .from(transactions)
      .where(sql`${transactions.transactionId} = any(${sql.placeholder('ids')}::text[])`)
      .prepare(disputed ? 'lifecycle_read_refunded_payments' : 'lifecycle_read_payments');
    const answer = (read: ReadOne, found: ReadRow | undefined): PaymentRead | null => {
      if (!found || found.row.merchantId !== read.caller.merchantDbId || (read.caller.mode && found.row.mode !== read.caller.mode)) return null;
      return toRead(found, read.disputed);
    };
    reader = createGroupedWriter<ReadOne, PaymentRead | null>({
      async one(read) {
        const [found] = await query.execute({ ids: [read.paymentId] });
        return answer(read, found);
      },
      async many(batch) {
        const rows = await query.execute({ ids: [...new Set(batch.map((r) => r.paymentId))] });
        const byId = new Map(rows.map((r) => [r.row.transactionId, r]));
        return batch.map((read) => answer(read, byId.get(read.paymentId)));
      },
    });
    byKind.set(disputed, reader);
  }
  return reader;
}

/**
 * readPaymentTogether's options: `disputed` reads what a refund needs; `refundFeePolicy` gives the
 * platform's policy for a refund planned from a payment this process remembers.
 */
export interface TogetherOptions {
  disputed?: boolean;
  refundFeePolicy?: () => Promise<'retain' | 'proportional'>;
}

/**
 * readPayment without a lock: the payment as this process last wrote it, when it remembers it
 * (recent-payments.ts); otherwise read together with others that arrive at the same time.
 */
export async function readPaymentTogether(db: Db, caller: PaymentCaller, paymentId: string, options: TogetherOptions = {}): Promise<PaymentRead> {
  const disputed = options.disputed ?? false;
  const recalled = !disputed || options.refundFeePolicy ? recallPayment(db, caller, paymentId, disputed) : undefined;
  if (recalled) return disputed ? { ...recalled, refundFeePolicy: await options.refundFeePolicy!() } : recalled;
  const found = await paymentReader(db, disputed).write({ caller, paymentId, disputed }, paymentId);
  if (!found) throw paymentNotFound();
  return found;
}

export type Applied = {
  o_outcome: 'applied' | 'replay' | 'reused' | 'stale' | 'revoked' | 'suspended';
  o_response_status: number | null;
  o_response_body: string | null;
  /** The payment row's version after the change: the writing transaction's id (the change writer's calls only). */
  o_version?: string | null;
};

const date = (d: Date | null) => (d ? d.toISOString() : null);

/** The payment columns a change writes (claim_payment_change's UPDATE): the row's name and the change document's. */
const WRITTEN_COLUMNS = [
  ['status', 'status'],
  ['legs', 'legs'],
  ['amountCaptured', 'amount_captured'],
  ['feeAmount', 'fee_amount'],
  ['amountRefunded', 'amount_refunded'],
  ['resplitCount', 'resplit_count'],
  ['cancelReason', 'cancel_reason'],
  ['declineReason', 'decline_reason'],
  ['authorisationExpiresAt', 'authorisation_expires_at'],
] as const satisfies readonly (readonly [keyof TransactionRow, string])[];

/** The payment as a change leaves it stored: the row as read, with the written columns from the plan (the legs as they come back from jsonb). */
function writtenRow(read: TransactionRow, planned: TransactionRow): TransactionRow {
  const row: Record<string, unknown> = { ...read };
  for (const [key] of WRITTEN_COLUMNS) row[key] = planned[key];
  row.legs = JSON.parse(JSON.stringify(planned.legs));
  return row as TransactionRow;
}

/** The change as the SQL function reads it: snake_case columns, validated ledger lines. */
function changeDocument(change: PaymentChange): string {
  const p = change.payment;
  const r = change.refund?.row;
  return JSON.stringify({
    payment: {
      ...Object.fromEntries(WRITTEN_COLUMNS.map(([key, column]) => [column, p[key]])),
      // A new refund's fee policy, which the write checks is still the platform's.
      ...(change.refund?.write === 'insert' ? { refund_fee_policy: r!.feePolicy } : {}),
    },
    ...(change.refund && r
      ? {
          refundWrite: change.refund.write,
          refund: {
            id: r.id,
            transaction_id: r.transactionId,
            merchant_id: r.merchantId,
            mode: r.mode,
            amount: r.amount,
            reason: r.reason,
            status: r.status,
            allocation: r.allocation,
            legs: r.legs,
            fee_returned: r.feeReturned,
            commission_returned: r.commissionReturned,
            fee_policy: r.feePolicy,
            created_at: date(r.createdAt),
            updated_at: date(r.updatedAt),
          },
        }
      : {}),
    history: change.history.map((h) => ({
      subject: h.subject,
      subject_id: h.subjectId,
      from_status: h.fromStatus ?? null,
      to_status: h.toStatus,
      cause: h.cause,
      note: h.note ?? null,
    })),
    ...(change.stats ? { stats: change.stats } : {}),
    ledger: ledgerEntriesOf(change.ledger).map((e) => ({
      group_id: e.groupId,
      kind: e.kind,
      account: e.account,
      merchant_id: e.merchantId,
      partner_id: e.partnerId ?? null,
      payout_id: e.payoutId ?? null,
      amount: e.amount,
    })),
    events: change.events,
  });
}

/**
 * apply_payment_change's 12 arguments for a planned change, in order. The answer is stored only with
 * an Idempotency-Key, so without one it does not travel (it is a couple of kilobytes a change).
 */
function applyArgs(
  found: PaymentRead,
  planned: { status: number; body: string; change: PaymentChange },
  idempotency: { key: string; hash: string } | undefined,
  apiKeyId: string | undefined,
): unknown[] {
  const row = found.row;
  const disputed = found.disputed ? [...found.disputed.values()].reduce((s, v) => s + v, 0) : null;
  return [
    row.merchantId,
    row.mode,
    idempotency?.key ?? null,
    idempotency?.hash ?? '',
    IDEMPOTENCY_TTL_HOURS,
    row.id,
    found.version,
    disputed,
    changeDocument(planned.change),
    planned.status,
    idempotency ? planned.body : null,
    apiKeyId ?? null,
  ];
}

const ARG_TYPES = ['uuid', 'text', 'text', 'text', 'integer', 'uuid', 'text', 'bigint', 'jsonb', 'integer', 'text', 'uuid'];
/** After the function has run, the transaction's id is the xmin it gave the rows it wrote: the payment's new version. */
const NEW_VERSION = 'pg_current_xact_id_if_assigned()::xid::text as o_version';
/**
 * The function echoes an applied change's own answer back; only a replay's stored answer is news to
 * the caller, so only that one comes back over the wire (an answer is a couple of kilobytes).
 */
const OUTCOME = `o_outcome, o_response_status, case o_outcome when 'replay' then o_response_body end as o_response_body`;
const APPLY_ONE = `select ${OUTCOME}, ${NEW_VERSION} from apply_payment_change(${ARG_TYPES.map((t, i) => `$${i + 1}::${t}`).join(', ')})`;
/** In a batch the changes (8) and the answers (10) go as one JSON array each; the rest as arrays. */
const JSON_ARRAY_ARGS = new Set([8, 10]);
const APPLY_MANY = `select ${OUTCOME}, ${NEW_VERSION} from apply_payment_changes(${ARG_TYPES.map((t, i) => (JSON_ARRAY_ARGS.has(i) ? `$${i + 1}::jsonb` : `$${i + 1}::${t}[]`)).join(', ')})`;

/**
 * Writes a planned change with apply_payment_change, under an Idempotency-Key if given, in the
 * caller's transaction. The body is the answer's JSON text, stored with the key for replays.
 */
export async function applyChange(
  tx: DbOrTx,
  found: PaymentRead,
  planned: { status: number; body: string; change: PaymentChange },
  idempotency?: { key: string; hash: string },
  apiKeyId?: string,
): Promise<Applied> {
  const args = applyArgs(found, planned, idempotency, apiKeyId);
  // Raw SQL: one call of the SQL function apply_payment_change, which writes the whole action in one statement (decision 0037).
  const values = sql.join(
    args.map((value, i) => sql`${value}::${sql.raw(ARG_TYPES[i]!)}`),
    sql`, `,
  );
  const { rows } = await tx.execute<Applied>(sql`select ${sql.raw(OUTCOME)} from apply_payment_change(${values})`);
  return rows[0]!;
}

const writers = new WeakMap<pg.Pool, GroupedWriter<unknown[], Applied>>();

/** The pool's change writer: changes that arrive together are applied together (grouped-writer.ts), one per pool. */
export function changeWriter(pool: pg.Pool): GroupedWriter<unknown[], Applied> {
  let writer = writers.get(pool);
  if (!writer) {
    writer = createGroupedWriter<unknown[], Applied>({
      async one(args) {
        const { rows } = await pool.query<Applied>({ name: 'apply_payment_change', text: APPLY_ONE, values: args });
        return rows[0]!;
      },
      async many(batch) {
        const columns = ARG_TYPES.map((_, i) =>
          i === 8
            ? `[${batch.map((args) => args[8] as string).join(',')}]`
            : i === 10
              ? JSON.stringify(batch.map((args) => args[10]))
              : batch.map((args) => args[i]),
        );
        const { rows } = await pool.query<Applied>({ name: 'apply_payment_changes', text: APPLY_MANY, values: columns });
        return rows;
      },
    });
    writers.set(pool, writer);
  }
  return writer;
}

/**
 * Runs one lifecycle action on a payment under its Idempotency-Key (the key's scope is the payment's
 * mode): `read` finds the payment (and anything else the plan needs, read with it in one statement),
 * `plan` decides the answer and the change. A refused plan (an AppError) under a key already answered
 * replays that answer instead, as the key's first request did.
 */
export async function changePayment<R extends PaymentRead>(
  ctx: AppContext,
  caller: PaymentCaller,
  request: { path: string; body: unknown; idempotencyKey?: string; turn: string },
  read: (db: DbOrTx, lock: boolean) => Promise<R>,
  plan: (found: R, db: DbOrTx) => Promise<Planned> | Planned,
): Promise<KeyedAnswer> {
  const key = request.idempotencyKey;
  // The request's hash is checked against a stored answer and stored with the key: only a keyed request needs it.
  const hash = key === undefined ? '' : requestHash({ path: request.path, body: request.body });

  /** Unlocked, the change goes through the pool's change writer (grouped with others); locked, in the caller's transaction. */
  async function attempt(db: DbOrTx, lock: boolean): Promise<KeyedAnswer | null> {
    const found = await read(db, lock);
    if (caller.mode && found.row.mode !== caller.mode) throw paymentNotFound();
    const scope = { merchantDbId: caller.merchantDbId, mode: found.row.mode, key: key ?? '' };
    let planned: Planned;
    try {
      planned = await plan(found, db);
    } catch (err) {
      if (found.remembered && err instanceof AppError) {
        // Refused from what this process remembered: the payment may have moved since, so plan again from the database.
        forgetPayment(ctx.database.db, found.row.transactionId);
        return null;
      }
      if (key !== undefined && err instanceof AppError) {
        const stored = await findStoredAnswer(db, scope, hash);
        if (stored) return { status: stored.status, body: stored.body, replayed: true };
      }
      throw err;
    }
    const body = JSON.stringify(planned.body);
    const idempotency = key === undefined ? undefined : { key, hash };
    const applied = lock
      ? await applyChange(db, found, { ...planned, body }, idempotency, caller.apiKeyId)
      : await changeWriter(ctx.database.pool).write(applyArgs(found, { ...planned, body }, idempotency, caller.apiKeyId), found.row.id);
    if (applied.o_outcome === 'applied' && !lock)
      rememberPayment(ctx.database.db, found, writtenRow(found.row, planned.change.payment), planned.change.refund, applied.o_version);
    else if (applied.o_outcome === 'applied' || applied.o_outcome === 'stale') forgetPayment(ctx.database.db, found.row.transactionId);
    switch (applied.o_outcome) {
      case 'applied':
        return { status: planned.status, body, replayed: false };
      case 'replay':
        return { status: applied.o_response_status!, body: applied.o_response_body!, replayed: true };
      case 'reused':
        throw new AppError('IDEMPOTENCY_KEY_REUSED', 422, 'This Idempotency-Key was already used with a different request');
      case 'stale':
        return null;
      case 'revoked':
      case 'suspended':
        throw refusedKey(applied.o_outcome);
    }
  }

  const db = ctx.database.db;
  const answer = inTurn(`${caller.merchantDbId}:${request.turn}`, async () => {
    for (let i = 0; i < OPTIMISTIC_TRIES; i++) {
      const answer = await attempt(db, false).catch(keyTakenMeanwhile);
      if (answer) return answer;
    }
    for (let i = 0; i < LOCKED_TRIES; i++) {
      const answer = await db.transaction((tx) => attempt(tx, true)).catch(keyTakenMeanwhile);
      if (answer) return answer;
    }
    throw new AppError('CONFLICT', 409, 'The payment is changing under other requests; try again');
  });
  const apiKeyId = caller.apiKeyId;
  if (!apiKeyId) return answer;
  // Answered without the write's check of the key (refused before writing: not found, a wrong state,
  // an amount too large; or a stored answer replayed): the key may have come from the cache, so it
  // is checked before the answer goes out.
  const checkKey = async () => {
    const refusal = await keyRefusal(db, apiKeyId);
    if (refusal) throw refusedKey(refusal);
  };
  return answer.then(
    async (done) => {
      if (done.replayed) await checkKey();
      return done;
    },
    async (err: unknown) => {
      if (err instanceof AppError && err.statusCode !== 401 && err.statusCode !== 403) await checkKey();
      throw err;
    },
  );
}

/** apply_payment_change undid a change whose Idempotency-Key a request answered meanwhile (SQLSTATE SSK01): plan again, and replay. */
function keyTakenMeanwhile(err: unknown): null {
  if (pgErrorCode(err) === 'SSK01') return null;
  throw err;
}

/** The action under way on each payment (or refund) in this process, by `merchant:id`. */
const turns = new Map<string, Promise<unknown>>();

/**
 * Runs actions on one payment in this process one after another: each plans from what the one
 * before it wrote, instead of racing it to the row and planning again. Actions from other instances
 * still race, and the version check settles those.
 */
async function inTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(key);
  const mine = before ? before.then(work, work) : work();
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, settled);
  try {
    return await mine;
  } finally {
    if (turns.get(key) === settled) turns.delete(key);
  }
}
