import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { MAX_WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '@contract/webhooks';
import type { Mode } from '@contract/payments';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { isUuid } from '@server/db/keyset';
import { merchants, webhookDeliveries, webhookEndpoints } from '@server/db/schema/index';
import { AppError, notFound } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { decryptField, encryptField, ref } from '../auth';
import { recordEvent } from '../events';
import { toWebhookEndpoint } from './endpoint-view';
import { generateWebhookSecret } from './signing';
import { assertWebhookTarget } from './target-guard';
import { WEBHOOK_CHANNEL } from './webhook-signal';

const endpointNotFound = () => notFound('Webhook endpoint not found', 'WEBHOOK_ENDPOINT_NOT_FOUND');
/**
 * Who manages endpoints: a portal user (every mode), or an API key (`mode` set: its own mode only,
 * no user, and the audit names the key).
 */
export type EndpointManager = Pick<MerchantPrincipal, 'merchantDbId' | 'email'> & { userId: string | null; mode?: Mode };

const audit = (user: EndpointManager, ip: string) => ({ actorType: 'merchant' as const, actorId: user.userId, actorEmail: user.email, ip });

/** The merchant's endpoints, oldest first; an API key's caller passes its mode and sees that mode's only. */
export async function listWebhookEndpoints(ctx: AppContext, merchantDbId: string, mode?: Mode): Promise<WebhookEndpoint[]> {
  const rows = await ctx.database.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.merchantId, merchantDbId), mode ? eq(webhookEndpoints.mode, mode) : undefined))
    .orderBy(asc(webhookEndpoints.createdAt));
  return rows.map(toWebhookEndpoint);
}

/**
 * The merchant's endpoint, locked for the rest of the transaction; another merchant's id is a 404,
 * and so is another mode's when `mode` (an API key's) is given.
 */
async function lockOwnEndpoint(tx: DbOrTx, merchantDbId: string, id: string, mode?: Mode) {
  if (!isUuid(id)) throw endpointNotFound();
  const [row] = await tx
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.merchantId, merchantDbId), mode ? eq(webhookEndpoints.mode, mode) : undefined))
    .for('update');
  if (!row) throw endpointNotFound();
  return row;
}

export async function createWebhookEndpoint(
  ctx: AppContext,
  { user, ip, input }: { user: EndpointManager; ip: string; input: { url: string; mode: Mode; enabledEvents: string[]; description?: string } },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  await assertWebhookTarget(input.url, { allowPrivate: ctx.config.webhooks.allowPrivateTargets });
  const secret = generateWebhookSecret();
  return ctx.database.db.transaction(async (tx) => {
    // The merchant row lock serialises this count with any concurrent creation.
    await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.id, user.merchantDbId)).for('update');
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.merchantId, user.merchantDbId));
    if (n >= MAX_WEBHOOK_ENDPOINTS)
      throw new AppError('TOO_MANY_ENDPOINTS', 409, `An account can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints; delete one first`);
    // The id is chosen here: the secret's associated data names its row.
    const id = randomUUID();
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({
        id,
        merchantId: user.merchantDbId,
        mode: input.mode,
        url: input.url,
        description: input.description || null,
        enabledEvents: input.enabledEvents,
        secretEnc: encryptField(ctx.keys.fieldEncryption, secret, ref('webhook_endpoints.secret_enc', id)),
      })
      .returning();
    await recordAudit(tx, {
      ...audit(user, ip),
      action: 'webhook_endpoint.create',
      targetType: 'webhook_endpoint',
      targetId: row!.id,
      after: { url: row!.url, mode: row!.mode, enabledEvents: row!.enabledEvents },
    });
    return { endpoint: toWebhookEndpoint(row!), secret };
  });
}

export async function updateWebhookEndpoint(
  ctx: AppContext,
  {
    user,
    ip,
    id,
    input,
  }: {
    user: EndpointManager;
    ip: string;
    id: string;
    input: { url?: string; enabledEvents?: string[]; description?: string | null; status?: 'ENABLED' | 'DISABLED' };
  },
): Promise<WebhookEndpoint> {
  if (input.url !== undefined) await assertWebhookTarget(input.url, { allowPrivate: ctx.config.webhooks.allowPrivateTargets });
  return ctx.database.db.transaction(async (tx) => {
    const before = await lockOwnEndpoint(tx, user.merchantDbId, id, user.mode);
    const changes = {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.enabledEvents !== undefined ? { enabledEvents: input.enabledEvents } : {}),
      ...(input.description !== undefined ? { description: input.description || null } : {}),
      // Enabling again starts afresh: no reason, no failure streak.
      ...(input.status !== undefined ? { status: input.status, ...(input.status === 'ENABLED' ? { disabledReason: null, failingSince: null } : {}) } : {}),
    };
    const [row] = await tx
      .update(webhookEndpoints)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    await recordAudit(tx, {
      ...audit(user, ip),
      action: 'webhook_endpoint.update',
      targetType: 'webhook_endpoint',
      targetId: before.id,
      before: { url: before.url, enabledEvents: before.enabledEvents, description: before.description, status: before.status },
      after: changes,
    });
    return toWebhookEndpoint(row!);
  });
}

