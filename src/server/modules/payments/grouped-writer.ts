/**
 * Writes that arrive together go to PostgreSQL together (docs/decisions/0002): a write that finds
 * none under way is sent at once, on its own, so a quiet checkout waits for nothing; writes that
 * arrive while one is under way wait for it and then go together, up to maxBatch, as one call of a
 * batch function: one round trip, one commit and one WAL flush for all of them. Each write's rules
 * run as they do alone, and none is answered before its batch commits.
 *
 * One write at a time gave the best throughput and latency (the decision has the figures), but a
 * write that waits on a lock would then hold up every write of the instance. So once every write
 * under way has taken laneAfterMs, another lane opens beside it, up to maxLanes.
 *
 * The payment writer (payment-writer.ts) and the lifecycle's change writer (payment-change.ts) both
 * run on this.
 *
 * A write runs in the trace context of the request that asked for it, not of whichever write
 * happened to finish before it; a batch runs in its first request's, linked to the others'
 * (decision 0046).
 */
import { context, type Context } from '@opentelemetry/api';
import { withBatchContext } from '@server/tracing';

export interface GroupedWriterOptions {
  maxLanes?: number;
  laneAfterMs?: number;
  maxBatch?: number;
}

export interface GroupedWriterStats {
  /** Round trips, each one transaction and one commit. */
  writes: number;
  /** Items those round trips carried. */
  payments: number;
  /** Calls of the batch function, the items they carried and the largest. */
  batches: number;
  batchedPayments: number;
  largestBatch: number;
}

export interface GroupedWriter<A, R> {
  /** Writes one item; `lockKey` orders a batch's items, so batches take their row locks in one order and cannot deadlock on them. */
  write(args: A, lockKey: string): Promise<R>;
  stats(): GroupedWriterStats;
}

interface Waiting<A, R> {
  args: A;
  lockKey: string;
  /** The trace context the write was asked for in. */
  context: Context;
  resolve(result: R): void;
  reject(err: unknown): void;
}

/** An error PostgreSQL answered: the batch rolled back, so each item can safely be written again alone. */
function answeredByPostgres(err: unknown): boolean {
  return (err as { code?: unknown }).code !== undefined && typeof (err as { severity?: unknown }).severity === 'string';
}

export function createGroupedWriter<A, R>(
  run: { one(args: A): Promise<R>; many(batch: A[]): Promise<R[]> },
  { maxLanes = 4, laneAfterMs = 20, maxBatch = 64 }: GroupedWriterOptions = {},
): GroupedWriter<A, R> {
  const queue: Waiting<A, R>[] = [];
  /** When each write under way started (performance.now()). */
  const lanes: number[] = [];
  let laneTimer: NodeJS.Timeout | undefined;
  const counts: GroupedWriterStats = { writes: 0, payments: 0, batches: 0, batchedPayments: 0, largestBatch: 0 };

  /** Writes one item; answers with how to settle its waiter. */
  async function one(w: Waiting<A, R>): Promise<() => void> {
    try {
      const result = await context.with(w.context, () => run.one(w.args));
      return () => w.resolve(result);
    } catch (err) {
      return () => w.reject(err);
    }
  }

  /** Writes a batch; answers with how to settle its waiters. */
  async function many(batch: Waiting<A, R>[]): Promise<() => void> {
    counts.batches++;
    counts.batchedPayments += batch.length;
    counts.largestBatch = Math.max(counts.largestBatch, batch.length);
    batch.sort((a, b) => (a.lockKey < b.lockKey ? -1 : a.lockKey > b.lockKey ? 1 : 0));
    let results: R[];
    try {
      results = await withBatchContext(
        batch.map((w) => w.context),
        () => run.many(batch.map((w) => w.args)),
      );
    } catch (err) {
      // An error PostgreSQL answered means the batch rolled back (a deadlock with another batch, say):
      // each item is written again on its own. Anything else (a lost connection) leaves the outcome
      // unknown, so it is reported, never retried here.
      if (!answeredByPostgres(err)) return () => batch.forEach((w) => w.reject(err));
      const settles = await Promise.all(batch.map(one));
      return () => settles.forEach((settle) => settle());
    }
    return () => batch.forEach((w, i) => w.resolve(results[i]!));
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
      const written = (batch.length === 1 ? one(batch[0]!) : many(batch)).catch((err: unknown) => () => batch.forEach((w) => w.reject(err)));
      void written.then((settle) => {
        lanes.splice(lanes.indexOf(now), 1);
        pump();
        // The writes that waited go first: pump has asked the pool for a connection, which it hands
        // over on the next tick, so the answers are settled on the tick after that. Settled at once,
        // the waiters' requests would run on (answers serialised and written to their sockets) before
        // the next batch left, and every write in it would wait for them.
        process.nextTick(settle);
      });
    }
  }

  return {
    write(args, lockKey) {
      return new Promise<R>((resolve, reject) => {
        queue.push({ args, lockKey, context: context.active(), resolve, reject });
        pump();
      });
    },
    stats: () => ({ ...counts }),
  };
}
