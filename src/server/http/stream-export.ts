import { Readable } from 'node:stream';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { AppContext } from '@server/context';
import { rateLimited } from '@server/errors';
import { csvLine, type CsvCell } from '@server/lib/csv';
import { readDb, replicaUnavailable } from '@server/modules/read-replica';

/**
 * Every CSV and JSON download streams through here, in constant memory (docs/decisions/0040):
 * its queries run in one read-only snapshot on one pooled connection, each through a server-side
 * cursor fetched EXPORT_BATCH_ROWS rows at a time, and the text goes to the reply as a Readable that
 * reads the next batch only when the client has taken the last one (backpressure).
 *
 * - Before the first byte: the caller has authorised and validated, and the first chunk is read
 *   before the answer starts, so a failure there is an ordinary error answer.
 * - After it: the status is sent and cannot change. A failure destroys the stream, Fastify then
 *   destroys the connection (the client sees a cut-off body, never an error glued onto the file), and
 *   it is logged. A client that goes away stops the reads at once: the transaction is rolled back,
 *   which closes the cursor, and the connection goes back to the pool.
 */

/** Rows per FETCH: about 200 KB of CSV for audit rows; enough to keep round trips negligible. */
export const EXPORT_BATCH_ROWS = 1000;
/** Text gathered before it is handed to the reply; also the stream's high-water mark. */
export const EXPORT_CHUNK_BYTES = 64 * 1024;

/**
 * Where an export's reads run (decision 0042): the read replica when readDb would send this request's
 * reads there (configured, up, within REPLICA_MAX_LAG_MS, and past the caller's own last write),
 * else the primary. Candidates in order: an export the replica cannot start is started on the primary.
 */
async function exportReadPools(ctx: AppContext, request: FastifyRequest): Promise<pg.Pool[]> {
  const replica = ctx.database.replica;
  if (replica && (await readDb(ctx, request)) === replica.db) return [replica.pool, ctx.database.pool];
  return [ctx.database.pool];
}

export interface ExportReader {
  /** The rows of `query` in batches of at most EXPORT_BATCH_ROWS, read through a server-side cursor. */
  batches<R extends Record<string, unknown>>(query: SQL): AsyncGenerator<R[]>;
}

export interface ExportPlan {
  /** What the logs call it. */
  name: string;
  /** The document's text, piece by piece, read through `reader` (all in one snapshot). */
  read(reader: ExportReader): AsyncIterable<string>;
  /**
   * After the last read, with the read connection released, before the last bytes: records the
   * export (on the primary) and answers the text that closes the document. Throwing cuts the answer.
   */
  finish?(): Promise<string>;
  /** When the answer stops before its end (the client went away, a read failed): records that. */
  cut?(error: unknown): Promise<void>;
}

// Exports streaming now, per app: each holds a pooled connection for as long as its client reads.
const running = new WeakMap<AppContext, number>();

/** A read-only snapshot on one connection, and the cursors read in it; one of the instance's export slots. */
async function openSnapshot(ctx: AppContext, request: FastifyRequest) {
  const now = running.get(ctx) ?? 0;
  // Slow downloads must not take the pool from everything else: past the cap, 429 before the first byte.
  if (now >= ctx.config.exportsPerInstance) {
    throw rateLimited(5, (wait) => `${now} exports are being downloaded from this server; try again ${wait}`);
  }
  running.set(ctx, now + 1);
  const free = () => running.set(ctx, (running.get(ctx) ?? 1) - 1);
  // A checked-out client whose session ends while it waits (the client is slow, the server restarts)
  // emits 'error' with nobody awaiting it: kept here, so it neither crashes the process nor goes back to the pool.
  let broken: Error | undefined;
  const onError = (err: Error) => (broken ??= err);
  let client: pg.PoolClient | undefined;
  try {
    const pools = await exportReadPools(ctx, request);
    for (const [i, pool] of pools.entries()) {
      try {
        client = await pool.connect();
        client.on('error', onError);
        await client.query('begin isolation level repeatable read, read only');
        break;
      } catch (err) {
        if (client) {
          client.off('error', onError);
          client.release(err as Error);
          client = undefined;
          broken = undefined;
        }
        // Only a replica that could not answer hands over to the primary; any other failure is the export's.
        if (i === pools.length - 1 || !replicaUnavailable(err)) throw err;
      }
    }
  } catch (err) {
    free();
    throw err;
  }
  const held = client!;
  // Drizzle over this one connection, so rows are typed and parsed exactly as the rest of the app reads them.
  const db = drizzle(held);
  let cursors = 0;
  const reader: ExportReader = {
    async *batches<R extends Record<string, unknown>>(query: SQL) {
      const cursor = sql.identifier(`export_${++cursors}`);
      await db.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
      for (;;) {
        const { rows } = await db.execute<R>(sql`fetch ${sql.raw(String(EXPORT_BATCH_ROWS))} from ${cursor}`);
        if (rows.length > 0) yield rows as R[];
        if (rows.length < EXPORT_BATCH_ROWS) break;
      }
      await db.execute(sql`close ${cursor}`);
    },
  };
  let released = false;
  /** Commits (done) or rolls back (cut), and gives the connection back; a broken one is discarded. */
  const release = async (done: boolean) => {
    if (released) return;
    released = true;
    try {
      if (broken) throw broken;
      await held.query(done ? 'commit' : 'rollback');
      held.off('error', onError);
      held.release();
    } catch (err) {
      held.off('error', onError);
      held.release(err as Error);
    }
    free();
  };
  return { reader, release };
}

