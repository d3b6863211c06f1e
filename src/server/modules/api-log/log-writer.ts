import type pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

/** One API-key request as the log stores it: never a body. */
export interface ApiLogRow {
  requestId: string;
  merchantDbId: string;
  apiKeyId: string;
  mode: 'test' | 'live';
  method: string;
  route: string;
  path: string;
  status: number;
  durationMs: number;
  idempotencyKey: string | null;
  errorCode: string | null;
  createdAt: Date;
}

export interface ApiLogWriter {
  /** Queues a row; it reaches the database with the next batch. Never waits, never throws. */
  push(row: ApiLogRow): void;
  /** Writes everything queued so far (tests wait on it; stop() calls it). */
  flush(): Promise<void>;
  /** Flushes and stops the timer: rows pushed after this are dropped. */
  stop(): Promise<void>;
}

export interface ApiLogWriterOptions {
  pool: pg.Pool;
  logger: FastifyBaseLogger;
  /** The longest a row waits in memory before its batch is written (default 1 s). */
  flushIntervalMs?: number;
  /** A batch is written at once when this many rows are waiting (default 500). */
  batchSize?: number;
  /** While the database cannot be written, at most this many rows wait; newer ones are dropped (default 20,000). */
  maxQueued?: number;
}

/**
 * One statement per batch, whatever its size: the columns travel as 12 arrays (unnest), the log
 * rows are inserted, and the same statement adds them to the hourly counts the admin's key table
 * and charts read. A request id already stored (a batch retried after its commit was not
 * acknowledged) is skipped, and so is its count.
 */
const INSERT_BATCH = `
with inserted as (
  insert into api_request_logs (request_id, merchant_id, api_key_id, mode, method, route, path, status, duration_ms, idempotency_key, error_code, created_at)
  select * from unnest($1::text[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::smallint[], $9::int[], $10::text[], $11::text[], $12::timestamptz[])
  -- A retried batch carries each row's own created_at, so (request_id, created_at), the partitioned
  -- table's unique key (decision 0044), still finds it.
  on conflict (request_id, created_at) do nothing
  returning api_key_id, merchant_id, mode, status, created_at
)
insert into api_request_hourly (hour, api_key_id, merchant_id, mode, requests, errors, server_errors)
select date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC' as hour, api_key_id, merchant_id, mode,
  count(*), count(*) filter (where status >= 400), count(*) filter (where status >= 500)
from inserted
group by 1, 2, 3, 4
-- One order for every writer, so two instances adding to the same hour's rows cannot deadlock.
order by 2, 1
on conflict (api_key_id, hour) do update set
  requests = api_request_hourly.requests + excluded.requests,
  errors = api_request_hourly.errors + excluded.errors,
  server_errors = api_request_hourly.server_errors + excluded.server_errors`;

function columns(rows: ApiLogRow[]): unknown[] {
  return [
    rows.map((r) => r.requestId),
    rows.map((r) => r.merchantDbId),
    rows.map((r) => r.apiKeyId),
    rows.map((r) => r.mode),
    rows.map((r) => r.method),
    rows.map((r) => r.route),
    rows.map((r) => r.path),
    rows.map((r) => r.status),
    rows.map((r) => r.durationMs),
    rows.map((r) => r.idempotencyKey),
    rows.map((r) => r.errorCode),
    rows.map((r) => r.createdAt.toISOString()),
  ];
}

/**
 * Buffers log rows in memory and writes them in batches, on a short timer or when a batch fills,
 * never on the response path (docs/decisions/0013-api-request-log.md). One batch is written at a
 * time; a failed batch goes back to the front of the queue and is retried with the next one. A
 * crash loses what was waiting: at most one flush interval of requests.
 */
export function createApiLogWriter({ pool, logger, flushIntervalMs = 1000, batchSize = 100, maxQueued = 20_000 }: ApiLogWriterOptions): ApiLogWriter {
  let queue: ApiLogRow[] = [];
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let stopped = false;
  let dropped = 0;

  const arm = (ms: number) => {
    if (timer || stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, ms);
    timer.unref();
  };

  async function writeOnce(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.slice(0, batchSize);
      queue = queue.slice(batch.length);
      try {
        await pool.query({ name: 'api_log_insert_batch', text: INSERT_BATCH, values: columns(batch) });
      } catch (err) {
        // Back to the front, within the cap; the timer tries again.
        queue = batch.concat(queue);
        if (queue.length > maxQueued) {
          dropped += queue.length - maxQueued;
          queue = queue.slice(0, maxQueued);
        }
        logger.warn({ err, waiting: queue.length, dropped }, 'could not write the API request log; will retry');
        if (!stopped) arm(flushIntervalMs);
        return;
      }
    }
    if (dropped > 0) {
      logger.warn({ dropped }, 'API request log rows were dropped while the database could not be written');
      dropped = 0;
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    // Chained after a write in flight, so rows pushed meanwhile are written too and order holds.
    const next = (writing ?? Promise.resolve()).then(writeOnce);
    const mine = next.finally(() => {
      if (writing === mine) writing = undefined;
    });
    writing = mine;
    return mine;
  }

  return {
    push(row) {
      if (stopped) return;
      if (queue.length >= maxQueued) {
        dropped++;
        return;
      }
      queue.push(row);
      if (queue.length >= batchSize && !writing) void flush();
      else arm(flushIntervalMs);
    },
    flush,
    async stop() {
      stopped = true;
      await flush();
    },
  };
}
