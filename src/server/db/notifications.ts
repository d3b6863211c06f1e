import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface NotificationListener {
  /** True while the LISTEN connection is up; a cache may trust its notifications only then. */
  readonly connected: boolean;
  stop(): Promise<void>;
}

export interface ListenOptions {
  /** Connection settings, as the app's pool has them. */
  connection: pg.ClientConfig;
  channel: string;
  logger: FastifyBaseLogger;
  /** A notification arrived on the channel (its payload). */
  onNotification(payload: string): void;
  /**
   * The connection was lost or (re)established: notifications may have been missed in between,
   * so whatever they keep fresh must be dropped.
   */
  onReset(): void;
}

const MAX_BACKOFF_MS = 5_000;

/**
 * PostgreSQL LISTEN on a dedicated connection (a pooled one would be handed to
 * other queries), reconnecting with backoff. Every instance of the app listens,
 * so a change committed by any of them (or by plain SQL, through a trigger)
 * reaches all of them.
 */
export function listenForNotifications({ connection, channel, logger, onNotification, onReset }: ListenOptions): NotificationListener {
  let client: pg.Client | undefined;
  let connected = false;
  let stopped = false;
  let backoff = 100;
  let timer: NodeJS.Timeout | undefined;

  const lost = (target: pg.Client) => {
    if (client !== target) return;
    client = undefined;
    connected = false;
    onReset();
    target.removeAllListeners('notification');
    void target.end().catch(() => undefined);
    if (stopped) return;
    timer = setTimeout(connect, backoff);
    timer.unref();
    backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
  };

  async function connect(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    const c = new pg.Client({ ...connection, keepAlive: true });
    client = c;
    c.on('error', (err) => {
      logger.warn({ err, channel }, 'notification connection failed; caches are bypassed until it is back');
      lost(c);
    });
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      if (message.channel === channel) onNotification(message.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client !== c || stopped) return;
      // Anything may have changed while we were not listening.
      onReset();
      connected = true;
      backoff = 100;
    } catch (err) {
      logger.warn({ err, channel }, 'could not listen for notifications; retrying');
      lost(c);
    }
  }

  void connect();

  return {
    get connected() {
      return connected;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      connected = false;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
