import { sql, type SQL } from 'drizzle-orm';
import type { WebhookDelivery } from '@contract/webhooks';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, isUuid, toPage } from '@server/db/keyset';
import { AppError, notFound } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { WEBHOOK_CHANNEL } from './webhook-signal';

type DeliveryRow = {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: string;
  status: WebhookDelivery['status'];
  next_attempt_at: string | null;
  created_at: string;
  cursor_ts: string;
  merchant_public_id: string;
  company_name: string;
  url: string;
};

type AttemptRow = {
  delivery_id: string;
  at: string;
  response_status: number | null;
  duration_ms: number;
  error: string | null;
  response_excerpt: string | null;
};

const deliveryNotFound = () => notFound('Webhook delivery not found', 'WEBHOOK_DELIVERY_NOT_FOUND');

/** Deliveries matching `where` (on d, e = endpoint, ev = event, m = merchant), newest first. */
async function selectDeliveries(db: DbOrTx, where: SQL, limit: number): Promise<DeliveryRow[]> {
  const { rows } = await db.execute<DeliveryRow>(sql`
    select d.id, d.endpoint_id, d.event_id, ev.type as event_type, d.status,
      case when d.status in ('PENDING', 'RETRYING') then ${isoTs(sql`d.next_attempt_at`)} end as next_attempt_at,
      ${isoTs(sql`d.created_at`)} as created_at, ${cursorTs(sql`d.created_at`)} as cursor_ts,
      m.merchant_id as merchant_public_id, m.company_name, e.url
    from webhook_deliveries d
    join webhook_endpoints e on e.id = d.endpoint_id
    join events ev on ev.id = d.event_id
    join merchants m on m.id = d.merchant_id
    where ${where}
    order by d.created_at desc nulls last, d.id desc nulls last
    limit ${limit}`);
  return rows;
}

/** The rows with their attempts, oldest attempt first. */
export async function withAttempts(db: DbOrTx, rows: DeliveryRow[]): Promise<(WebhookDelivery & { merchantId: string; companyName: string; url: string })[]> {
  if (rows.length === 0) return [];
  const { rows: attempts } = await db.execute<AttemptRow>(sql`
    select delivery_id, ${isoTs(sql`at`)} as at, response_status, duration_ms, error, response_excerpt
    from webhook_attempts where delivery_id = any(${sql.param(rows.map((r) => r.id))}::uuid[]) order by at, id`);
  return rows.map((r) => ({
    id: r.id,
    endpointId: r.endpoint_id,
    eventId: r.event_id,
    eventType: r.event_type,
    status: r.status,
    nextAttemptAt: r.next_attempt_at,
    createdAt: r.created_at,
    merchantId: r.merchant_public_id,
    companyName: r.company_name,
    url: r.url,
    attempts: attempts
      .filter((a) => a.delivery_id === r.id)
      .map((a) => ({ at: a.at, responseStatus: a.response_status, durationMs: a.duration_ms, error: a.error, responseExcerpt: a.response_excerpt })),
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
  { merchantDbId, endpointId, cursor, limit }: { merchantDbId: string; endpointId: string; cursor?: string; limit: number },
): Promise<{ deliveries: WebhookDelivery[]; nextCursor: string | null }> {
  const notFoundEndpoint = () => notFound('Webhook endpoint not found', 'WEBHOOK_ENDPOINT_NOT_FOUND');
  if (!isUuid(endpointId)) throw notFoundEndpoint();
  const key = decodeCursor(cursor, 'uuid', 'VALIDATION_ERROR');
  const { db } = ctx.database;
  const { rows: owned } = await db.execute(sql`select 1 from webhook_endpoints where id = ${endpointId} and merchant_id = ${merchantDbId}`);
  if (owned.length === 0) throw notFoundEndpoint();
  const rows = await selectDeliveries(
    db,
    sql`d.endpoint_id = ${endpointId} and ${key ? afterCursor(sql`d.created_at`, sql`d.id`, key, 'uuid') : sql`true`}`,
    limit + 1,
  );
  const page = toPage(rows, limit);
  return { deliveries: (await withAttempts(db, page.rows)).map(merchantView), nextCursor: page.nextCursor };
}

export async function findDeliveries(db: DbOrTx, where: SQL, limit: number) {
  return withAttempts(db, await selectDeliveries(db, where, limit));
}

/**
 * Makes a delivery due now, for one more attempt with the whole retry schedule ahead of it; the
 * workers are woken at commit. `merchantDbId` scopes it to the merchant's own deliveries.
 */
export async function replayDeliveryInTx(tx: DbOrTx, { id, merchantDbId }: { id: string; merchantDbId?: string }) {
  if (!isUuid(id)) throw deliveryNotFound();
  const { rows } = await tx.execute<{ id: string; endpoint_status: string; in_flight: boolean }>(sql`
    select d.id, e.status as endpoint_status, coalesce(d.locked_until > now(), false) as in_flight
    from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
    where d.id = ${id} ${merchantDbId ? sql`and d.merchant_id = ${merchantDbId}` : sql``}
    for update of d`);
  const row = rows[0];
  if (!row) throw deliveryNotFound();
  if (row.endpoint_status !== 'ENABLED') throw new AppError('ENDPOINT_DISABLED', 409, 'The endpoint is disabled; enable it before replaying');
  if (row.in_flight) throw new AppError('DELIVERY_IN_FLIGHT', 409, 'This delivery is being sent right now; try again in a moment');
  await tx.execute(sql`
    update webhook_deliveries set status = 'PENDING', next_attempt_at = now(), retries_used = 0, locked_until = null where id = ${id}`);
  await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  const [delivery] = await findDeliveries(tx, sql`d.id = ${id}`, 1);
  return delivery!;
}

export async function replayMerchantDelivery(ctx: AppContext, { user, id }: { user: MerchantPrincipal; id: string }): Promise<WebhookDelivery> {
  return ctx.database.db.transaction(async (tx) => merchantView(await replayDeliveryInTx(tx, { id, merchantDbId: user.merchantDbId })));
}
