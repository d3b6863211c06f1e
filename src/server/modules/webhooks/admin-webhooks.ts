import { eq, sql } from 'drizzle-orm';
import type { AdminWebhookEndpoint } from '@contract/webhooks';
import type { AppContext } from '@server/context';
import { afterCursor, cursorTs, decodeCursor, isoTs, toPage } from '@server/db/keyset';
import { webhookDeliveries } from '@server/db/schema/index';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { findDeliveries, replayDeliveryInTx } from './deliveries';

type Row = {
  id: string;
  url: string;
  mode: 'test' | 'live';
  enabled_events: string[];
  description: string | null;
  status: 'ENABLED' | 'DISABLED';
  disabled_reason: string | null;
  secret_rolled_at: string | null;
  previous_secret_expires_at: string | null;
  created_at: string;
  updated_at: string;
  cursor_ts: string;
  failing_since: string | null;
  merchant_public_id: string;
  company_name: string;
  deliveries_24h: number;
  succeeded_24h: number;
  tried_24h: number;
  last_at: string | null;
  last_status: AdminWebhookEndpoint['health']['lastDeliveryStatus'];
};

/**
 * Every endpoint, newest first, with its health: deliveries of the last 24 hours (the success rate
 * counts those tried at least once), and its latest delivery. `failing`: enabled endpoints whose
 * latest attempt failed (their failure streak is running); `disabled`: switched off by the merchant
 * or by SmartSplit.
 */
export async function listAdminWebhookEndpoints(
  ctx: AppContext,
  { health, cursor, limit }: { health?: 'failing' | 'disabled'; cursor?: string; limit: number },
): Promise<{ endpoints: AdminWebhookEndpoint[]; nextCursor: string | null }> {
  const key = decodeCursor(cursor, 'uuid');
  const filter =
    health === 'failing' ? sql`e.status = 'ENABLED' and e.failing_since is not null` : health === 'disabled' ? sql`e.status = 'DISABLED'` : sql`true`;
  // Raw SQL: reporting; each endpoint's last-day counts and latest delivery are lateral joins against the database's clock (decision 0027).
  const { rows } = await ctx.database.db.execute<Row>(sql`
    select e.id, e.url, e.mode, e.enabled_events, e.description, e.status, e.disabled_reason,
      ${isoTs(sql`e.secret_rolled_at`)} as secret_rolled_at,
      case when e.previous_secret_expires_at > now() then ${isoTs(sql`e.previous_secret_expires_at`)} end as previous_secret_expires_at,
      ${isoTs(sql`e.created_at`)} as created_at, ${isoTs(sql`e.updated_at`)} as updated_at, ${cursorTs(sql`e.created_at`)} as cursor_ts,
      ${isoTs(sql`e.failing_since`)} as failing_since, m.merchant_id as merchant_public_id, m.company_name,
      h.total as deliveries_24h, h.succeeded as succeeded_24h, h.tried as tried_24h,
      ${isoTs(sql`l.created_at`)} as last_at, l.status as last_status
    from webhook_endpoints e
    join merchants m on m.id = e.merchant_id
    left join lateral (
      select count(*)::int as total, count(*) filter (where d.status = 'SUCCEEDED')::int as succeeded,
        count(*) filter (where d.attempt_count > 0)::int as tried
      from webhook_deliveries d where d.endpoint_id = e.id and d.created_at > now() - interval '24 hours') h on true
    left join lateral (
      select d.created_at, d.status from webhook_deliveries d where d.endpoint_id = e.id
      order by d.created_at desc nulls last, d.id desc nulls last limit 1) l on true
    where ${filter} and ${key ? afterCursor(sql`e.created_at`, sql`e.id`, key, 'uuid') : sql`true`}
    order by e.created_at desc nulls last, e.id desc nulls last
    limit ${limit + 1}`);
  const page = toPage(rows, limit);
  return {
    endpoints: page.rows.map((r) => ({
      id: r.id,
      url: r.url,
      mode: r.mode,
      enabledEvents: r.enabled_events,
      description: r.description,
      status: r.status,
      disabledReason: r.disabled_reason,
      secretRolledAt: r.secret_rolled_at,
      previousSecretExpiresAt: r.previous_secret_expires_at,
      createdAt: r.created_at,
      updatedAt: r.updated_at,
      merchantId: r.merchant_public_id,
      companyName: r.company_name,
      health: {
        deliveries24h: r.deliveries_24h,
        succeeded24h: r.succeeded_24h,
        successRate24h: r.tried_24h > 0 ? r.succeeded_24h / r.tried_24h : null,
        lastDeliveryAt: r.last_at,
        lastDeliveryStatus: r.last_status,
        failingSince: r.failing_since,
      },
    })),
    nextCursor: page.nextCursor,
  };
}

export async function searchAdminDeliveries(ctx: AppContext, { eventId }: { eventId: string }) {
  return { deliveries: await findDeliveries(ctx.database.db, eq(webhookDeliveries.eventId, eventId), 100) };
}

/** Staff replay: the merchant's replay, for any merchant, with an audit entry. */
export async function replayAdminDelivery(ctx: AppContext, { id, actor }: { id: string; actor: AdminActor }) {
  return ctx.database.db.transaction(async (tx) => {
    const delivery = await replayDeliveryInTx(tx, { id });
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'webhook_delivery.replay',
      targetType: 'webhook_delivery',
      targetId: delivery.id,
      after: { merchantId: delivery.merchantId, eventId: delivery.eventId, url: delivery.url },
    });
    return { delivery };
  });
}
