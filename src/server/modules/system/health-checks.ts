import { count, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { emailOutbox } from '@server/db/schema/index';

const DATABASE_TIMEOUT_MS = 2000;
/** An email due longer than this means delivery is stuck (the worker polls every 2 s). */
export const OUTBOX_STUCK_SECONDS = 15 * 60;

/** `select 1` within 2 seconds: what /api/health answers from, and the deep check's first step. */
export async function checkDatabase(ctx: Pick<AppContext, 'database'>): Promise<{ ok: boolean; ms: number }> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ctx.database.db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  } finally {
    clearTimeout(timer);
  }
}

export interface OutboxDepth {
  pending: number;
  oldestPendingSeconds: number | null;
  /** How long the longest-overdue message has been due (retries wait on purpose until they are due). */
  oldestDueSeconds: number | null;
}

/** Emails waiting (pending or being sent): the /metrics gauge, one query on the outbox's status index. */
export async function countOutboxPending(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['PENDING', 'SENDING']));
  return row!.n;
}

/** Webhook deliveries still to be made (pending or retrying), with the oldest one's age. */
export async function webhookBacklog(db: DbOrTx): Promise<{ pending: number; oldestPendingSeconds: number | null }> {
  // Raw SQL: the count and the oldest one's age on the database's clock, in one scan (decision 0027).
  const { rows } = await db.execute<{ pending: number; oldest: number | null }>(sql`
    select count(*)::int as pending, extract(epoch from now() - min(created_at))::float8 as oldest
    from webhook_deliveries where status in ('PENDING', 'RETRYING')`);
  const r = rows[0]!;
  return { pending: r.pending, oldestPendingSeconds: r.oldest === null ? null : Math.max(0, r.oldest) };
}

/** Emails waiting (pending or being sent), with the oldest one's age: for System Health. */
export async function outboxDepth(db: DbOrTx): Promise<OutboxDepth> {
  // Raw SQL: the count and two filtered ages on the database's clock, in one scan (decision 0027).
  const { rows } = await db.execute<{ pending: number; oldest: number | null; due: number | null }>(sql`
    select count(*)::int as pending,
           extract(epoch from now() - min(created_at))::float8 as oldest,
           extract(epoch from now() - min(next_attempt_at) filter (where next_attempt_at <= now()))::float8 as due
    from email_outbox where status in ('PENDING', 'SENDING')`);
  const r = rows[0]!;
  return {
    pending: r.pending,
    oldestPendingSeconds: r.oldest === null ? null : Math.max(0, r.oldest),
    oldestDueSeconds: r.due === null ? null : Math.max(0, r.due),
  };
}
