import type pg from 'pg';
import { createGroupedWriter, type GroupedWriterOptions, type GroupedWriterStats } from './grouped-writer';

/**
 * Writes payments to the database, several to a transaction when they arrive together
 * (docs/decisions/0002, grouped-writer.ts): a batch is one call of record_payments
 * (src/server/db/sql/record_payments.sql), ordered by the customer lock's key.
 */

/** The outputs of record_payment for one payment. */
export interface Recorded {
  outcome: 'recorded' | 'replay' | 'reused' | 'revoked' | 'suspended' | 'stale';
  response_status: number | null;
  response_body: string | null;
}

/** record_payment's 27 arguments in order (see process-payment.ts); 6 and 7 are the BIN prefix lists. */
export type RecordPaymentArgs = unknown[];

const PREFIX_ARGS = new Set([6, 7]);
const ARG_COUNT = 27;

const placeholders = Array.from({ length: ARG_COUNT }, (_, i) => `$${i + 1}`).join(', ');
const RECORD_ONE = `select outcome, response_status, response_body from record_payment(${placeholders})`;
const RECORD_MANY = `select outcome, response_status, response_body from record_payments(${placeholders})`;

/** A list of BIN prefixes (digits) as a PostgreSQL array literal, which record_payments casts back. */
function arrayLiteral(items: string[]): string {
  return `{${items.map((s) => `"${s.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

export interface PaymentWriter {
  record(args: RecordPaymentArgs, lockKey: string): Promise<Recorded>;
  /**
   * Round trips (each one transaction and one commit) and the payments they carried, so far; of
   * those, the calls of record_payments, the payments they carried and the largest.
   */
  stats(): GroupedWriterStats;
}

export function createPaymentWriter(pool: pg.Pool, options: GroupedWriterOptions = {}): PaymentWriter {
  const writer = createGroupedWriter<RecordPaymentArgs, Recorded>(
    {
      async one(args) {
        const { rows } = await pool.query<Recorded>({ name: 'record_payment', text: RECORD_ONE, values: args });
        return rows[0]!;
      },
      async many(batch) {
        const columns = Array.from({ length: ARG_COUNT }, (_, i) => batch.map((args) => (PREFIX_ARGS.has(i) ? arrayLiteral(args[i] as string[]) : args[i])));
        const { rows } = await pool.query<Recorded>({ name: 'record_payments', text: RECORD_MANY, values: columns });
        return rows;
      },
    },
    options,
  );
  return { record: writer.write, stats: writer.stats };
}

const writers = new WeakMap<pg.Pool, PaymentWriter>();

/** The pool's writer (one per pool, so every caller on it shares the batching). */
export function paymentWriter(pool: pg.Pool): PaymentWriter {
  let writer = writers.get(pool);
  if (!writer) writers.set(pool, (writer = createPaymentWriter(pool)));
  return writer;
}
