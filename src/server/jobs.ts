import type { AppContext } from './context';
import { purgeExpiredIdempotencyKeys } from './modules/payments/idempotency';
import { purgeExpired } from './modules/rate-limit/rate-limiter';

/**
 * Periodic housekeeping. Every instance runs it; each task is safe to run
 * concurrently (idempotent deletes).
 */
export function startBackgroundJobs(ctx: AppContext): () => void {
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
  return () => timers.forEach(clearInterval);
}
