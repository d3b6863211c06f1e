import type { AppContext } from '@server/context';
import { listenForNotifications } from '@server/db/notifications';
import { createClaimLoop } from '../workers';
import { claimDueDeliveries } from './delivery-claim';
import { deliverClaimed, type DeliveryOutcome } from './deliver-webhook';
import { WEBHOOK_CHANNEL } from './webhook-signal';

export interface WebhookWorkerOptions {
  /** How often to look for due deliveries when no notification arrives (retries fall due this way). */
  intervalMs?: number;
  /** Deliveries claimed and sent at once. */
  concurrency?: number;
  /** Per-attempt timeout; 15 s unless a test needs less. */
  timeoutMs?: number;
  /** LISTEN for new deliveries (any instance's); off for a worker driven only by runOnce. */
  listen?: boolean;
}

export interface WebhookWorker {
  /** One claim-and-send round. Tests drive the worker with it. */
  runOnce(): Promise<{ claimed: number; outcomes: DeliveryOutcome[] }>;
  start(): void;
  /** Stops and resolves once the attempts in flight are recorded. */
  stop(): Promise<void>;
  nudge(): void;
}

/**
 * Sends webhook deliveries, as the email worker sends the outbox: any number of workers, here or in
 * other instances, share the work through SKIP LOCKED claims, and a lease brings back the work of
 * one that died. record_event notifies smartsplit_webhooks at commit, so a new delivery is picked up
 * at once by whichever instance's worker claims it first.
 */
export function createWebhookWorker(ctx: AppContext, options: WebhookWorkerOptions = {}): WebhookWorker {
  const concurrency = options.concurrency ?? 10;

  async function runOnce() {
    const batch = await claimDueDeliveries(ctx.database.db, concurrency);
    const settled = await Promise.allSettled(batch.map((d) => deliverClaimed(ctx, d, { timeoutMs: options.timeoutMs })));
    const outcomes: DeliveryOutcome[] = [];
    for (const s of settled) {
      if (s.status === 'fulfilled') outcomes.push(s.value);
      else ctx.logger.error({ err: s.reason }, 'could not record a webhook attempt; its lease will bring it back');
    }
    return { claimed: batch.length, outcomes };
  }

  const loop = createClaimLoop({
    name: 'webhook worker',
    logger: ctx.logger,
    intervalMs: options.intervalMs ?? 1000,
    round: async () => (await runOnce()).claimed,
    batchSize: concurrency,
    nudgeDelayMs: 0,
    subscribe(nudge) {
      if (options.listen === false) return () => undefined;
      const listener = listenForNotifications({
        connection: ctx.database.pool.options,
        channel: WEBHOOK_CHANNEL,
        logger: ctx.logger,
        onNotification: nudge,
        onReset: nudge,
      });
      return () => listener.stop();
    },
  });

  return { runOnce, ...loop };
}
