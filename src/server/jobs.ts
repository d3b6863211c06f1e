import type { AppContext } from './context';
import { purgeExpiredResetTokens } from './modules/auth/reset-tokens';
import { createEmailWorker } from './modules/email/email-worker';
import { warmEmailLayouts } from './modules/email/mjml-layout';
import { runPayouts } from './modules/ledger/payouts';
import { purgeExpiredIdempotencyKeys } from './modules/payments/idempotency';
import { foldPendingStats } from './modules/payments/record-transactions';
import { purgeExpired } from './modules/rate-limit/rate-limiter';

/**
 * Periodic housekeeping. Every instance runs it; each task is safe to run
 * concurrently (idempotent deletes).
 */
export function startBackgroundJobs(ctx: AppContext): () => Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const every = (ms: number, name: string, task: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      task().catch((err: unknown) => ctx.logger.warn({ err, job: name }, 'background job failed'));
    }, ms);
    timer.unref();
    timers.push(timer);
  };
  every(5 * 60_000, 'purge-rate-limits', () => purgeExpired(ctx.database.db));
  every(15 * 60_000, 'purge-idempotency-keys', () => purgeExpiredIdempotencyKeys(ctx.database.db));
  every(60 * 60_000, 'purge-reset-tokens', () => purgeExpiredResetTokens(ctx.database.db));
  // Keeps transaction_stats_pending small; figures are exact either way (readers add what is pending).
  every(1_000, 'fold-transaction-stats', () => foldPendingStats(ctx.database.db));
  // The daily payout run (Net N): checked hourly, made once per UTC day however many instances run it
  // (an advisory lock and a unique run_day; docs/decisions/0018).
  every(60 * 60_000, 'daily-payout-run', () => runPayouts(ctx, { trigger: 'SCHEDULE' }));
  // Email delivery (durable outbox). stop() waits for sends in flight to be recorded.
  const emailWorker = createEmailWorker(ctx);
  emailWorker.start();
  // Compile the email layouts now rather than inside the first request that sends mail.
  setImmediate(() => {
    try {
      warmEmailLayouts();
    } catch (err) {
      ctx.logger.error({ err }, 'email layouts failed to compile');
    }
  });
  return async () => {
    timers.forEach(clearInterval);
    await emailWorker.stop();
  };
}
