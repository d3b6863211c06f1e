import type { FastifyReply, FastifyRequest } from 'fastify';
import type { NotificationStreamEvent } from '@contract/notifications';
import type { AppContext } from '@server/context';
import { rateLimited } from '@server/errors';
import { keyedQueue, sharedListener, sseFrame, startSse } from '@server/http/sse';
import { findNotification, unreadCount } from './own-notifications';
import { recipientKey, type Recipient } from './recipient';

/**
 * Live notification streams (Server-Sent Events). One LISTEN connection per instance (opened with its
 * first stream) hears every
 * change (triggers in the notifications migration) and passes it to this instance's open streams,
 * so a notification raised through any instance reaches a stream open on any other.
 */

export const NOTIFICATION_CHANNEL = 'smartsplit_notifications';
/** A comment line this often keeps proxies from closing an idle stream, and rechecks sessions. */
export const HEARTBEAT_MS = 15_000;
/** A session opening more streams than this (many tabs) closes its oldest. */
export const MAX_STREAMS_PER_SESSION = 5;
/** Retry-After for a stream refused over a cap: the client's own reconnect wait is 5 s, so a little longer. */
const STREAM_RETRY_SECONDS = 30;

interface Client {
  recipient: Recipient;
  key: string;
  sessionId: string;
  write(text: string): void;
  end(): void;
}

export interface NotificationHub {
  /** Takes over the reply and streams the recipient's notifications until the client leaves or the session ends. */
  open(request: FastifyRequest, reply: FastifyReply, recipient: Recipient, sessionId: string): void;
  /** Open streams on this instance. */
  readonly size: number;
  readonly listening: boolean;
  stop(): Promise<void>;
}

const frame = (event: NotificationStreamEvent, data: unknown) => sseFrame(event, data);

export function createNotificationHub(ctx: AppContext): NotificationHub {
  const { db, pool } = ctx.database;
  const byRecipient = new Map<string, Set<Client>>();
  const bySession = new Map<string, Set<Client>>();
  let stopped = false;

  const add = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(client);
  };
  const remove = <K>(map: Map<K, Set<Client>>, key: K, client: Client) => {
    const set = map.get(key);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) map.delete(key);
  };

  /** Work for one recipient runs in order, so a stream never sees an older count after a newer one. */
  const enqueue = keyedQueue((err) => ctx.logger.warn({ err }, 'notification stream update failed'));

  function broadcast(key: string, text: string): void {
    for (const client of byRecipient.get(key) ?? []) client.write(text);
  }

  function onNotification(payload: string): void {
    const [kind, audience, id, notificationId] = payload.split(':');
    if (kind === 's' && audience) {
      for (const client of [...(bySession.get(audience) ?? [])]) client.end();
      return;
    }
    if ((audience !== 'a' && audience !== 'm') || !id) return;
    const key = `${audience}:${id}`;
    const clients = byRecipient.get(key);
    if (!clients || clients.size === 0) return;
    const recipient = clients.values().next().value!.recipient;
    if (kind === 'n' && notificationId) {
      enqueue(key, async () => {
        const notification = await findNotification(db, recipient, notificationId);
        if (notification) broadcast(key, frame('notification', { notification, unread: await unreadCount(db, recipient) }));
      });
    } else if (kind === 'r') {
      enqueue(key, async () => broadcast(key, frame('unread', { unread: await unreadCount(db, recipient) })));
    }
  }

  /** Ends the streams whose session is no longer live (expired, or revoked while LISTEN was down). */
  async function checkSessions(): Promise<void> {
    const ids = [...bySession.keys()];
    if (ids.length === 0) return;
    const { rows } = await pool.query<{ id: string }>('select id from sessions where id = any($1::uuid[]) and revoked_at is null and expires_at > now()', [
      ids,
    ]);
    const live = new Set(rows.map((r) => r.id));
    for (const id of ids) if (!live.has(id)) for (const client of [...(bySession.get(id) ?? [])]) client.end();
  }

  // Started by the first stream: an instance nobody streams from holds no extra connection.
  const listener = sharedListener(ctx, NOTIFICATION_CHANNEL, {
    onNotification,
    onReset: () => {
      // Something may have been missed: every stream reloads, and sessions are checked again.
      for (const key of byRecipient.keys()) broadcast(key, frame('resync', {}));
      void checkSessions().catch((err: unknown) => ctx.logger.warn({ err }, 'notification stream session check failed'));
    },
  });
  const listen = () => (stopped ? Promise.resolve() : listener.ready());

  /**
   * Streams hold a socket and memory for as long as they stay open, so each instance caps them: per
   * user (however many sessions) and in all. A session that opens one more than its own cap (many
   * tabs) closes its oldest instead, which adds nothing, so only a new stream beyond the caps is refused.
   */
  function refuseOverCap(key: string, sessionId: string): void {
    if ((bySession.get(sessionId)?.size ?? 0) >= MAX_STREAMS_PER_SESSION) return;
    const { perUser, perInstance } = ctx.config.notificationStreams;
    if ((byRecipient.get(key)?.size ?? 0) >= perUser) {
      throw rateLimited(
        STREAM_RETRY_SECONDS,
        (wait) => `This account already has ${perUser} live notification streams open. Close a tab or window, or try again ${wait}.`,
      );
    }
    if (size() >= perInstance) {
      throw rateLimited(STREAM_RETRY_SECONDS, (wait) => `This server has as many live notification streams open as it allows. Try again ${wait}.`);
    }
  }

  const size = () => {
    let n = 0;
    for (const set of byRecipient.values()) n += set.size;
    return n;
  };

  const heartbeat = setInterval(() => {
    for (const set of byRecipient.values()) for (const client of set) client.write(': heartbeat\n\n');
    void checkSessions().catch((err: unknown) => ctx.logger.warn({ err }, 'notification stream session check failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    open(request, reply, recipient, sessionId) {
      const key = recipientKey(recipient);
      refuseOverCap(key, sessionId);
      const client: Client = {
        recipient,
        key,
        sessionId,
        write: (text) => connection.write(text),
        end: () => connection.end(),
      };
      const connection = startSse(reply, () => {
        remove(byRecipient, key, client);
        remove(bySession, sessionId, client);
      });
      if (stopped) return client.end();
      const siblings = bySession.get(sessionId);
      if (siblings && siblings.size >= MAX_STREAMS_PER_SESSION) siblings.values().next().value!.end();
      add(byRecipient, key, client);
      add(bySession, sessionId, client);
      // Through the recipient's queue, once this instance is listening: anything heard from then on is sent after this.
      enqueue(key, async () => {
        await listen();
        client.write(frame('ready', { unread: await unreadCount(db, recipient) }));
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
      for (const set of [...byRecipient.values()]) for (const client of [...set]) client.end();
      await listener.stop();
    },
  };
}

const hubs = new WeakMap<AppContext, NotificationHub>();

/** The app's hub, started on first use (the stream routes use it when they are registered). */
export function notificationHub(ctx: AppContext): NotificationHub {
  let hub = hubs.get(ctx);
  if (!hub) hubs.set(ctx, (hub = createNotificationHub(ctx)));
  return hub;
}
