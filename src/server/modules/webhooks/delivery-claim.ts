import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { eventDataSql } from '../events';

/** Longer than any attempt (15 s) with room to record it; short enough that a crashed instance's work resumes soon. */
export const DELIVERY_LEASE_SECONDS = 60;

export interface ClaimedDelivery {
  id: string;
  /** Attempts so far, this one included: the fencing token for recording the outcome. */
  attemptCount: number;
  retriesUsed: number;
  merchantDbId: string;
  endpoint: {
    id: string;
    url: string;
    status: string;
    secretEnc: string;
    previousSecretEnc: string | null;
    previousSecretExpiresAt: Date | null;
  };
  event: { id: string; type: string; mode: string; createdAt: string; data: unknown };
}

type Row = {
  id: string;
  attempt_count: number;
  retries_used: number;
  merchant_id: string;
  endpoint_id: string;
  url: string;
  endpoint_status: string;
  secret_enc: string;
  previous_secret_enc: string | null;
  previous_secret_expires_at: string | null;
  event_id: string;
  event_type: string;
  event_mode: string;
  event_created_at: string;
  data: unknown;
};

/**
 * One short statement that takes due deliveries with SKIP LOCKED (instances never wait on, or
 * take, each other's rows), counts the attempt and leases them: the lease is next_attempt_at, so a
 * delivery whose instance died mid-attempt becomes due again when it runs out. It commits on its
 * own; sending happens afterwards, outside any transaction.
 */
export async function claimDueDeliveries(db: DbOrTx, limit: number): Promise<ClaimedDelivery[]> {
  // Raw SQL: claims rows with FOR UPDATE SKIP LOCKED, leases them and reads their endpoint and event in one statement (decision 0027).
  const { rows } = await db.execute<Row>(sql`
    with picked as (
      select id from webhook_deliveries
      where status in ('PENDING', 'RETRYING') and next_attempt_at <= now()
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update webhook_deliveries d
    set attempt_count = d.attempt_count + 1,
        next_attempt_at = now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS}),
        locked_until = now() + make_interval(secs => ${DELIVERY_LEASE_SECONDS})
    from picked, webhook_endpoints e, events ev
    where d.id = picked.id and e.id = d.endpoint_id and ev.id = d.event_id
    returning d.id, d.attempt_count, d.retries_used, d.merchant_id, e.id as endpoint_id, e.url, e.status as endpoint_status,
      e.secret_enc, e.previous_secret_enc, e.previous_secret_expires_at::text as previous_secret_expires_at,
      ev.id as event_id, ev.type as event_type, ev.mode as event_mode,
      to_char(ev.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as event_created_at, ${eventDataSql('ev')}`);
  return rows.map((r) => ({
    id: r.id,
    attemptCount: r.attempt_count,
    retriesUsed: r.retries_used,
    merchantDbId: r.merchant_id,
    endpoint: {
      id: r.endpoint_id,
      url: r.url,
      status: r.endpoint_status,
      secretEnc: r.secret_enc,
      previousSecretEnc: r.previous_secret_enc,
      previousSecretExpiresAt: r.previous_secret_expires_at ? new Date(r.previous_secret_expires_at) : null,
    },
    event: { id: r.event_id, type: r.event_type, mode: r.event_mode, createdAt: r.event_created_at, data: r.data },
  }));
}

/** The POST body: the event as the events API shows it. The same bytes on every attempt. */
export function eventBody(event: ClaimedDelivery['event']): string {
  return JSON.stringify({ id: event.id, type: event.type, mode: event.mode, createdAt: event.createdAt, data: event.data });
}
