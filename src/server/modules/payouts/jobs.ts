import type { AppContext } from '@server/context';
import { runPayouts } from './run-payouts';

/**
 * The payouts' scheduled work (docs/decisions/0018): the daily run on Net N terms, checked hourly
 * by every instance (src/server/jobs.ts) and made once per UTC day (an advisory lock and a unique
 * run_day).
 */
export async function runScheduledPayouts(ctx: AppContext): Promise<void> {
  await runPayouts(ctx, { trigger: 'SCHEDULE' });
}
