import type { FastifyReply } from 'fastify';
import type { ApiRequest } from '@contract/api-request-log';
import type { ApiEvent, EventType } from '@contract/events';
import type { Mode } from '@contract/payments';
import { STREAM_FRAMES, STREAM_REPLAY_LIMIT } from '@contract/streams';
import type { AppContext } from '@server/context';
import { rateLimited } from '@server/errors';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { streamSubscriptions } from '@server/db/schema/index';
import { keyedQueue, sharedListener, sseFrame, startSse, type SseConnection } from '@server/http/sse';
import { latestRequestId, requestsAfter, requestsByIds } from '../api-log';
import { eventsAfter, eventsByIds, latestEventId } from '../events';

/**
 * Live streams for API keys (decision 0036): a merchant's events, or its request log, of one mode.
 * One LISTEN connection per instance (opened with its first stream) hears the ids of every row added
 * (triggers in migration 0026) and reads the rows of the merchants it has streams for, by id and
 * scoped to merchant and mode, so a payment made through any instance reaches a stream on any other.
 */

export const STREAM_CHANNEL = 'smartsplit_stream';
/** A comment line this often keeps proxies from closing an idle stream, and rechecks the keys. */
export const STREAM_HEARTBEAT_MS = 15_000;
/** How long a stream subscription row lives without a refresh (refreshed every heartbeat). */
const SUBSCRIPTION_TTL_SECONDS = 90;
/** Retry-After for a stream refused over a cap. */
const STREAM_RETRY_SECONDS = 30;
/** Ids a stream remembers having sent, so a replay and the live feed never send one twice. */
const SENT_MEMORY = 2_000;

export type StreamKind = 'events' | 'request-log';

export interface StreamKey {
  keyId: string;
  merchantDbId: string;
  mode: Mode;
}

export type StreamFilter = { kind: 'events'; types?: Set<EventType> } | { kind: 'request-log'; status?: string; path?: string };

interface Client {
  key: StreamKey;
  filter: StreamFilter;
  connection: SseConnection;
  /** False until its replay is sent; live rows heard meanwhile wait in the queue behind it. */
  live: boolean;
  sent: Set<string>;
}

export interface ApiStreamHub {
  /** Takes over the reply and streams until the client leaves, the key is revoked or the app stops; `since` replays first. */
  open(reply: FastifyReply, key: StreamKey, filter: StreamFilter, since: string | undefined): void;
  readonly size: number;
  readonly listening: boolean;
  stop(): Promise<void>;
}

/** `4xx` is 400-499; `402` exactly 402 (the contract has checked the shape), as the request-log list filters. */
export function statusMatches(filter: string | undefined, status: number): boolean {
  if (filter === undefined) return true;
  if (filter.endsWith('xx')) return Math.floor(status / 100) === Number(filter[0]);
  return status === Number(filter);
}

function matches(filter: StreamFilter, item: ApiEvent | ApiRequest): boolean {
  if (filter.kind === 'events') return !filter.types || filter.types.has((item as ApiEvent).type);
  const entry = item as ApiRequest;
  return statusMatches(filter.status, entry.status) && (filter.path === undefined || entry.path.startsWith(filter.path));
}

const itemId = (item: ApiEvent | ApiRequest) => ('requestId' in item ? item.requestId : item.id);
const frameName = (kind: StreamKind) => (kind === 'events' ? STREAM_FRAMES.event : STREAM_FRAMES.request);
const groupKey = (merchantDbId: string, mode: string) => `${merchantDbId}:${mode}`;

