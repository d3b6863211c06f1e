import type { AppContext } from '@server/context';
import { deliverClaimed } from './deliver-message';
import { getMailSender } from './mail-transport';
import { claimMessagesById } from './outbox-claim';

export const REQUEST_CONCURRENCY = 5;
// After this many temporary failures in a row the mail server is probably down:
// stop holding the request open and leave the rest to the worker's backoff.
const GIVE_UP_AFTER_TRANSIENT_FAILURES = 5;

/**
 * Sends the given outbox messages now, a few at a time, for a request that
 * wants the outcome in its answer. Each message is claimed through the same
 * SKIP LOCKED path as the background worker, one by one just before it is
 * sent: whichever of the two claims a message sends it, and the other moves
 * on. Failures are recorded in the outbox (and retried there), never thrown.
 * Messages not sent here (the server looked down) stay queued for the worker.
 */
export async function deliverNow(ctx: AppContext, outboxIds: string[], concurrency = REQUEST_CONCURRENCY): Promise<void> {
  const sender = getMailSender(ctx);
  let next = 0;
  let transientInARow = 0;
  const lane = async () => {
    while (next < outboxIds.length && transientInARow < GIVE_UP_AFTER_TRANSIENT_FAILURES) {
      const id = outboxIds[next++]!;
      try {
        const [message] = await claimMessagesById(ctx.database.db, [id]);
        if (!message) continue;
        const outcome = await deliverClaimed(ctx, sender, message);
        transientInARow = outcome.status === 'RETRYING' ? transientInARow + 1 : 0;
      } catch (err) {
        // Database trouble: the message stays in the outbox and the worker will deliver it.
        ctx.logger.error({ err, outboxId: id }, 'campaign message left to the background worker');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, outboxIds.length) }, lane));
}
