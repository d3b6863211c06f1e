import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared/index.js';
import type { Config } from '@server/config';
import type { AppContext } from '@server/context';

/** One outbox row, as the sender needs it. */
export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string> | null;
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SendResult {
  messageId: string;
  /** The server's acceptance line (or where the .eml file went). */
  response: string;
}

export interface MailSender {
  /** smtp or eml: for logs and diagnostics, never the URL (it may hold credentials). */
  readonly kind: 'smtp' | 'eml';
  send(message: MailMessage): Promise<SendResult>;
  close(): void;
}

/**
 * A stable Message-ID per outbox row: should a rare resend happen (the app
 * died between the server's acceptance and our record of it), clients and
 * servers can tell it is the same message.
 */
export function messageIdFor(outboxId: string, mailFrom: string): string {
  const domain = /@([^\s<>@]+?)>?\s*$/.exec(mailFrom)?.[1]?.toLowerCase() ?? 'smartsplit';
  return `<${outboxId}@${domain}>`;
}

function mailOptions(config: Config, m: MailMessage) {
  return {
    from: config.mailFrom,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html,
    headers: m.headers ?? {},
    messageId: messageIdFor(m.id, config.mailFrom),
    ...(m.attachments && m.attachments.length > 0
      ? { attachments: m.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) }
      : {}),
  };
}

// Each send finishes (or fails) well inside the worker's two-minute lease, so
// a slow server cannot make another worker pick the message up mid-send.
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 15_000, socketTimeout: 45_000 };

type SocketCallback = (err: Error | null, socketOptions?: { connection: net.Socket }) => void;

/**
 * Opens each pooled SMTP connection with TCP_NODELAY, then hands it to nodemailer (which upgrades it
 * to TLS for smtps:// and STARTTLS as it would its own). nodemailer writes a message's closing "."
 * as a small write after the large one of the body; with Nagle's algorithm on, the kernel held it
 * back until the server acknowledged the body, which servers delay by up to 40 ms. Every message
 * then took over 40 ms a connection, about 22 a second each, with the CPU idle.
 *
 * When this connection fails, nodemailer is left to connect by itself: it then meets the same
 * failure on its own path, which also takes the dead connection out of its pool (an error from
 * here would fail the message but leave the pool counting a connection that never comes back).
 */
function openWithoutDelay(options: { host?: string; port?: number; secure?: boolean }, callback: SocketCallback): void {
  const socket = net.connect({ host: options.host ?? 'localhost', port: Number(options.port) || (options.secure ? 465 : 587), noDelay: true });
  const done = (err: Error | null) => {
    clearTimeout(timer);
    socket.off('error', done);
    if (err) {
      socket.destroy();
      callback(null);
    } else callback(null, { connection: socket });
  };
  // Shorter than nodemailer's own connection timeout, which then applies to its own attempt.
  const timer = setTimeout(() => done(new Error('connection timeout')), 5_000);
  socket.once('connect', () => done(null));
  socket.once('error', done);
}

function smtpSender(config: Config, smtpUrl: string): MailSender {
  // A pool keeps SMTP_POOL_SIZE connections open between messages, which matters for campaigns; each is
  // renewed after a thousand messages. The send rate is limited before messages are claimed (send-rate.ts),
  // not here, so a message never waits for its turn while holding a lease.
  const transport = nodemailer.createTransport({
    ...parseConnectionUrl(smtpUrl),
    ...SMTP_TIMEOUTS,
    pool: true,
    maxConnections: config.smtpPool.size,
    maxMessages: 1000,
    getSocket: openWithoutDelay,
  });
  return {
    kind: 'smtp',
    async send(m) {
      const info = await transport.sendMail(mailOptions(config, m));
      return { messageId: info.messageId, response: String(info.response ?? '250 OK') };
    },
    close: () => transport.close(),
  };
}

/** No SMTP configured: each message becomes a real .eml file under DATA_DIR/mail, openable in any mail client. */
function emlSender(config: Config): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const dir = path.join(config.dataDir, 'mail');
  return {
    kind: 'eml',
    async send(m) {
      const info = await transport.sendMail(mailOptions(config, m));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('.', '');
      const file = `${stamp}-${m.id}.eml`;
      // Written under a temporary name and renamed, so a reader never sees half a message.
      const tmp = path.join(dir, `.${file}.tmp`);
      await fs.writeFile(tmp, info.message as Buffer);
      await fs.rename(tmp, path.join(dir, file));
      return { messageId: info.messageId, response: `250 Written to mail/${file}` };
    },
    close: () => undefined,
  };
}

export function createMailSender(config: Config): MailSender {
  return config.smtpUrl ? smtpSender(config, config.smtpUrl) : emlSender(config);
}

// One sender per app, shared by the worker and the campaign request, so they share the SMTP pool.
const senders = new WeakMap<AppContext, MailSender>();

export function getMailSender(ctx: AppContext): MailSender {
  let sender = senders.get(ctx);
  if (!sender) {
    sender = createMailSender(ctx.config);
    senders.set(ctx, sender);
  }
  return sender;
}

export function closeMailSender(ctx: AppContext): void {
  senders.get(ctx)?.close();
  senders.delete(ctx);
}