export function createApiStreamHub(ctx: AppContext): ApiStreamHub {
  const { db, pool } = ctx.database;
  /** Streams by merchant and mode: what a notification's rows are read for. */
  const byGroup = new Map<string, Set<Client>>();
  let stopped = false;

  const all = () => [...byGroup.values()].flatMap((set) => [...set]);
  const size = () => all().length;
  const merchantCount = (merchantDbId: string) => all().filter((c) => c.key.merchantDbId === merchantDbId).length;

  /** Work for one merchant and mode runs in order: a replay, then what was heard after it. */
  const enqueue = keyedQueue((err) => ctx.logger.warn({ err }, 'API stream update failed'));

  /**
   * The stream triggers notify only for merchants and modes that some instance streams
   * (stream_subscriptions): this instance says so before a stream's `ready`, refreshes while the
   * stream is open, and withdraws when its last stream for that merchant and mode closes.
   */
  const instanceId = ctx.instanceId ?? randomUUID();
  const expiry = sql`now() + make_interval(secs => ${SUBSCRIPTION_TTL_SECONDS})`;
  async function subscribe(merchantDbId: string, mode: Mode): Promise<void> {
    await db
      .insert(streamSubscriptions)
      .values({ merchantId: merchantDbId, mode, instanceId, expiresAt: expiry })
      .onConflictDoUpdate({ target: [streamSubscriptions.merchantId, streamSubscriptions.mode, streamSubscriptions.instanceId], set: { expiresAt: expiry } });
  }
  async function unsubscribe(merchantDbId: string, mode: Mode): Promise<void> {
    await db
      .delete(streamSubscriptions)
      .where(and(eq(streamSubscriptions.merchantId, merchantDbId), eq(streamSubscriptions.mode, mode), eq(streamSubscriptions.instanceId, instanceId)));
  }
  async function refreshSubscriptions(): Promise<void> {
    const groups = new Map(all().map((c) => [groupKey(c.key.merchantDbId, c.key.mode), c.key]));
    for (const key of groups.values()) await subscribe(key.merchantDbId, key.mode);
  }

  /** Sends an item the client has not had and its filter wants; true when sent. */
  function send(client: Client, item: ApiEvent | ApiRequest): boolean {
    const id = itemId(item);
    if (client.sent.has(id) || !matches(client.filter, item)) return false;
    client.sent.add(id);
    if (client.sent.size > SENT_MEMORY) client.sent.delete(client.sent.values().next().value!);
    client.connection.write(sseFrame(frameName(client.filter.kind), item, id));
    return true;
  }

  async function load(kind: StreamKind, merchantDbId: string, mode: Mode, ids: string[]): Promise<(ApiEvent | ApiRequest)[]> {
    if (kind === 'events') return eventsByIds(ctx, { merchantDbId, mode, ids });
    return requestsByIds(db, { merchantDbId, mode, ids: ids.map(Number).filter(Number.isSafeInteger) });
  }

  function onNotification(payload: string): void {
    if (payload.startsWith('k:')) {
      const keyId = payload.slice(2);
      for (const client of all()) if (client.key.keyId === keyId) client.connection.end();
      return;
    }
    // `kind:merchant:mode:id` items; ids of merchants and modes with no stream here are ignored.
    const wanted = new Map<string, { kind: StreamKind; merchantDbId: string; mode: Mode; ids: string[] }>();
    for (const item of payload.split(' ')) {
      const [tag, merchantDbId, mode, id] = item.split(':');
      if (!merchantDbId || !id || (mode !== 'test' && mode !== 'live') || (tag !== 'e' && tag !== 'r')) continue;
      const group = groupKey(merchantDbId, mode);
      const kind: StreamKind = tag === 'e' ? 'events' : 'request-log';
      if (![...(byGroup.get(group) ?? [])].some((c) => c.filter.kind === kind)) continue;
      const entry = wanted.get(`${group}:${kind}`) ?? { kind, merchantDbId, mode, ids: [] };
      entry.ids.push(id);
      wanted.set(`${group}:${kind}`, entry);
    }
    for (const { kind, merchantDbId, mode, ids } of wanted.values()) {
      const group = groupKey(merchantDbId, mode);
      enqueue(group, async () => {
        const items = await load(kind, merchantDbId, mode, ids);
        for (const client of byGroup.get(group) ?? []) if (client.filter.kind === kind && client.live) for (const item of items) send(client, item);
      });
    }
  }

  const listener = sharedListener(ctx, STREAM_CHANNEL, {
    onNotification,
    // Rows may have been missed while the connection was down: live streams end, and their clients
    // reconnect with Last-Event-ID, which replays what they missed. (Streams still starting are kept.)
    onReset: () => {
      for (const client of all()) if (client.live) client.connection.end();
    },
  });

  /** Ends the streams whose key was revoked (or merchant suspended) while LISTEN was down. */
  async function checkKeys(): Promise<void> {
    const ids = [...new Set(all().map((c) => c.key.keyId))];
    if (ids.length === 0) return;
    const { rows } = await pool.query<{ id: string }>(
      `select k.id from api_keys k join merchants m on m.id = k.merchant_id where k.id = any($1::uuid[]) and k.revoked_at is null and m.status <> 'SUSPENDED'`,
      [ids],
    );
    const live = new Set(rows.map((r) => r.id));
    for (const client of all()) if (!live.has(client.key.keyId)) client.connection.end();
  }

  const heartbeat = setInterval(() => {
    for (const client of all()) client.connection.write(': heartbeat\n\n');
    void checkKeys().catch((err: unknown) => ctx.logger.warn({ err }, 'API stream key check failed'));
    void refreshSubscriptions().catch((err: unknown) => ctx.logger.warn({ err }, 'API stream subscription refresh failed'));
  }, STREAM_HEARTBEAT_MS);
  heartbeat.unref();

  /** Streams hold a socket and memory while open: each instance caps them per merchant and in all. */
  function refuseOverCap(merchantDbId: string): void {
    const perMerchant = ctx.config.apiStreamsPerMerchant;
    if (merchantCount(merchantDbId) >= perMerchant) {
      throw rateLimited(STREAM_RETRY_SECONDS, (wait) => `This account already has ${perMerchant} live streams open. Close one, or try again ${wait}.`);
    }
    if (size() >= ctx.config.notificationStreams.perInstance) {
      throw rateLimited(STREAM_RETRY_SECONDS, (wait) => `This server has as many live streams open as it allows. Try again ${wait}.`);
    }
  }

  return {
    open(reply, key, filter, since) {
      refuseOverCap(key.merchantDbId);
      const group = groupKey(key.merchantDbId, key.mode);
      const client: Client = { key, filter, live: false, sent: new Set(), connection: undefined as unknown as SseConnection };
      client.connection = startSse(reply, () => {
        const set = byGroup.get(group);
        set?.delete(client);
        if (set?.size === 0) {
          byGroup.delete(group);
          // In the group's queue, after any subscribe under way; skipped if a stream opened meanwhile.
          enqueue(group, async () => {
            if (!stopped && !byGroup.has(group)) await unsubscribe(key.merchantDbId, key.mode);
          });
        }
      });
      if (stopped) return client.connection.end();
      let set = byGroup.get(group);
      if (!set) byGroup.set(group, (set = new Set()));
      set.add(client);
      // Once this instance is listening, the replay goes first; rows heard from then on queue behind it.
      enqueue(group, async () => {
        if (!stopped) await listener.ready();
        await subscribe(key.merchantDbId, key.mode);
        let replayed: (ApiEvent | ApiRequest)[] = [];
        if (since !== undefined) {
          const range = { merchantDbId: key.merchantDbId, mode: key.mode, since, limit: STREAM_REPLAY_LIMIT + 1 };
          replayed = filter.kind === 'events' ? await eventsAfter(ctx, range) : await requestsAfter(db, range);
        }
        const more = replayed.length > STREAM_REPLAY_LIMIT;
        const page = replayed.slice(0, STREAM_REPLAY_LIMIT);
        let sent = 0;
        for (const item of page) if (send(client, item)) sent++;
        // `ready` carries the stream's place as its SSE id: a client that reconnects before it has had
        // a row (say the stream ended when this instance's LISTEN connection came back) resumes from
        // here, and misses nothing stored in between.
        const range = { merchantDbId: key.merchantDbId, mode: key.mode };
        const last = page.at(-1);
        const place = last ? itemId(last) : (since ?? (filter.kind === 'events' ? await latestEventId(ctx, range) : await latestRequestId(db, range)));
        client.live = true;
        client.connection.write(sseFrame(STREAM_FRAMES.ready, { replayed: sent, more }, place));
      });
    },
    get size() {
      return size();
    },
    get listening() {
      return listener.connected;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(heartbeat);
      for (const client of all()) client.connection.end();
      await listener.stop();
      await db
        .delete(streamSubscriptions)
        .where(eq(streamSubscriptions.instanceId, instanceId))
        .catch((err: unknown) => ctx.logger.warn({ err }, 'API stream subscriptions not withdrawn'));
    },
  };
}

const hubs = new WeakMap<AppContext, ApiStreamHub>();

/** The app's API stream hub, started on first use. */
export function apiStreamHub(ctx: AppContext): ApiStreamHub {
  let hub = hubs.get(ctx);
  if (!hub) hubs.set(ctx, (hub = createApiStreamHub(ctx)));
  return hub;
}
