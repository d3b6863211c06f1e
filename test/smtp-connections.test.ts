import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { createMailSender } from '@server/modules/email';
import { testConfig } from './support/test-app';

/**
 * The SMTP sender opens its pooled connections itself, with TCP_NODELAY, and hands them to nodemailer
 * (mail-transport.ts). These check that such a connection still does what nodemailer's own did: an
 * upgrade with STARTTLS, implicit TLS (smtps://), sign-in, and many messages over a small pool.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-smtp-tls-'));
let key: Buffer;
let cert: Buffer;
const servers: SMTPServer[] = [];

beforeAll(() => {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-subj',
      '/CN=localhost',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
    ],
    {
      stdio: 'ignore',
    },
  );
  key = fs.readFileSync(path.join(dir, 'key.pem'));
  cert = fs.readFileSync(path.join(dir, 'cert.pem'));
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((r) => s.close(() => r()))));
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Seen {
  subjects: string[];
  secure: boolean[];
  users: string[];
}

async function startServer(options: { secure: boolean }): Promise<{ port: number; seen: Seen }> {
  const seen: Seen = { subjects: [], secure: [], users: [] };
  const server = new SMTPServer({
    secure: options.secure,
    key,
    cert,
    logger: false,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'S3cret-pass') {
        seen.users.push(auth.username);
        return callback(null, { user: auth.username });
      }
      callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        seen.subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1] ?? '');
        seen.secure.push(session.secure);
        callback();
      });
    },
  });
  // A client that refuses the certificate closes mid-handshake, which the server reports as an error.
  server.on('error', () => undefined);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = ((server as unknown as { server: import('node:net').Server }).server.address() as { port: number }).port;
  return { port, seen };
}

const message = (n: number) => ({
  id: `m${n}`,
  to: `merchant-${n}@example.test`,
  subject: `Message ${n}`,
  html: `<p>Hello ${n}</p>`,
  text: `Hello ${n}`,
  headers: null,
});

describe('the SMTP sender’s own connections', () => {
  it('upgrade with STARTTLS and sign in, sending every message of a burst over a pool of two', async () => {
    const { port, seen } = await startServer({ secure: false });
    const sender = createMailSender(testConfig({ SMTP_URL: `smtp://mailer:S3cret-pass@localhost:${port}/?tls.rejectUnauthorized=false`, SMTP_POOL_SIZE: '2' }));
    try {
      const sent = await Promise.all(Array.from({ length: 40 }, (_, i) => sender.send(message(i))));
      expect(sent.every((s) => /^250/.test(s.response))).toBe(true);
      expect(seen.subjects.sort()).toEqual(Array.from({ length: 40 }, (_, i) => `Message ${i}`).sort());
      expect(seen.secure.every(Boolean)).toBe(true);
      expect(seen.users.length).toBeGreaterThanOrEqual(1);
      expect(seen.users.length).toBeLessThanOrEqual(2);
    } finally {
      sender.close();
    }
  });

  it('speak TLS from the first byte with smtps://', async () => {
    const { port, seen } = await startServer({ secure: true });
    const sender = createMailSender(testConfig({ SMTP_URL: `smtps://mailer:S3cret-pass@localhost:${port}/?tls.rejectUnauthorized=false` }));
    try {
      await sender.send(message(1));
      expect(seen.subjects).toEqual(['Message 1']);
      expect(seen.secure).toEqual([true]);
    } finally {
      sender.close();
    }
  });

  it('refuse a certificate the machine does not trust, unless told otherwise', async () => {
    const { port, seen } = await startServer({ secure: true });
    const sender = createMailSender(testConfig({ SMTP_URL: `smtps://mailer:S3cret-pass@localhost:${port}` }));
    try {
      await expect(sender.send(message(1))).rejects.toThrow(/self-signed certificate/);
      expect(seen.subjects).toEqual([]);
    } finally {
      sender.close();
    }
  });
});
