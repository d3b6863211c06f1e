import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { merchants, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@server/db/schema/index';
import { queueMerchantEmail } from '../email';
import { notify } from '../notifications';
import { eventBody, type ClaimedDelivery } from './delivery-claim';
import { tracedPost, withAttemptSpan } from './delivery-span';
import { signingSecrets } from './manage-endpoints';
import { nextRetryDelaySeconds, DISABLE_AFTER_FAILING_MS } from './retry-schedule';
import { postWebhook, type AttemptResult } from './send-webhook';
import { webhookHeaders } from './signing';
import { checkWebhookTarget, RefusedTarget } from './target-guard';

export type DeliveryOutcome = 'SUCCEEDED' | 'RETRYING' | 'FAILED';

const notSent = (error: string): AttemptResult => ({ responseStatus: null, durationMs: 0, error, responseExcerpt: null });

/** Sends one claimed delivery (outside any transaction) and records the attempt. Only a database failure escapes; the lease then brings the delivery back. */
export async function deliverClaimed(ctx: AppContext, claimed: ClaimedDelivery, options: { timeoutMs?: number } = {}): Promise<DeliveryOutcome> {
  return ctx.tracing ? withAttemptSpan(ctx.tracing, claimed, () => attempt(ctx, claimed, options)) : attempt(ctx, claimed, options);
}

async function attempt(ctx: AppContext, claimed: ClaimedDelivery, { timeoutMs }: { timeoutMs?: number }): Promise<DeliveryOutcome> {
  const at = new Date();
  let result: AttemptResult;
  const endpointDisabled = claimed.endpoint.status !== 'ENABLED';
  if (endpointDisabled) result = notSent('Not sent: the endpoint is disabled');
  else {
    try {
      // Checked again now, and the connection goes to the address checked (DNS rebinding).
      const target = await checkWebhookTarget(claimed.endpoint.url, { allowPrivate: ctx.config.webhooks.allowPrivateTargets });
      const body = eventBody(claimed.event);
      const headers = webhookHeaders(signingSecrets(ctx, claimed.endpoint, at), claimed.event.id, Math.floor(at.getTime() / 1000), body);
      result = ctx.tracing
        ? await tracedPost(ctx.tracing, claimed, target, (traceHeaders) => postWebhook({ target, body, headers: { ...headers, ...traceHeaders }, timeoutMs }))
        : await postWebhook({ target, body, headers, timeoutMs });
    } catch (err) {
      if (!(err instanceof RefusedTarget)) ctx.logger.warn({ err, deliveryId: claimed.id }, 'webhook attempt could not be made');
      result = notSent(err instanceof RefusedTarget ? `Not sent: ${err.message}` : 'Not sent: the endpoint secret could not be read');
    }
  }
  const outcome = await recordAttempt(ctx, claimed, at, result, endpointDisabled);
  ctx.logger.info(
    { deliveryId: claimed.id, eventId: claimed.event.id, attempt: claimed.attemptCount, status: result.responseStatus, outcome },
    'webhook attempt',
  );
  return outcome;
}

async function disableEndpoint(ctx: AppContext, tx: DbOrTx, endpointId: string, reason: string): Promise<void> {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({ status: 'DISABLED', disabledReason: reason, updatedAt: sql`now()` })
    .from(merchants)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'ENABLED'), eq(merchants.id, webhookEndpoints.merchantId)))
    .returning({
      url: webhookEndpoints.url,
      contactEmail: merchants.contactEmail,
      companyName: merchants.companyName,
      merchantDbId: merchants.id,
      merchantId: merchants.merchantId,
    });
  if (row) {
    await queueMerchantEmail(tx, ctx.config.publicUrl, row.contactEmail, {
      kind: 'webhook-endpoint-disabled',
      companyName: row.companyName,
      url: row.url,
      reason,
    });
    const data = { endpointId, url: row.url, reason, merchantId: row.merchantId };
    await notify(tx, ctx, {
      audience: 'merchant',
      type: 'webhook.endpoint_disabled',
      merchantDbId: row.merchantDbId,
      title: 'A webhook endpoint was disabled',
      body: `${row.url} was disabled: ${reason}. Fix the receiver, then enable the endpoint again under Developers.`,
      link: '/merchant-portal/developers',
      data,
    });
    await notify(tx, ctx, {
      audience: 'admin',
      type: 'webhook.endpoint_disabled',
      title: `${row.companyName}: a webhook endpoint was disabled`,
      body: `${row.url} was disabled: ${reason}.`,
      link: '/admin/webhooks',
      data,
    });
  }
}

/**
 * The attempt row, then the delivery's next state, fenced by the attempt count (a worker whose lease
 * ran out cannot overwrite a newer attempt's outcome), then the endpoint's health: a success ends
 * its failure streak; 410 Gone, or five days of failures, disables it and emails the merchant.
 */
async function recordAttempt(ctx: AppContext, claimed: ClaimedDelivery, at: Date, result: AttemptResult, endpointDisabled: boolean): Promise<DeliveryOutcome> {
  const status = result.responseStatus;
  const succeeded = status !== null && status >= 200 && status < 300;
  const gone = status === 410;
  const delay = succeeded || gone || endpointDisabled ? null : nextRetryDelaySeconds(ctx.config.webhooks.retryScheduleSeconds, claimed.retriesUsed);
  const outcome: DeliveryOutcome = succeeded ? 'SUCCEEDED' : delay === null ? 'FAILED' : 'RETRYING';
  await ctx.database.db.transaction(async (tx) => {
    await tx.insert(webhookAttempts).values({
      deliveryId: claimed.id,
      at,
      responseStatus: status,
      durationMs: result.durationMs,
      error: result.error,
      responseExcerpt: result.responseExcerpt,
    });
    await tx
      .update(webhookDeliveries)
      .set({
        status: outcome,
        nextAttemptAt: delay === null ? null : sql`now() + make_interval(secs => ${delay})`,
        retriesUsed: sql`${webhookDeliveries.retriesUsed} + ${outcome === 'RETRYING' ? 1 : 0}`,
        lockedUntil: null,
        lastAttemptAt: at,
        lastResponseStatus: status,
      })
      .where(and(eq(webhookDeliveries.id, claimed.id), eq(webhookDeliveries.attemptCount, claimed.attemptCount)));
    if (endpointDisabled) return;
    if (succeeded) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, claimed.endpoint.id), isNotNull(webhookEndpoints.failingSince)));
      return;
    }
    if (gone) {
      await disableEndpoint(ctx, tx, claimed.endpoint.id, 'The endpoint answered 410 Gone');
      return;
    }
    const [streak] = await tx
      .update(webhookEndpoints)
      .set({ failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${at.toISOString()}::timestamptz)` })
      .where(eq(webhookEndpoints.id, claimed.endpoint.id))
      .returning({ failingSince: webhookEndpoints.failingSince });
    const since = streak?.failingSince ?? null;
    if (since && at.getTime() - since.getTime() >= DISABLE_AFTER_FAILING_MS) {
      await disableEndpoint(ctx, tx, claimed.endpoint.id, 'Every delivery failed for 5 days');
    }
  });
  return outcome;
}
