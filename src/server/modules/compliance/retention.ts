import { and, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { RetentionCategory, RetentionPeriods, RetentionRun } from '@contract/compliance';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { dropPartition, monthPartitions } from '@server/db/partitions';
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
): Promise<Record<RetentionCategory | 'webhookAttempts' | 'events', number>> {
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
  const webhooks = await purgeWebhookHistory(db, new Date(c('webhookDeliveries')));
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
  return { contactEnquiries, emailOutbox, apiRequestLogs, ...webhooks, sessionsAndTokens: sessions + tokens, rejectedDocumentFiles };
}

/**
 * Webhook deliveries, their attempts and the events they carried, past the webhook period. Deliveries
 * are written in their event's transaction, with its created_at, so a month of deliveries belongs to
 * the same month of events (decision 0044). A month wholly past the period is dropped whole: its
 * deliveries' attempts first, then the deliveries, then, once no deliveries of that month remain, the
 * events. A month still holding a delivery being sent (a replay) is kept and thinned like the month at
 * the boundary: finished deliveries go with their attempts, and events no delivery refers to.
 */
async function purgeWebhookHistory(db: DbOrTx, cutoff: Date) {
  let webhookDeliveries = 0;
  let webhookAttempts = 0;
  let events = 0;
  for (const partition of await monthPartitions(db, 'webhook_deliveries')) {
    if (partition.to > cutoff) continue;
    const ident = sql.identifier(partition.name);
    // Raw SQL: a named partition (decision 0027).
    const busy = await db.execute(sql`select 1 from ${ident} where status in ('PENDING', 'RETRYING') limit 1`);
    if (busy.rows.length > 0) continue;
    webhookAttempts += await inBatches(
      db,
      () => sql`
      with d as (delete from webhook_attempts where id in (
        select a.id from webhook_attempts a join ${ident} p on p.id = a.delivery_id limit ${BATCH}) returning 1)
      select count(*)::int as n from d`,
    );
    webhookDeliveries += await dropPartition(db, partition);
  }
  for (const partition of await monthPartitions(db, 'events')) {
    if (partition.to > cutoff) continue;
    const deliveriesOfMonth = partition.name.replace(/^events_/, 'webhook_deliveries_');
    const { rows } = await db.execute<{ kept: string | null }>(sql`select to_regclass(${deliveriesOfMonth})::text as kept`);
    if (rows[0]?.kept) continue;
    events += await dropPartition(db, partition);
  }
  // What is left past the period: the month at the boundary, a month kept for a delivery still being
  // sent, and the default partitions. Finished deliveries only (succeeded or given up).
  for (let i = 0; i < MAX_BATCHES; i++) {
    // Raw SQL: one CTE picks deliveries with SKIP LOCKED and deletes them with their attempts atomically (decision 0027).
    const { rows } = await db.execute<{ n: number; attempts: number }>(sql`
      with pick as (
        select id from webhook_deliveries where status in ('SUCCEEDED', 'FAILED') and created_at < ${cutoff.toISOString()}::timestamptz
        limit ${BATCH} for update skip locked),
      a as (delete from webhook_attempts where delivery_id in (select id from pick) returning 1),
      d as (delete from webhook_deliveries where id in (select id from pick) returning 1)
      select (select count(*) from d)::int as n, (select count(*) from a)::int as attempts`);
    const n = Number(rows[0]?.n ?? 0);
    webhookDeliveries += n;
    webhookAttempts += Number(rows[0]?.attempts ?? 0);
    if (n < BATCH) break;
  }
  events += await inBatches(
    db,
    () => sql`
    with d as (delete from events where (id, created_at) in (
      select e.id, e.created_at from events e where e.created_at < ${cutoff.toISOString()}::timestamptz
        and not exists (select 1 from webhook_deliveries w where w.event_id = e.id)
      limit ${BATCH} for update skip locked) returning 1)
    select count(*)::int as n from d`,
  );
  return { webhookDeliveries, webhookAttempts, events };
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
