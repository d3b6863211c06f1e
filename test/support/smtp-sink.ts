import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on loopback for the email tests. It accepts everything
 * (no auth, no TLS) unless told to refuse a recipient, keeps every message,
 * and can be stopped and started again on the same port to simulate an outage.
 */

export interface ReceivedMessage {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  /** Lower-cased header names; encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  /** Parts sent as attachments, decoded. */
  attachments: ReceivedAttachment[];
}

export interface ReceivedAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly messages: ReceivedMessage[];
  /** Messages whose envelope includes the address. */
  to(address: string): ReceivedMessage[];
  /** Refuse RCPT TO for the address with this reply, e.g. 550 "5.1.1 Mailbox unknown". */
  refuse(address: string, code?: number, text?: string): void;
  accept(address: string): void;
  /** Hold each message this long before accepting it (to widen race windows, or keep a send in flight). */
  delayMs: number;
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

type Parts = { text: string; html: string; attachments: ReceivedAttachment[] };

function splitHead(raw: string): { head: string; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  return at < 0 ? { head: raw, body: '' } : { head: raw.slice(0, at), body: raw.slice(at + 4) };
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=), as nodemailer writes them. */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=(\s+(?==\?))?/g, (_m, _charset, enc: string, data: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const source = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i += 1) {
    if (source[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(source.slice(i + 1, i + 3))) {
      bytes.push(parseInt(source.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding: string | undefined): string {
  const e = (encoding ?? '7bit').toLowerCase();
  if (e === 'quoted-printable') return decodeQuotedPrintable(body);
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Walks multipart bodies and keeps the first text/plain and text/html parts. */
function collectParts(head: Record<string, string>, body: string, into: Parts): void {
  const type = head['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      const { head: partHead, body: partBody } = splitHead(section.replace(/^\r\n/, ''));
      collectParts(parseHeaders(partHead), partBody.replace(/\r\n$/, ''), into);
    }
    return;
  }
  const disposition = head['content-disposition'] ?? '';
  if (/^attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
    const encoding = (head['content-transfer-encoding'] ?? '7bit').toLowerCase();
    const content = encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body, 'utf8');
    into.attachments.push({ filename, contentType: type.split(';')[0]!.trim().toLowerCase(), content });
    return;
  }
  // Line ends are CRLF on the wire; compare content as a mail client shows it.
  const decoded = decodeBody(body, head['content-transfer-encoding']).replace(/\r\n/g, '\n');
  if (/^text\/html/i.test(type) && !into.html) into.html = decoded;
  else if (/^text\/plain/i.test(type) && !into.text) into.text = decoded;
}

export function parseMessage(raw: string, envelopeFrom = '', envelopeTo: string[] = []): ReceivedMessage {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts: Parts = { text: '', html: '', attachments: [] };
  collectParts(headers, body, parts);
  return { envelopeFrom, envelopeTo, raw, headers, subject: headers.subject ?? '', messageId: headers['message-id'] ?? '', ...parts };
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMessage[] = [];
  const refusals = new Map<string, { code: number; text: string }>();
  let server: SMTPServer | undefined;
  let port = 0;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping must cut clients off at once, as a crashed mail server would.
      closeTimeout: 50,
      onRcptTo(address, _session, callback) {
        const refusal = refusals.get(address.address.toLowerCase());
        if (!refusal) return callback();
        callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const message = parseMessage(
            Buffer.concat(chunks).toString('utf8'),
            from,
            session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          );
          setTimeout(() => {
            messages.push(message);
            callback();
          }, sink.delayMs);
        });
      },
    });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = create();
      server.on('error', () => undefined);
      const net = (server as unknown as { server: import('node:net').Server }).server;
      net.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (net.address() as { port: number }).port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      const s = server;
      server = undefined;
      s.close(() => resolve());
    });

  await start();
  const sink: SmtpSink = {
    delayMs: 0,
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    to: (address) => messages.filter((m) => m.envelopeTo.includes(address.toLowerCase())),
    refuse(address, code = 550, text = '5.1.1 Mailbox unknown') {
      refusals.set(address.toLowerCase(), { code, text });
    },
    accept(address) {
      refusals.delete(address.toLowerCase());
    },
    async waitForCount(count, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > until) throw new Error(`SMTP sink: expected ${count} messages, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop,
    start,
    close: stop,
  };
  return sink;
}