/**
 * Opens an export: reads its first chunk (so that a failure up to there is an ordinary error answer)
 * and returns the rest as a Readable for `sendExport`. Open it last, just before sending: until the
 * Readable ends or is destroyed it holds a pooled connection.
 */
export async function openExport(ctx: AppContext, request: FastifyRequest, plan: ExportPlan): Promise<Readable> {
  const { log } = request;
  const snapshot = await openSnapshot(ctx, request);
  const source = plan.read(snapshot.reader)[Symbol.asyncIterator]();
  let pending = '';
  let readAll = false;
  let finished = false;

  /** Gathers text until a chunk is full or the document is complete. */
  const fill = async () => {
    while (!finished && pending.length < EXPORT_CHUNK_BYTES) {
      if (!readAll) {
        const next = await source.next();
        if (!next.done) {
          pending += next.value;
          continue;
        }
        readAll = true;
        await snapshot.release(true);
      }
      if (plan.finish) pending += await plan.finish();
      finished = true;
    }
  };

  let stopped = false;
  const stop = async (error: unknown) => {
    if (stopped) return;
    stopped = true;
    await source.return?.().catch(() => undefined);
    await snapshot.release(false);
    if (error === undefined) log.info({ export: plan.name }, 'export stopped: the client went away');
    else log.error({ err: error, export: plan.name }, 'export failed after it started; the connection is cut');
    await plan.cut?.(error).catch((err: unknown) => log.error({ err, export: plan.name }, 'could not record the cut export'));
  };

  try {
    await fill();
  } catch (err) {
    // Nothing has been sent: the caller's error answer is the whole answer.
    stopped = true;
    await source.return?.().catch(() => undefined);
    await snapshot.release(false);
    throw err;
  }

  let complete = false;
  let failure: unknown;
  async function* chunks() {
    try {
      for (;;) {
        const chunk = pending;
        pending = '';
        if (chunk.length > 0) yield chunk;
        if (finished && pending.length === 0) break;
        await fill();
      }
      complete = true;
    } catch (err) {
      failure = err;
      throw err;
    } finally {
      if (!complete) await stop(failure);
    }
  }
  const body = Readable.from(chunks(), { objectMode: false, highWaterMark: EXPORT_CHUNK_BYTES });
  // A stream destroyed before it was first read never enters chunks(), so its finally would not run.
  body.once('close', () => {
    if (!complete) void stop(failure);
  });
  return body;
}

export interface CsvExportPlan<R extends Record<string, unknown>> {
  name: string;
  header: readonly string[];
  query: SQL;
  /** The CSV lines of one row, in order: usually one, a grouped report may add a heading line. */
  lines(row: R): CsvCell[][];
  /** After the last row, before the last bytes: may record the export; answers the closing lines. */
  finish?(rows: number): Promise<CsvCell[][]> | CsvCell[][];
  /** When the download stops short; `rows` is how many were read. */
  cut?(rows: number, error: unknown): Promise<void>;
}

/** A CSV download of one query, a row formatter and optional closing lines (src/server/lib/csv.ts escapes each cell). */
export function openCsvExport<R extends Record<string, unknown>>(ctx: AppContext, request: FastifyRequest, plan: CsvExportPlan<R>): Promise<Readable> {
  let rows = 0;
  return openExport(ctx, request, {
    name: plan.name,
    async *read(reader) {
      yield csvLine(plan.header);
      for await (const batch of reader.batches<R>(plan.query)) {
        let text = '';
        for (const row of batch) {
          rows++;
          for (const line of plan.lines(row)) text += csvLine(line);
        }
        yield text;
      }
    },
    finish: async () => (plan.finish ? (await plan.finish(rows)).map(csvLine).join('') : ''),
    ...(plan.cut ? { cut: (error: unknown) => plan.cut!(rows, error) } : {}),
  });
}

/** A JSON array of `query`'s rows, element by element; `counted` learns how many there were. */
export async function* jsonArray(reader: ExportReader, query: SQL, counted: (rows: number) => void): AsyncGenerator<string> {
  let rows = 0;
  yield '[';
  for await (const batch of reader.batches(query)) {
    let text = '';
    for (const row of batch) text += (rows++ === 0 ? '' : ',') + JSON.stringify(row);
    counted(rows);
    yield text;
  }
  yield ']';
}

/** Sends an opened export: an attachment when it has a file name, never cached, never sniffed. */
export function sendExport(reply: FastifyReply, body: Readable, { type, fileName }: { type: 'csv' | 'json'; fileName?: string }): FastifyReply {
  reply.header('Content-Type', type === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8');
  if (fileName) reply.header('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`);
  return reply.header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'no-store').send(body);
}