export async function deleteWebhookEndpoint(ctx: AppContext, { user, ip, id }: { user: EndpointManager; ip: string; id: string }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await lockOwnEndpoint(tx, user.merchantDbId, id, user.mode);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, row.id));
    await recordAudit(tx, {
      ...audit(user, ip),
      action: 'webhook_endpoint.delete',
      targetType: 'webhook_endpoint',
      targetId: row.id,
      before: { url: row.url, mode: row.mode },
    });
  });
}

/**
 * A new secret, returned once. For overlapHours the current secret keeps signing too (each
 * delivery carries both signatures), so receivers can switch without missing a delivery.
 */
export async function rollWebhookSecret(
  ctx: AppContext,
  { user, ip, id, overlapHours }: { user: EndpointManager; ip: string; id: string; overlapHours: number },
): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
  const secret = generateWebhookSecret();
  return ctx.database.db.transaction(async (tx) => {
    const before = await lockOwnEndpoint(tx, user.merchantDbId, id, user.mode);
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        secretEnc: encryptField(ctx.keys.fieldEncryption, secret, ref('webhook_endpoints.secret_enc', before.id)),
        // Sealed again for its new field: a ciphertext only opens in the field it was written for.
        previousSecretEnc:
          overlapHours > 0
            ? encryptField(
                ctx.keys.fieldEncryption,
                decryptField(ctx.keys.fieldEncryption, before.secretEnc, ref('webhook_endpoints.secret_enc', before.id)),
                ref('webhook_endpoints.previous_secret_enc', before.id),
              )
            : null,
        previousSecretExpiresAt: overlapHours > 0 ? sql`now() + make_interval(hours => ${overlapHours})` : null,
        secretRolledAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(webhookEndpoints.id, before.id))
      .returning();
    await recordAudit(tx, {
      ...audit(user, ip),
      action: 'webhook_endpoint.roll_secret',
      targetType: 'webhook_endpoint',
      targetId: before.id,
      after: { overlapHours },
    });
    return { endpoint: toWebhookEndpoint(row!), secret };
  });
}

/** The secrets a delivery is signed with now: the current one, then the previous during an overlap. */
export function signingSecrets(
  ctx: AppContext,
  row: { id: string; secretEnc: string; previousSecretEnc: string | null; previousSecretExpiresAt: Date | null },
  now = new Date(),
): string[] {
  const secrets = [decryptField(ctx.keys.fieldEncryption, row.secretEnc, ref('webhook_endpoints.secret_enc', row.id))];
  if (row.previousSecretEnc && row.previousSecretExpiresAt && row.previousSecretExpiresAt > now) {
    secrets.push(decryptField(ctx.keys.fieldEncryption, row.previousSecretEnc, ref('webhook_endpoints.previous_secret_enc', row.id)));
  }
  return secrets;
}

/** A webhook.test event delivered to this endpoint only. */
export async function sendTestWebhook(
  ctx: AppContext,
  { user, id, mode }: { user: Pick<MerchantPrincipal, 'merchantDbId'>; id: string; mode?: Mode },
): Promise<{ eventId: string; deliveryId: string }> {
  return ctx.database.db.transaction(async (tx) => {
    const endpoint = await lockOwnEndpoint(tx, user.merchantDbId, id, mode);
    if (endpoint.status !== 'ENABLED') throw new AppError('ENDPOINT_DISABLED', 409, 'This endpoint is disabled; enable it to send a test event');
    const event = await recordEvent(tx, {
      merchantDbId: user.merchantDbId,
      mode: endpoint.mode,
      type: 'webhook.test',
      data: { endpointId: endpoint.id, message: 'A test event sent from the SmartSplit portal' },
      deliver: false,
    });
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId: event.id, merchantId: user.merchantDbId, status: 'PENDING', nextAttemptAt: sql`now()` })
      .returning({ id: webhookDeliveries.id });
    await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return { eventId: event.id, deliveryId: delivery!.id };
  });
}
