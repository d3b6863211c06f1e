import type { AppContext } from '@server/context';
import { listenForNotifications, type NotificationListener } from '@server/db/notifications';
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
  const intervalMs = options.intervalMs ?? 1000;
  const concurrency = options.concurrency ?? 10;
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let running: Promise<void> | undefined;
  let nudged = false;
  let listener: NotificationListener | undefined;

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

  function schedule(ms: number) {
    if (stopped || !started) return;
    const dueAt = Date.now() + ms;
    if (timer && timerDueAt <= dueAt) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timer = undefined;
      tick();
    }, ms);
    timer.unref();
  }

  function tick() {
    if (stopped || running) return;
    nudged = false;
    running = (async () => {
      let next = intervalMs;
      try {
        const { claimed } = await runOnce();
        if (claimed === concurrency) next = 0;
      } catch (err) {
        ctx.logger.warn({ err }, 'webhook worker round failed');
      } finally {
        running = undefined;
        schedule(nudged ? 0 : next);
      }
    })();
  }

  function nudge() {
    if (running) nudged = true;
    else schedule(0);
  }

  return {
    runOnce,
    nudge,
    start() {
      if (started || stopped) return;
      started = true;
      if (options.listen !== false) {
        listener = listenForNotifications({
          connection: ctx.database.pool.options,
          channel: WEBHOOK_CHANNEL,
          logger: ctx.logger,
          onNotification: nudge,
          onReset: nudge,
        });
      }
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await listener?.stop();
      await running;
    },
  };
}
