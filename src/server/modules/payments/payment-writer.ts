import type pg from 'pg';

/**
 * Writes payments to the database, several to a transaction when they arrive together
 * (docs/decisions/0002). A payment that finds no write under way is sent at once, on its own, so a
 * quiet checkout waits for nothing. Payments that arrive while one is under way wait for it and then
 * go together, up to MAX_BATCH, as one call of record_payments (src/server/db/sql/record_payments.sql): one round trip, one
 * commit and one WAL flush for all of them. Each payment's rules run as they do alone, and none is
 * answered before its batch commits.
 *
 * One write at a time gave the best throughput and latency (the decision has the figures), but a
 * write that waits on a lock would then hold up every payment of the instance. So once every write
 * under way has taken LANE_AFTER_MS, another lane opens beside it, up to MAX_LANES.
 */

/** The outputs of record_payment for one payment. */
export interface Recorded {
  outcome: 'recorded' | 'replay' | 'reused' | 'revoked' | 'suspended' | 'stale';
  response_status: number | null;
  response_body: string | null;
}

/** record_payment's 27 arguments in order (see process-payment.ts); 6 and 7 are the BIN prefix lists. */
export type RecordPaymentArgs = unknown[];

const LANE_AFTER_MS = 20;
const MAX_LANES = 4;
const MAX_BATCH = 64;
const PREFIX_ARGS = new Set([6, 7]);
const ARG_COUNT = 27;

const placeholders = Array.from({ length: ARG_COUNT }, (_, i) => `$${i + 1}`).join(', ');
const RECORD_ONE = `select outcome, response_status, response_body from record_payment(${placeholders})`;
const RECORD_MANY = `select outcome, response_status, response_body from record_payments(${placeholders})`;

/** A list of BIN prefixes (digits) as a PostgreSQL array literal, which record_payments casts back. */
function arrayLiteral(items: string[]): string {
  return `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

interface Waiting {
  args: RecordPaymentArgs;
  /** The customer lock's key: a batch takes its locks in this order, so batches cannot deadlock on them. */
  lockKey: string;
  resolve(recorded: Recorded): void;
  reject(err: unknown): void;
}

export interface PaymentWriter {
  record(args: RecordPaymentArgs, lockKey: string): Promise<Recorded>;
  /**
   * Round trips (each one transaction and one commit) and the payments they carried, so far; of
   * those, the calls of record_payments, the payments they carried and the largest.
   */
  stats(): { writes: number; payments: number; batches: number; batchedPayments: number; largestBatch: number };
}

export function createPaymentWriter(pool: pg.Pool, { maxLanes = MAX_LANES, laneAfterMs = LANE_AFTER_MS, maxBatch = MAX_BATCH } = {}): PaymentWriter {
  const queue: Waiting[] = [];
  /** When each write under way started (performance.now()). */
  const lanes: number[] = [];
  let laneTimer: NodeJS.Timeout | undefined;
  const counts = { writes: 0, payments: 0, batches: 0, batchedPayments: 0, largestBatch: 0 };

  async function one(w: Waiting): Promise<void> {
    try {
      const { rows } = await pool.query<Recorded>({ name: 'record_payment', text: RECORD_ONE, values: w.args });
      w.resolve(rows[0]!);
    } catch (err) {
      w.reject(err);
    }
  }

  async function many(batch: Waiting[]): Promise<void> {
    counts.batches++;
    counts.batchedPayments += batch.length;
    counts.largestBatch = Math.max(counts.largestBatch, batch.length);
    batch.sort((a, b) => (a.lockKey < b.lockKey ? -1 : a.lockKey > b.lockKey ? 1 : 0));
    const columns = Array.from({ length: ARG_COUNT }, (_, i) => batch.map((w) => (PREFIX_ARGS.has(i) ? arrayLiteral(w.args[i] as string[]) : w.args[i])));
    let rows: Recorded[];
    try {
      ({ rows } = await pool.query<Recorded>({ name: 'record_payments', text: RECORD_MANY, values: columns }));
    } catch (err) {
      // An error PostgreSQL answered means the batch rolled back (a deadlock with another batch over one
      // Idempotency-Key, say): each payment is written again on its own. Anything else (a lost
      // connection) leaves the outcome unknown, so it is reported, never retried here.
      if ((err as { code?: unknown }).code === undefined || typeof (err as { severity?: unknown }).severity !== 'string') {
        for (const w of batch) w.reject(err);
        return;
      }
      await Promise.all(batch.map(one));
      return;
    }
    batch.forEach((w, i) => w.resolve(rows[i]!));
  }

  function pump(): void {
    while (queue.length > 0) {
      const now = performance.now();
      const youngest = lanes.length > 0 ? Math.max(...lanes) : undefined;
      if (youngest !== undefined && (lanes.length >= maxLanes || now - youngest < laneAfterMs)) {
        // Wait for a lane to finish, or open one when the youngest write has taken laneAfterMs.
        if (!laneTimer && lanes.length < maxLanes) {
          laneTimer = setTimeout(
            () => {
              laneTimer = undefined;
              pump();
            },
            Math.ceil(laneAfterMs - (now - youngest)),
          );
          laneTimer.unref();
        }
        return;
      }
      const batch = queue.splice(0, maxBatch);
      counts.writes++;
      counts.payments += batch.length;
      lanes.push(now);
      void (batch.length === 1 ? one(batch[0]!) : many(batch)).finally(() => {
        lanes.splice(lanes.indexOf(now), 1);
        pump();
      });
    }
  }

  return {
    record(args, lockKey) {
      return new Promise<Recorded>((resolve, reject) => {
        queue.push({ args, lockKey, resolve, reject });
        pump();
      });
    },
    stats: () => ({ ...counts }),
  };
}

const writers = new WeakMap<pg.Pool, PaymentWriter>();

/** The pool's writer (one per pool, so every caller on it shares the batching). */
export function paymentWriter(pool: pg.Pool): PaymentWriter {
  let writer = writers.get(pool);
  if (!writer) writers.set(pool, (writer = createPaymentWriter(pool)));
  return writer;
}
