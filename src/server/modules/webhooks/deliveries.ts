import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Mode } from '@contract/payments';
import type { WebhookDelivery } from '@contract/webhooks';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, isUuid, newestFirst, toPage } from '@server/db/keyset';
import { events, merchants, webhookAttempts, webhookDeliveries, webhookEndpoints } from '@server/db/schema/index';
import { AppError, notFound } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { WEBHOOK_CHANNEL } from './webhook-signal';

const deliveryNotFound = () => notFound('Webhook delivery not found', 'WEBHOOK_DELIVERY_NOT_FOUND');

/** Deliveries matching `where`, newest first, with their event's type, their endpoint's URL and their merchant. */
async function selectDeliveries(db: DbOrTx, where: SQL | undefined, limit: number) {
  return db
    .select({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      eventType: events.type,
      status: webhookDeliveries.status,
      nextAttemptAt: sql<string | null>`case when ${webhookDeliveries.status} in ('PENDING', 'RETRYING') then ${isoTs(webhookDeliveries.nextAttemptAt)} end`,
      createdAt: isoTs(webhookDeliveries.createdAt),
      cursor_ts: cursorTs(webhookDeliveries.createdAt),
      merchantId: merchants.merchantId,
      companyName: merchants.companyName,
      url: webhookEndpoints.url,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .innerJoin(merchants, eq(merchants.id, webhookDeliveries.merchantId))
    .where(where)
    .orderBy(...newestFirst(webhookDeliveries.createdAt, webhookDeliveries.id))
    .limit(limit);
}

type DeliveryRow = Awaited<ReturnType<typeof selectDeliveries>>[number];

/** The rows with their attempts, oldest attempt first. */
export async function withAttempts(db: DbOrTx, rows: DeliveryRow[]): Promise<(WebhookDelivery & { merchantId: string; companyName: string; url: string })[]> {
  if (rows.length === 0) return [];
  const attempts = await db
    .select({
      deliveryId: webhookAttempts.deliveryId,
      at: isoTs(webhookAttempts.at),
      responseStatus: webhookAttempts.responseStatus,
      durationMs: webhookAttempts.durationMs,
      error: webhookAttempts.error,
      responseExcerpt: webhookAttempts.responseExcerpt,
    })
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(webhookAttempts.at, webhookAttempts.id);
  return rows.map((r) => ({
    id: r.id,
    endpointId: r.endpointId,
    eventId: r.eventId,
    eventType: r.eventType,
    status: r.status,
    nextAttemptAt: r.nextAttemptAt,
    createdAt: r.createdAt,
    merchantId: r.merchantId,
    companyName: r.companyName,
    url: r.url,
    attempts: attempts
      .filter((a) => a.deliveryId === r.id)
      .map((a) => ({ at: a.at, responseStatus: a.responseStatus, durationMs: a.durationMs, error: a.error, responseExcerpt: a.responseExcerpt })),
  }));
}

const merchantView = ({
  merchantId: _m,
  companyName: _c,
  url: _u,
  ...delivery
}: WebhookDelivery & { merchantId: string; companyName: string; url: string }): WebhookDelivery => delivery;

export async function listEndpointDeliveries(
  ctx: AppContext,
  { merchantDbId, mode, endpointId, cursor, limit }: { merchantDbId: string; mode?: Mode; endpointId: string; cursor?: string; limit: number },
): Promise<{ deliveries: WebhookDelivery[]; nextCursor: string | null }> {
  const notFoundEndpoint = () => notFound('Webhook endpoint not found', 'WEBHOOK_ENDPOINT_NOT_FOUND');
  if (!isUuid(endpointId)) throw notFoundEndpoint();
  const key = decodeCursor(cursor, 'uuid', 'VALIDATION_ERROR');
  const { db } = ctx.database;
  const [owned] = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.merchantId, merchantDbId), mode ? eq(webhookEndpoints.mode, mode) : undefined));
  if (!owned) throw notFoundEndpoint();
  const rows = await selectDeliveries(
    db,
    and(eq(webhookDeliveries.endpointId, endpointId), key ? afterCursor(webhookDeliveries.createdAt, webhookDeliveries.id, key, 'uuid') : undefined),
    limit + 1,
  );
  const page = toPage(rows, limit);
  return { deliveries: (await withAttempts(db, page.rows)).map(merchantView), nextCursor: page.nextCursor };
}

export async function findDeliveries(db: DbOrTx, where: SQL | undefined, limit: number) {
  return withAttempts(db, await selectDeliveries(db, where, limit));
}

/**
 * Makes a delivery due now, for one more attempt with the whole retry schedule ahead of it; the
 * workers are woken at commit. `merchantDbId` scopes it to the merchant's own deliveries.
 */
export async function replayDeliveryInTx(tx: DbOrTx, { id, merchantDbId, mode }: { id: string; merchantDbId?: string; mode?: Mode }) {
  if (!isUuid(id)) throw deliveryNotFound();
  const [row] = await tx
    .select({
      id: webhookDeliveries.id,
      endpointStatus: webhookEndpoints.status,
      inFlight: sql<boolean>`coalesce(${webhookDeliveries.lockedUntil} > now(), false)`,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(
      and(
        eq(webhookDeliveries.id, id),
        merchantDbId ? eq(webhookDeliveries.merchantId, merchantDbId) : undefined,
        mode ? eq(webhookEndpoints.mode, mode) : undefined,
      ),
    )
    .for('update', { of: webhookDeliveries });
  if (!row) throw deliveryNotFound();
  if (row.endpointStatus !== 'ENABLED') throw new AppError('ENDPOINT_DISABLED', 409, 'The endpoint is disabled; enable it before replaying');
  if (row.inFlight) throw new AppError('DELIVERY_IN_FLIGHT', 409, 'This delivery is being sent right now; try again in a moment');
  await tx
    .update(webhookDeliveries)
    .set({ status: 'PENDING', nextAttemptAt: sql`now()`, retriesUsed: 0, lockedUntil: null })
    .where(eq(webhookDeliveries.id, id));
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  const [delivery] = await findDeliveries(tx, eq(webhookDeliveries.id, id), 1);
  return delivery!;
}

/** The merchant's own delivery; with `mode` (an API key's), only one to an endpoint of that mode. */
export async function replayMerchantDelivery(
  ctx: AppContext,
  { user, id, mode }: { user: Pick<MerchantPrincipal, 'merchantDbId'>; id: string; mode?: Mode },
): Promise<WebhookDelivery> {
  return ctx.database.db.transaction(async (tx) => merchantView(await replayDeliveryInTx(tx, { id, merchantDbId: user.merchantDbId, mode })));
}
