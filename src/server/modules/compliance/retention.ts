import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { RetentionCategory, RetentionPeriods, RetentionRun } from '@contract/compliance';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { retentionRuns } from '@server/db/schema/index';
import type { AdminActor } from '@server/principals';
import { purgeOldApiRequests } from '../api-log';
import { recordAudit } from '../audit';
import { getComplianceSettings } from './compliance-settings';

const BATCH = 2_000;
/** A run stops a category after this many batches; the next run carries on. */
const MAX_BATCHES = 500;

/** Runs one batched delete (a statement answering `n`, the rows removed) until a batch comes back short. */
async function inBatches(db: DbOrTx, statement: () => SQL): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    // Raw SQL: each batch picks rows with FOR UPDATE SKIP LOCKED and deletes them in one statement (decision 0027).
    const { rows } = await db.execute<{ n: number }>(statement());
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < BATCH) break;
  }
  return total;
}

const cutoffOf = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000).toISOString();

/**
 * Removes what is past its period, category by category, in batches (each batch its own statement,
 * so no run holds many locks for long). Financial records (transactions, the ledger, invoices,
 * payouts) are not touched: no statement here names them.
 */
export async function enforceRetention(
  db: DbOrTx,
  periods: RetentionPeriods,
  now: Date = new Date(),
): Promise<Record<RetentionCategory | 'webhookAttempts', number>> {
  const c = (k: RetentionCategory) => cutoffOf(periods[k], now);
  const contactEnquiries = await inBatches(
    db,
    () => sql`
    with d as (delete from contact_submissions where id in (
      select id from contact_submissions where submitted_at < ${c('contactEnquiries')}::timestamptz limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from d`,
  );
  const emailOutbox = await inBatches(
    db,
    () => sql`
    with d as (delete from email_outbox where id in (
      select id from email_outbox where status in ('SENT', 'FAILED') and coalesce(sent_at, created_at) < ${c('emailOutbox')}::timestamptz
      limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from d`,
  );
  const apiRequestLogs = await purgeOldApiRequests(db, periods.apiRequestLogs, now);
  // Finished deliveries only (succeeded or given up); their attempts go with them.
  let webhookDeliveries = 0;
  let webhookAttempts = 0;
  for (let i = 0; i < MAX_BATCHES; i++) {
    // Raw SQL: one CTE picks deliveries with SKIP LOCKED and deletes them with their attempts atomically (decision 0027).
    const { rows } = await db.execute<{ n: number; attempts: number }>(sql`
      with pick as (
        select id from webhook_deliveries where status in ('SUCCEEDED', 'FAILED') and created_at < ${c('webhookDeliveries')}::timestamptz
        limit ${BATCH} for update skip locked),
      a as (delete from webhook_attempts where delivery_id in (select id from pick) returning 1),
      d as (delete from webhook_deliveries where id in (select id from pick) returning 1)
      select (select count(*) from d)::int as n, (select count(*) from a)::int as attempts`);
    const n = Number(rows[0]?.n ?? 0);
    webhookDeliveries += n;
    webhookAttempts += Number(rows[0]?.attempts ?? 0);
    if (n < BATCH) break;
  }
  const grace = c('sessionsAndTokens');
  const sessions = await inBatches(
    db,
    () => sql`
    with d as (delete from sessions where id in (
      select id from sessions where expires_at < ${grace}::timestamptz or revoked_at < ${grace}::timestamptz limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from d`,
  );
  const tokens = await inBatches(
    db,
    () => sql`
    with d as (delete from password_reset_tokens where id in (
      select id from password_reset_tokens where expires_at < ${grace}::timestamptz limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from d`,
  );
  // The file goes; the document's metadata row (name, type, hash, review) stays.
  const rejectedDocumentFiles = await inBatches(
    db,
    () => sql`
    with d as (delete from document_blobs where document_id in (
      select b.document_id from document_blobs b join verification_documents v on v.id = b.document_id
      where v.status = 'REJECTED' and v.reviewed_at < ${c('rejectedDocumentFiles')}::timestamptz limit ${BATCH} for update of b skip locked) returning 1)
    select count(*)::int as n from d`,
  );
  return { contactEnquiries, emailOutbox, apiRequestLogs, webhookDeliveries, webhookAttempts, sessionsAndTokens: sessions + tokens, rejectedDocumentFiles };
}

const toDto = (r: typeof retentionRuns.$inferSelect): RetentionRun => ({
  id: r.id,
  trigger: r.trigger,
  triggeredByEmail: r.triggeredByEmail,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
  counts: r.counts,
  periods: r.periods,
});

/**
 * One recorded run. The scheduled one happens once per UTC day however many instances ask (an
 * advisory lock and a look for today's row); an admin's "Run now" always runs.
 */
export async function runRetention(
  ctx: AppContext,
  { trigger, actor, now = new Date() }: { trigger: 'SCHEDULE' | 'ADMIN'; actor?: AdminActor; now?: Date },
): Promise<RetentionRun | null> {
  const db = ctx.database.db;
  const { retention } = await getComplianceSettings(db, ctx.config.apiLogRetentionDays);
  const run = await db.transaction(async (tx) => {
    if (trigger === 'SCHEDULE') {
      // Raw SQL: an advisory lock, so one instance at a time looks for today's run.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('smartsplit.retention'))`);
      const [today] = await tx
        .select({ id: retentionRuns.id })
        .from(retentionRuns)
        .where(
          and(
            eq(retentionRuns.trigger, 'SCHEDULE'),
            gte(retentionRuns.startedAt, sql`date_trunc('day', ${now.toISOString()}::timestamptz at time zone 'UTC') at time zone 'UTC'`),
          ),
        )
        .limit(1);
      if (today) return null;
    }
    const [row] = await tx
      .insert(retentionRuns)
      .values({ trigger, triggeredBy: actor?.id ?? null, triggeredByEmail: actor?.email ?? null, periods: retention, startedAt: now })
      .returning();
    return row!;
  });
  if (!run) return null;
  const counts = await enforceRetention(db, retention, now);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(retentionRuns)
      .set({ counts, finishedAt: sql`now()` })
      .where(eq(retentionRuns.id, run.id))
      .returning();
    await recordAudit(tx, {
      ...(actor ? { actorType: 'admin' as const, actorId: actor.id, actorEmail: actor.email, ip: actor.ip } : { actorType: 'system' as const }),
      action: 'compliance.retention.run',
      targetType: 'retention_run',
      targetId: run.id,
      after: { trigger, counts, periods: retention },
    });
    return toDto(row!);
  });
}

export async function listRetentionRuns(db: DbOrTx): Promise<RetentionRun[]> {
  const rows = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.startedAt)).limit(20);
  return rows.map(toDto);
}
