import type { AppContext } from '@server/context';
import { resolveAttachments } from './attachments';
import { renderClaimedCampaign } from './campaign-render';
import type { MailMessage, MailSender } from './mail-transport';
import { LEASE_SECONDS, type ClaimedMessage } from './outbox-claim';
import { markFailed, markSent, type DeliveryOutcome } from './outbox-complete';
import { classifySendError } from './retry-policy';
import { fillStoredMessage } from './withheld-secrets';

// A send that outlives its lease could be picked up by another worker; give up well before that.
const SEND_DEADLINE_MS = (LEASE_SECONDS - 20) * 1000;

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the mail server within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

async function recordSent(ctx: AppContext, message: ClaimedMessage, result: Awaited<ReturnType<MailSender['send']>>): Promise<DeliveryOutcome> {
  // The server has the message. Losing this record means a resend after the
  // lease runs out, so a brief database hiccup is worth a few quick tries.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await markSent(ctx.database.db, message, result);
    } catch (err) {
      if (attempt >= 3) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}

/** What goes to the mail server: a campaign row rendered now, any other row as stored, its link tokens filled in. */
async function contentOf(ctx: AppContext, message: ClaimedMessage): Promise<MailMessage> {
  if (message.campaign) return renderClaimedCampaign(ctx, { ...message, campaign: message.campaign });
  // Files are loaded now, not stored in the row: the outbox stays small and the file is the stored original.
  const attachments = message.attachmentRefs ? await resolveAttachments(ctx.database.db, message.attachmentRefs) : undefined;
  return { ...fillStoredMessage(ctx.keys.fieldEncryption, message, message.secretsSealed), attachments };
}

/**
 * Sends one claimed message (outside any transaction) and records what the
 * mail server said. Never throws for a refused message; only a database
 * failure while recording escapes, and then the lease brings the row back.
 */
export async function deliverClaimed(ctx: AppContext, sender: MailSender, message: ClaimedMessage): Promise<DeliveryOutcome> {
  let result;
  try {
    result = await withDeadline(sender.send(await contentOf(ctx, message)), SEND_DEADLINE_MS);
  } catch (err) {
    const failure = classifySendError(err);
    const outcome = await markFailed(ctx.database.db, message, failure);
    ctx.logger.warn({ outboxId: message.id, attempts: message.attempts, outcome: outcome.status, reason: failure.reason }, 'email not delivered');
    return outcome;
  }
  const outcome = await recordSent(ctx, message, result);
  ctx.logger.info({ outboxId: message.id, attempts: message.attempts, transport: sender.kind }, 'email sent');
  return outcome;
}
