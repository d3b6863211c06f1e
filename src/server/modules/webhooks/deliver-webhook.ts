import { sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { queueMerchantEmail } from '../email';
import { notify } from '../notifications';
import { eventBody, type ClaimedDelivery } from './delivery-claim';
import { signingSecrets } from './manage-endpoints';
import { nextRetryDelaySeconds, DISABLE_AFTER_FAILING_MS } from './retry-schedule';
import { postWebhook, type AttemptResult } from './send-webhook';
import { webhookHeaders } from './signing';
import { checkWebhookTarget, RefusedTarget } from './target-guard';

export type DeliveryOutcome = 'SUCCEEDED' | 'RETRYING' | 'FAILED';

const notSent = (error: string): AttemptResult => ({ responseStatus: null, durationMs: 0, error, responseExcerpt: null });

/** Sends one claimed delivery (outside any transaction) and records the attempt. Only a database failure escapes; the lease then brings the delivery back. */
export async function deliverClaimed(ctx: AppContext, claimed: ClaimedDelivery, { timeoutMs }: { timeoutMs?: number } = {}): Promise<DeliveryOutcome> {
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
      result = await postWebhook({ target, body, headers, timeoutMs });
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
  const { rows } = await tx.execute<{ url: string; contact_email: string; company_name: string; merchant_db_id: string; merchant_id: string }>(sql`
    update webhook_endpoints e set status = 'DISABLED', disabled_reason = ${reason}, updated_at = now()
    from merchants m
    where e.id = ${endpointId} and e.status = 'ENABLED' and m.id = e.merchant_id
    returning e.url, m.contact_email, m.company_name, m.id as merchant_db_id, m.merchant_id`);
  const row = rows[0];
  if (row) {
    await queueMerchantEmail(tx, ctx.config.publicUrl, row.contact_email, {
      kind: 'webhook-endpoint-disabled',
      companyName: row.company_name,
      url: row.url,
      reason,
    });
    const data = { endpointId, url: row.url, reason, merchantId: row.merchant_id };
    await notify(tx, ctx, {
      audience: 'merchant',
      type: 'webhook.endpoint_disabled',
      merchantDbId: row.merchant_db_id,
      title: 'A webhook endpoint was disabled',
      body: `${row.url} was disabled: ${reason}. Fix the receiver, then enable the endpoint again under Developers.`,
      link: '/merchant-portal/developers',
      data,
    });
    await notify(tx, ctx, {
      audience: 'admin',
      type: 'webhook.endpoint_disabled',
      title: `${row.company_name}: a webhook endpoint was disabled`,
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
    await tx.execute(sql`
      insert into webhook_attempts (delivery_id, at, response_status, duration_ms, error, response_excerpt)
      values (${claimed.id}, ${at.toISOString()}::timestamptz, ${status}, ${result.durationMs}, ${result.error}, ${result.responseExcerpt})`);
    await tx.execute(sql`
      update webhook_deliveries
      set status = ${outcome},
          next_attempt_at = ${delay === null ? null : sql`now() + make_interval(secs => ${delay})`},
          retries_used = retries_used + ${outcome === 'RETRYING' ? 1 : 0},
          locked_until = null, last_attempt_at = ${at.toISOString()}::timestamptz, last_response_status = ${status}
      where id = ${claimed.id} and attempt_count = ${claimed.attemptCount}`);
    if (endpointDisabled) return;
    if (succeeded) {
      await tx.execute(sql`update webhook_endpoints set failing_since = null where id = ${claimed.endpoint.id} and failing_since is not null`);
      return;
    }
    if (gone) {
      await disableEndpoint(ctx, tx, claimed.endpoint.id, 'The endpoint answered 410 Gone');
      return;
    }
    const { rows } = await tx.execute<{ failing_since: string }>(sql`
      update webhook_endpoints set failing_since = coalesce(failing_since, ${at.toISOString()}::timestamptz)
      where id = ${claimed.endpoint.id} returning failing_since::text`);
    const since = rows[0] ? new Date(rows[0].failing_since) : null;
    if (since && at.getTime() - since.getTime() >= DISABLE_AFTER_FAILING_MS) {
      await disableEndpoint(ctx, tx, claimed.endpoint.id, 'Every delivery failed for 5 days');
    }
  });
  return outcome;
}
