import type { AppContext } from './context';
import { ensurePartitions } from './db/partitions';
import { purgeOldApiRequests } from './modules/api-log';
import { getComplianceSettings, runRetention } from './modules/compliance';
import { purgeExpiredResetTokens, migrateToActiveKey } from './modules/auth';
import { purgeExpiredEnrolmentLinks } from './modules/mfa';
import { createEmailWorker, warmEmailLayouts } from './modules/email';
import { runScheduledLedgerCheck } from './modules/ledger';
import { expireOverdueDisputes, notifyDisputesDueSoon } from './modules/disputes';
import { draftMonthlyInvoices, monthOf } from './modules/invoicing';
import { runScheduledPayouts } from './modules/payouts';
import { expireAuthorisations, purgeExpiredIdempotencyKeys, foldPendingStats } from './modules/payments';
import { purgeExpired } from './modules/rate-limit';
import { purgeInstanceHistory } from './modules/instances';
import { createWebhookWorker } from './modules/webhooks';

/**
 * Periodic housekeeping. Every instance runs it; each task is safe to run
 * concurrently (idempotent deletes).
 */
export function startBackgroundJobs(ctx: AppContext): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  /** Runs `task` on `timer`'s terms (setInterval: every `ms`; setTimeout: once, `ms` after start), logging a failure. */
  const schedule = (timer: typeof setInterval | typeof setTimeout, ms: number, name: string, task: () => Promise<unknown>) => {
    const handle = timer(() => {
      task().catch((err: unknown) => ctx.logger.warn({ err, job: name }, 'background job failed'));
    }, ms);
    handle.unref();
    timers.push(handle);
  };
  const every = (ms: number, name: string, task: () => Promise<unknown>) => schedule(setInterval, ms, name, task);
  /** Once, `ms` after start: a job that should not wait a whole interval for its first run. */
  const soon = (ms: number, name: string, task: () => Promise<unknown>) => schedule(setTimeout, ms, name, task);
  every(5 * 60_000, 'purge-rate-limits', () => purgeExpired(ctx.database.db));
  every(15 * 60_000, 'purge-idempotency-keys', () => purgeExpiredIdempotencyKeys(ctx.database.db));
  every(60 * 60_000, 'purge-reset-tokens', () => purgeExpiredResetTokens(ctx.database.db));
  every(60 * 60_000, 'purge-mfa-enrolment-links', () => purgeExpiredEnrolmentLinks(ctx.database.db));
  // API request log rows past their retention period (the compliance setting; API_LOG_RETENTION_DAYS
  // until an admin sets one), in batches, often: the log grows fastest. The daily run below covers it too.
  every(10 * 60_000, 'purge-api-request-log', async () =>
    purgeOldApiRequests(ctx.database.db, (await getComplianceSettings(ctx.database.db, ctx.config.apiLogRetentionDays)).retention.apiRequestLogs),
  );
  // Retention (docs/decisions/0021): checked hourly, run once per UTC day, one recorded run with its counts.
  every(60 * 60_000, 'daily-retention-run', () => runRetention(ctx, { trigger: 'SCHEDULE' }));
  // Month partitions of the request log, events and webhook deliveries, made months ahead (decision
  // 0044): at start and hourly; a run that finds them all made changes nothing.
  const partitions = () => ensurePartitions(ctx.database.db);
  partitions().catch((err: unknown) => ctx.logger.warn({ err, job: 'ensure-partitions' }, 'background job failed'));
  every(60 * 60_000, 'ensure-partitions', partitions);
  // System Health's per-minute rollups are kept 7 days.
  every(60 * 60_000, 'purge-instance-history', () => purgeInstanceHistory(ctx.database.db));
  // Keeps transaction_stats_pending small; figures are exact either way (readers add what is pending).
  // Often and small: a whole second's fold under load showed in the payments' p99 (decision 0003).
  every(250, 'fold-transaction-stats', () => foldPendingStats(ctx.database.db));
  // Monthly fee invoices: drafts for last month, checked hourly so the 1st is never missed (and a
  // stopped server catches up). Once a month is done here it is skipped until the month turns.
  let invoicedThrough: string | undefined;
  const draftInvoices = async () => {
    const now = new Date();
    if (invoicedThrough === monthOf(now)) return;
    await draftMonthlyInvoices(ctx, now);
    invoicedThrough = monthOf(now);
  };
  every(60 * 60_000, 'draft-monthly-invoices', draftInvoices);
  soon(30_000, 'draft-monthly-invoices', draftInvoices);
  // The daily payout run (Net N): checked hourly, made once per UTC day however many instances run it
  // (an advisory lock and a unique run_day; docs/decisions/0018).
  every(60 * 60_000, 'daily-payout-run', () => runScheduledPayouts(ctx));
  // The ledger's check (decision 0048): hourly across every instance, looked for every 10 minutes,
  // and a minute after start so a new deployment shows a result soon.
  every(10 * 60_000, 'ledger-check', () => runScheduledLedgerCheck(ctx));
  soon(60_000, 'ledger-check', () => runScheduledLedgerCheck(ctx));
  // Disputes (docs/decisions/0020): those past dueBy with no evidence are lost; staff hear once of those due within 48 hours.
  every(60_000, 'expire-overdue-disputes', () => expireOverdueDisputes(ctx));
  every(60_000, 'notify-disputes-due-soon', () => notifyDisputesDueSoon(ctx));
  // The payment lifecycle (docs/decisions/0033): authorisations not captured in time are canceled as expired.
  every(60_000, 'expire-authorisations', () => expireAuthorisations(ctx));
  // Encryption at rest (docs/decisions/0024): values not yet under the active key (document files
  // stored before files were encrypted, `v1.` fields, what a stopped rotation left) are moved onto
  // it in batches. One instance at a time (an advisory lock); a run cut short resumes on the next.
  const migrateEncryption = async () => {
    const result = await migrateToActiveKey(
      { pool: ctx.database.pool, db: ctx.database.db, keyring: ctx.keys.fieldEncryption },
      { skipWhenOnlyActiveKey: true },
    );
    if (result !== 'busy' && (result.reencrypted > 0 || result.unreadable.length > 0)) {
      ctx.logger.info(
        { job: 'encryption-migration', reencrypted: result.reencrypted, unreadable: result.unreadable.length, remaining: result.remaining },
        'encrypted values moved to the active key',
      );
    }
  };
  every(10 * 60_000, 'encryption-migration', migrateEncryption);
  soon(15_000, 'encryption-migration', migrateEncryption);
  // Email delivery (durable outbox). stop() waits for sends in flight to be recorded.
  const emailWorker = createEmailWorker(ctx);
  emailWorker.start();
  // Webhook delivery (durable, like the outbox); woken by LISTEN smartsplit_webhooks.
  const webhookWorker = createWebhookWorker(ctx);
  webhookWorker.start();
  // Compile the email layouts now rather than inside the first request that sends mail.
  setImmediate(() => {
    try {
      warmEmailLayouts();
    } catch (err) {
      ctx.logger.error({ err }, 'email layouts failed to compile');
    }
  });
  return async () => {
    timers.forEach(clearTimeout);
    await Promise.all([emailWorker.stop(), webhookWorker.stop()]);
  };
}
