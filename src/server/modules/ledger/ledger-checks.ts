import { desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { PoolClient } from 'pg';
import type { LedgerCheck } from '@contract/ledger';
import type { AppContext } from '@server/context';
import type { Db } from '@server/db/client';
import { ledgerChecks } from '@server/db/schema/ledger';
import { newId } from '@server/lib/text-ids';
import { readDb } from '@server/modules/read-replica';
import { ledgerIntegrity } from './balances';

/**
 * The ledger's check in the background (docs/decisions/0048). It reads every entry, which takes
 * tens of seconds at tens of millions of rows, so no screen waits for it: a check runs on a schedule
 * or when an admin asks, one at a time across instances, and screens read the stored result.
 *
 * One at a time: the instance that runs a check holds a session advisory lock on its own connection
 * for the whole run. A crash releases the lock, so a RUNNING row whose lock nobody holds was
 * abandoned; the next check marks it FAILED.
 */

/** "smartsplit ledger check", for pg_try_advisory_lock (beside the migration and stats-fold keys). */
const LEDGER_CHECK_LOCK = 727_274_003;
/** How often the schedule checks the ledger. */
export const LEDGER_CHECK_EVERY_MS = 60 * 60_000;
/** Checks kept for their history; older ones are deleted by the scheduled run. */
const CHECKS_KEPT = 500;

type Row = typeof ledgerChecks.$inferSelect;

const toCheck = (r: Row): LedgerCheck => ({
  id: r.id,
  status: r.status,
  trigger: r.trigger,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  durationMs: r.durationMs,
  unbalancedGroups: r.unbalancedGroups,
  paymentsWithoutEntries: r.paymentsWithoutEntries,
  ok: r.status === 'DONE' ? r.unbalancedGroups === 0 && r.paymentsWithoutEntries === 0 : null,
  error: r.error,
});

/** Whether some session of this database holds the check's lock, that is, a check really runs. */
async function lockHeld(db: Db): Promise<boolean> {
  // Raw SQL: pg_locks. A bigint key under 2^32 shows as classid 0, objid the key, objsubid 1.
  const { rows } = await db.execute<{ held: boolean }>(sql`
    select exists (select 1 from pg_locks
                    where locktype = 'advisory' and granted and classid = 0 and objid = ${LEDGER_CHECK_LOCK} and objsubid = 1
                      and database = (select oid from pg_database where datname = current_database())) as held`);
  return rows[0]!.held;
}

/** The last finished check (DONE or FAILED) and the one running now, for the Payouts overview. */
export async function ledgerCheckState(db: Db): Promise<{ last: LedgerCheck | null; running: LedgerCheck | null }> {
  const [last] = await db.select().from(ledgerChecks).where(ne(ledgerChecks.status, 'RUNNING')).orderBy(desc(ledgerChecks.startedAt)).limit(1);
  const [running] = await db.select().from(ledgerChecks).where(eq(ledgerChecks.status, 'RUNNING')).limit(1);
  return { last: last ? toCheck(last) : null, running: running && (await lockHeld(db)) ? toCheck(running) : null };
}

/** The last check that completed (DONE), for /metrics; null before the first. */
export async function lastCompletedLedgerCheck(db: Db): Promise<{ finishedAt: Date; unbalancedGroups: number; paymentsWithoutEntries: number } | null> {
  const [row] = await db
    .select({
      finishedAt: ledgerChecks.finishedAt,
      unbalancedGroups: ledgerChecks.unbalancedGroups,
      paymentsWithoutEntries: ledgerChecks.paymentsWithoutEntries,
    })
    .from(ledgerChecks)
    .where(eq(ledgerChecks.status, 'DONE'))
    .orderBy(desc(ledgerChecks.startedAt))
    .limit(1);
  if (!row?.finishedAt) return null;
  return { finishedAt: row.finishedAt, unbalancedGroups: row.unbalancedGroups ?? 0, paymentsWithoutEntries: row.paymentsWithoutEntries ?? 0 };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface StartedLedgerCheck {
  check: LedgerCheck;
  /** false: a check was already running, and `check` is that one. */
  started: boolean;
  /** Settles when the check this call started has been recorded (at once when it started none). */
  done: Promise<void>;
}

/**
 * Starts a check in the background and answers at once. When one runs already (on any instance),
 * or one started since this call began, answers that one instead of starting another: either reads
 * everything written before this call. With `unlessStartedWithinMs`, answers null when a check
 * started within that time (decided under the lock, so instances that race start one between them).
 */
export async function startLedgerCheck(ctx: AppContext, input: { trigger: LedgerCheck['trigger']; requestedBy?: string }): Promise<StartedLedgerCheck>;
export async function startLedgerCheck(
  ctx: AppContext,
  input: { trigger: LedgerCheck['trigger']; unlessStartedWithinMs: number },
): Promise<StartedLedgerCheck | null>;
export async function startLedgerCheck(
  ctx: AppContext,
  input: { trigger: LedgerCheck['trigger']; requestedBy?: string; unlessStartedWithinMs?: number },
): Promise<StartedLedgerCheck | null> {
  const db = ctx.database.db;
  let since: Date | undefined;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const client = await ctx.database.pool.connect();
    let locked: boolean;
    try {
      const { rows } = await client.query<{ ok: boolean; at: Date }>('select pg_try_advisory_lock($1::bigint) as ok, now() as at', [LEDGER_CHECK_LOCK]);
      locked = rows[0]!.ok;
      since ??= rows[0]!.at;
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    if (locked) return begin(ctx, client, input);
    client.release();
    // Another session holds the lock: its RUNNING row is written just after it took it, and a short
    // check may be over by the time we look.
    const [joined] = await db
      .select()
      .from(ledgerChecks)
      .where(or(eq(ledgerChecks.status, 'RUNNING'), gte(ledgerChecks.startedAt, since)))
      .orderBy(desc(ledgerChecks.startedAt))
      .limit(1);
    if (joined) return { check: toCheck(joined), started: false, done: Promise.resolve() };
    await sleep(25);
  }
  throw new Error('the ledger check lock stayed held with no check recorded');
}

async function begin(
  ctx: AppContext,
  client: PoolClient,
  input: { trigger: LedgerCheck['trigger']; requestedBy?: string; unlessStartedWithinMs?: number },
): Promise<StartedLedgerCheck | null> {
  const db = ctx.database.db;
  const unlock = async () => {
    await client.query('select pg_advisory_unlock($1::bigint)', [LEDGER_CHECK_LOCK]).catch(() => undefined);
    client.release();
  };
  let row: Row;
  try {
    if (input.unlessStartedWithinMs !== undefined) {
      const recent = await db
        .select({ id: ledgerChecks.id })
        .from(ledgerChecks)
        .where(sql`${ledgerChecks.startedAt} > now() - make_interval(secs => ${input.unlessStartedWithinMs / 1000})`)
        .limit(1);
      if (recent.length > 0) {
        await unlock();
        return null;
      }
    }
    // We hold the lock, so a RUNNING row left behind belongs to an instance that stopped mid-check.
    await db
      .update(ledgerChecks)
      .set({ status: 'FAILED', finishedAt: new Date(), error: 'The instance running this check stopped before it finished' })
      .where(eq(ledgerChecks.status, 'RUNNING'));
    [row] = (await db
      .insert(ledgerChecks)
      .values({ id: newId('lc'), status: 'RUNNING', trigger: input.trigger, requestedBy: input.requestedBy ?? null })
      .returning()) as [Row];
  } catch (err) {
    await unlock();
    throw err;
  }
  const done = (async () => {
    const t0 = performance.now();
    try {
      // A reporting read that may lag: the replica when it is usable, which keeps the scan off the
      // primary. A replica can cancel a long query that conflicts with replay; the primary then runs it.
      const source = await readDb(ctx);
      const figures = await ledgerIntegrity(source).catch((err: unknown) => {
        if (source === db) throw err;
        ctx.logger.warn({ err, job: 'ledger-check' }, 'ledger check failed on the replica; running it on the primary');
        return ledgerIntegrity(db);
      });
      await db
        .update(ledgerChecks)
        .set({
          status: 'DONE',
          finishedAt: new Date(),
          durationMs: Math.round(performance.now() - t0),
          unbalancedGroups: figures.unbalancedGroups,
          paymentsWithoutEntries: figures.paymentsWithoutEntries,
        })
        .where(eq(ledgerChecks.id, row.id));
      if (!figures.ok) ctx.logger.error({ job: 'ledger-check', checkId: row.id, ...figures }, 'the ledger is out of balance');
    } catch (err) {
      ctx.logger.warn({ err, job: 'ledger-check', checkId: row.id }, 'ledger check failed');
      await db
        .update(ledgerChecks)
        .set({ status: 'FAILED', finishedAt: new Date(), durationMs: Math.round(performance.now() - t0), error: (err as Error).message.slice(0, 500) })
        .where(eq(ledgerChecks.id, row.id))
        .catch(() => undefined);
    } finally {
      await unlock();
    }
  })();
  return { check: toCheck(row), started: true, done };
}

/**
 * The schedule's run: a check when none started in the last LEDGER_CHECK_EVERY_MS (so several
 * instances check once between them), then the history trimmed to CHECKS_KEPT rows.
 */
export async function runScheduledLedgerCheck(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const started = await startLedgerCheck(ctx, { trigger: 'SCHEDULE', unlessStartedWithinMs: LEDGER_CHECK_EVERY_MS });
  if (!started?.started) return;
  await started.done;
  const old = db.select({ id: ledgerChecks.id }).from(ledgerChecks).orderBy(desc(ledgerChecks.startedAt)).offset(CHECKS_KEPT);
  await db.delete(ledgerChecks).where(inArray(ledgerChecks.id, old));
}
