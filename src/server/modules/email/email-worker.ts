import type { AppContext } from '@server/context';
import { deliverClaimed } from './deliver-message';
import type { DeliveryOutcome } from './outbox-complete';
import { getMailSender, type MailSender } from './mail-transport';
import { claimDueMessages, type ClaimedMessage } from './outbox-claim';
import { onOutboxSignal } from './outbox-signal';
import { createSendRate } from './send-rate';
import { createClaimLoop } from '../workers';

export interface EmailWorkerOptions {
  /** How often to look for due messages when nothing nudges the worker. */
  intervalMs?: number;
  /**
   * Messages in flight at most (claimed and not yet recorded), so stop() waits for at most this many
   * sends. Defaults to eight per SMTP connection (SMTP_POOL_SIZE): enough to keep every connection busy
   * while the database records the previous answers.
   */
  concurrency?: number;
  /** Messages a second this worker sends at most; defaults to SMTP_RATE_LIMIT_PER_SECOND (0: no limit). */
  ratePerSecond?: number;
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
  /** One claim-and-send round (one claim of up to `concurrency`). Tests drive the worker with it. */
  runOnce(): Promise<RunSummary>;
  /** Polls every intervalMs and drains the outbox, keeping `concurrency` messages in flight, while messages are due. */
  start(): void;
  /** Stops claiming and resolves once the sends in flight have been recorded. */
  stop(): Promise<void>;
  nudge(): void;
}

const NUDGE_DELAY_MS = 50;
const IN_FLIGHT_PER_CONNECTION = 8;

/**
 * Delivers the outbox. Any number of workers, in this process or in other
 * instances, can run at once: claiming uses SKIP LOCKED with a lease, so each
 * message is taken by one of them, and each is recorded as sent in one
 * statement the moment the mail server accepts it (decision 0039).
 */
export function createEmailWorker(ctx: AppContext, options: EmailWorkerOptions = {}): EmailWorker {
  const concurrency = options.concurrency ?? ctx.config.smtpPool.size * IN_FLIGHT_PER_CONNECTION;
  const rate = createSendRate(options.ratePerSecond ?? ctx.config.smtpPool.rateLimitPerSecond);
  const sender = () => options.sender ?? getMailSender(ctx);
  const state = { stopped: false };

  /** Claims up to `want` due messages, within the send rate; what the rate allowed but the outbox lacked is given back. */
  async function claim(want: number): Promise<{ batch: ClaimedMessage[]; asked: number }> {
    const asked = rate ? await rate.take(want, state) : want;
    if (asked === 0) return { batch: [], asked };
    try {
      const batch = await claimDueMessages(ctx.database.db, asked);
      rate?.giveBack(asked - batch.length);
      return { batch, asked };
    } catch (err) {
      rate?.giveBack(asked);
      throw err;
    }
  }

  function deliver(message: ClaimedMessage, summary: RunSummary): Promise<void> {
    return deliverClaimed(ctx, sender(), message).then(
      (outcome: DeliveryOutcome) => {
        if (outcome.status === 'SENT') summary.sent += 1;
        else if (outcome.status === 'FAILED') summary.failed += 1;
        else summary.retrying += 1;
      },
      (err: unknown) => ctx.logger.error({ err, outboxId: message.id }, 'could not record an email outcome; its lease will bring it back'),
    );
  }

  async function runOnce(): Promise<RunSummary> {
    const summary: RunSummary = { claimed: 0, sent: 0, failed: 0, retrying: 0 };
    const { batch } = await claim(concurrency);
    summary.claimed = batch.length;
    await Promise.all(batch.map((message) => deliver(message, summary)));
    return summary;
  }

  /**
   * The background round: keeps up to `concurrency` messages in flight, claiming more whenever half of
   * them are done, until a claim comes back short (nothing more is due) or the worker stops. A campaign
   * thus flows through the SMTP pool without waiting for the slowest message of each batch.
   */
  async function drain(): Promise<number> {
    const summary: RunSummary = { claimed: 0, sent: 0, failed: 0, retrying: 0 };
    const inFlight = new Set<Promise<void>>();
    const refillAt = Math.max(1, Math.floor(concurrency / 2));
    try {
      while (!state.stopped) {
        const free = concurrency - inFlight.size;
        if (free < refillAt) {
          await Promise.race(inFlight);
          continue;
        }
        const { batch, asked } = await claim(free);
        summary.claimed += batch.length;
        for (const message of batch) {
          const p = deliver(message, summary).finally(() => inFlight.delete(p));
          inFlight.add(p);
        }
        if (batch.length < asked) break;
      }
    } finally {
      await Promise.all(inFlight);
    }
    // Never "a full batch": the loop's next round follows its interval or the next nudge.
    return 0;
  }

  const loop = createClaimLoop({
    name: 'email worker',
    logger: ctx.logger,
    intervalMs: options.intervalMs ?? 2000,
    round: drain,
    batchSize: concurrency,
    nudgeDelayMs: NUDGE_DELAY_MS,
    subscribe: (nudge) => onOutboxSignal(nudge),
  });

  return {
    runOnce,
    start: loop.start,
    nudge: loop.nudge,
    async stop() {
      state.stopped = true;
      await loop.stop();
    },
  };
}
