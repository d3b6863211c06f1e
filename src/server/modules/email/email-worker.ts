import type { AppContext } from '@server/context';
import { deliverClaimed } from './deliver-message';
import { getMailSender, type MailSender } from './mail-transport';
import { claimDueMessages } from './outbox-claim';
import { onOutboxSignal } from './outbox-signal';
import { createClaimLoop } from '../workers';

export interface EmailWorkerOptions {
  /** How often to look for due messages when nothing nudges the worker. */
  intervalMs?: number;
  /** Messages claimed and sent at once. Everything claimed is in flight, so stop() waits for at most this many sends. */
  concurrency?: number;
  /** Defaults to the app's shared sender (SMTP_URL, or .eml files). */
  sender?: MailSender;
}

export interface RunSummary {
  claimed: number;
  sent: number;
  failed: number;
  retrying: number;
}

export interface EmailWorker {
  /** One claim-and-send round. Tests drive the worker with it. */
  runOnce(): Promise<RunSummary>;
  /** Polls every intervalMs and drains the outbox while full batches keep coming. */
  start(): void;
  /** Stops polling and resolves once the sends in flight have been recorded. */
  stop(): Promise<void>;
  nudge(): void;
}

const NUDGE_DELAY_MS = 50;

/**
 * Delivers the outbox. Any number of workers, in this process or in other
 * instances, can run at once: claiming uses SKIP LOCKED, so each message is
 * taken by one of them.
 */
export function createEmailWorker(ctx: AppContext, options: EmailWorkerOptions = {}): EmailWorker {
  const concurrency = options.concurrency ?? 5;
  const sender = () => options.sender ?? getMailSender(ctx);

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, sent: 0, failed: 0, retrying: 0 };
    const batch = await claimDueMessages(ctx.database.db, concurrency);
    summary.claimed = batch.length;
    const outcomes = await Promise.allSettled(batch.map((message) => deliverClaimed(ctx, sender(), message)));
    for (const o of outcomes) {
      if (o.status === 'rejected') {
        ctx.logger.error({ err: o.reason }, 'could not record an email outcome; its lease will bring it back');
        continue;
      }
      if (o.value.status === 'SENT') summary.sent += 1;
      else if (o.value.status === 'FAILED') summary.failed += 1;
      else summary.retrying += 1;
    }
    return summary;
  }

  const loop = createClaimLoop({
    name: 'email worker',
    logger: ctx.logger,
    intervalMs: options.intervalMs ?? 2000,
    round: async () => (await runOnce()).claimed,
    batchSize: concurrency,
    nudgeDelayMs: NUDGE_DELAY_MS,
    subscribe: (nudge) => onOutboxSignal(nudge),
  });

  return { runOnce, ...loop };
}
