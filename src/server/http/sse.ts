import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '@server/context';
import { listenForNotifications, type NotificationListener } from '@server/db/notifications';

/**
 * What every live stream (Server-Sent Events) shares: the answer's headers, a connection that drops a
 * client who stops reading, the frame format, and the one LISTEN connection per instance and channel
 * that feeds them. The notification hub and the API-key stream hub both use it.
 */

/** A client that stops reading is dropped before its backlog grows past this. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

export interface SseConnection {
  /** Writes raw text (a frame or a comment); drops the client when its backlog is too large. */
  write(text: string): void;
  /** Ends the stream (once); onEnd runs then. */
  end(): void;
  readonly open: boolean;
}

/** One SSE frame; `id` lets a reconnecting client resume with Last-Event-ID. */
export function sseFrame(event: string, data: unknown, id?: string): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Takes over the reply and starts a text/event-stream answer; `onEnd` runs once, when it ends for any reason. */
export function startSse(reply: FastifyReply, onEnd: () => void, retryMs = 5000): SseConnection {
  reply.hijack();
  const res = reply.raw;
  const renewed = reply.getHeader('x-auth-token');
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    // Proxies such as nginx must pass each event on at once.
    'X-Accel-Buffering': 'no',
    // A stream is the connection's last answer: when it ends, the socket closes rather than idling.
    Connection: 'close',
    ...(typeof renewed === 'string' ? { 'X-Auth-Token': renewed } : {}),
  });
  let open = true;
  const connection: SseConnection = {
    write(text) {
      if (!open) return;
      if (res.writableLength > MAX_BACKLOG_BYTES) return connection.end();
      res.write(text);
    },
    end() {
      if (!open) return;
      open = false;
      onEnd();
      res.end();
    },
    get open() {
      return open;
    },
  };
  res.on('close', () => connection.end());
  res.write(`retry: ${retryMs}\n\n`);
  return connection;
}

export interface SharedListener {
  /** Starts listening (once); resolves when the connection is up, or after 2 s if it is not. */
  ready(): Promise<void>;
  readonly connected: boolean;
  stop(): Promise<void>;
}

/**
 * The instance's LISTEN connection for one channel, opened by the first stream that needs it (an
 * instance nobody streams from holds no extra connection). `onReset` runs whenever notifications may
 * have been missed (the connection was lost or re-established).
 */
export function sharedListener(ctx: AppContext, channel: string, handlers: { onNotification(payload: string): void; onReset(): void }): SharedListener {
  let listener: NotificationListener | undefined;
  let waiters: (() => void)[] = [];
  let stopped = false;
  const release = () => {
    const waiting = waiters;
    waiters = [];
    waiting.forEach((resolve) => resolve());
  };
  return {
    ready() {
      if (stopped) return Promise.resolve();
      // Opened outside the first stream's trace context: the connection outlives that request, and
      // its notifications (and the queries they lead to) belong to no request (decision 0046).
      listener ??= context.with(ROOT_CONTEXT, () =>
        listenForNotifications({
          connection: ctx.database.pool.options,
          channel,
          logger: ctx.logger,
          onNotification: handlers.onNotification,
          onReset: () => {
            handlers.onReset();
            // onReset also runs just before the connection counts as up; let that settle first.
            setImmediate(() => {
              if (listener?.connected) release();
            });
          },
        }),
      );
      if (listener.connected) return Promise.resolve();
      // A stream opened while the connection is down still starts; onReset tells it once it is back.
      return Promise.race([new Promise<void>((resolve) => waiters.push(resolve)), new Promise<void>((resolve) => setTimeout(resolve, 2_000).unref())]);
    },
    get connected() {
      return listener?.connected ?? false;
    },
    async stop() {
      stopped = true;
      release();
      await listener?.stop();
    },
  };
}

/**
 * Work for one key (a recipient, a merchant and mode) run in order, so a stream never gets an older
 * state after a newer one; a failed task is logged and the next one still runs.
 */
export function keyedQueue(onError: (err: unknown) => void): (key: string, task: () => Promise<void>) => void {
  const queues = new Map<string, Promise<void>>();
  return (key, task) => {
    const next = (queues.get(key) ?? Promise.resolve()).then(task).catch(onError);
    queues.set(key, next);
    void next.then(() => {
      if (queues.get(key) === next) queues.delete(key);
    });
  };
}
