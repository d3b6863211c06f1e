/**
 * Campaign benchmark: `npm run bench:campaign`.
 * Starts the real app (startServer: a throwaway embedded PostgreSQL, migrations, the background
 * jobs with the email outbox worker) against an SMTP server on loopback in this process, creates N
 * merchants (default 10,000) and sends one campaign to all of them over HTTP. Prints how long the
 * 202 took and the messages a second end to end (202 to the last message recorded as sent), then, in
 * the same run and on the same SMTP server, a bare nodemailer loop: a pooled transport with the same
 * connections and the same messages in flight sending N messages of the same size, no database; once
 * with TCP_NODELAY connections as the app opens them, once with nodemailer's defaults.
 * Target: the 202 under 200 ms and at least 500 messages a second.
 * Options: --merchants N, --pool N (SMTP_POOL_SIZE, default 5), --runs N (campaigns, default 1).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { parseArgs } from '@server/cli/cli-support';
import { loadConfig } from '@server/config';
import { startServer } from '@server/server';
import { renderBrandedEmail } from '@server/modules/email';
import { createAdmin } from '@server/modules/staff';

const args = parseArgs(process.argv.slice(2));
const MERCHANTS = Number(args.merchants ?? 10_000);
const POOL = Number(args.pool ?? 5);
const RUNS = Number(args.runs ?? 1);
const IN_FLIGHT = POOL * 8; // as the outbox worker keeps (email-worker.ts)
const ADMIN = { email: 'bench@smartsplit.local', password: 'Bench-Admin-Pass-1' };
const started = performance.now();
const log = (line: string) => console.log(line);
const stage = (line: string) => log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

/** A counting SMTP sink: reads each message to its end, keeps its Message-ID (to count duplicates) and the first one whole. */
async function startSink() {
  const state = { count: 0, ids: new Map<string, number>(), firstRaw: undefined as Buffer | undefined, lastSize: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        state.firstRaw ??= raw;
        const head = raw.subarray(0, Math.min(raw.length, 4096)).toString('latin1');
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? '';
        state.ids.set(id, (state.ids.get(id) ?? 0) + 1);
        state.count += 1;
        state.lastSize = raw.length;
        callback();
      });
    },
  });
  const net = (server as unknown as { server: import('node:net').Server }).server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (net.address() as { port: number }).port;
  return { state, url: `smtp://127.0.0.1:${port}`, port, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function main() {
  const sink = await startSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-bench-campaign-'));
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(48).toString('base64url'),
      SMTP_URL: sink.url,
      SMTP_POOL_SIZE: String(POOL),
      MAIL_FROM: 'SmartSplit <no-reply@smartsplit.bench>',
    },
    'bench',
  );
  const server = await startServer(config, { logger: pino({ level: 'warn' }), ephemeralDatabase: true, webDir: '/nonexistent-web-dir' });
  const { db } = server.database;
  try {
    await createAdmin(db, ADMIN);
    stage(`Creating ${MERCHANTS.toLocaleString('en-GB')} merchants...`);
    await db.execute(sql`
      insert into merchants (merchant_id, company_name, contact_email, contact_phone, business_type, industry, status)
      select 'mch_bench_' || g, 'Bench Merchant ' || g || ' Ltd', 'bench-' || g || '@example.test', '+44 20 7946 0000', 'Limited company', 'Retail', 'ACTIVE'
      from generate_series(1, ${MERCHANTS}::int) g`);
    await db.execute(sql`analyze merchants`);
    const ids = (await db.execute<{ merchant_id: string }>(sql`select merchant_id from merchants order by created_at, merchant_id`)).rows.map(
      (r) => r.merchant_id,
    );

    stage('Signing in...');
    const login = await fetch(`${server.url}/api/admin/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { token } = (await login.json()) as { token: string };
    const body = 'Dear merchant,\nour fees change from next month.\n\nThe details are in your portal under Settings. Thank you for using SmartSplit.';

    for (let run = 1; run <= RUNS; run += 1) {
      const before = sink.state.count;
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/admin/email-campaigns`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ subject: `Bench campaign ${run}`, body, merchantIds: ids }),
      });
      const accepted = performance.now() - t0;
      const json = (await res.json()) as { campaignId: string; totals: { pending: number } };
      if (res.status !== 202) throw new Error(`campaign: ${res.status} ${JSON.stringify(json)}`);
      log(`Campaign ${run}: 202 in ${accepted.toFixed(0)} ms (${ids.length.toLocaleString('en-GB')} recipients)`);
      // Done when every recipient is recorded: read from the database, as the admin panel does.
      let pending = json.totals.pending;
      while (pending > 0) {
        await new Promise((r) => setTimeout(r, 50));
        pending = (
          await db.execute<{ n: number }>(
            sql`select count(*)::int as n from email_campaign_recipients where campaign_id = ${json.campaignId}::uuid and status = 'PENDING'`,
          )
        ).rows[0]!.n;
      }
      const seconds = (performance.now() - t0) / 1000;
      const delivered = sink.state.count - before;
      log(`  ${delivered.toLocaleString('en-GB')} messages in ${seconds.toFixed(2)} s end to end: ${Math.round(delivered / seconds)} messages a second`);
    }
    const duplicates = [...sink.state.ids.values()].filter((n) => n > 1).length;
    log(`  duplicates at the SMTP server (same Message-ID twice): ${duplicates}`);

    // The bare loop: same server, same pool, same in-flight count, and a message laid out the same way
    // (the same branded layout, text and headers, so nodemailer builds the same MIME), but one message
    // rendered once, no database, no claims, no records.
    const raw = sink.state.firstRaw!;
    const unsubscribe = 'https://smartsplit.example/api/public/unsubscribe?token=mch_bench_1.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const content = renderBrandedEmail({
      subject: 'Bench campaign',
      heading: 'Bench campaign',
      paragraphs: body.split('\n\n'),
      reason:
        'You are receiving this announcement because Bench Merchant 1 Ltd has a SmartSplit merchant account. You can unsubscribe from announcements at any time; account and security emails will still reach you.',
      unsubscribeUrl: unsubscribe,
    });
    // Twice: nodemailer as it comes, and with its connections opened with TCP_NODELAY as the app opens them
    // (mail-transport.ts). As it comes, each message's closing "." waits for the server's delayed ACK.
    const bareLoop = async (label: string, noDelay: boolean) => {
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: sink.port,
        secure: false,
        pool: true,
        maxConnections: POOL,
        maxMessages: 1000,
        ...(noDelay
          ? {
              getSocket: (_options: unknown, callback: (err: Error | null, socket?: { connection: net.Socket }) => void) => {
                const connection = net.connect({ host: '127.0.0.1', port: sink.port, noDelay: true });
                connection.once('connect', () => callback(null, { connection }));
                connection.once('error', callback);
              },
            }
          : {}),
      });
      const before = sink.state.count;
      const t1 = performance.now();
      let next = 0;
      const lane = async () => {
        while (next < ids.length) {
          const i = next++;
          await transport.sendMail({
            from: 'SmartSplit <no-reply@smartsplit.bench>',
            to: `bench-${i + 1}@example.test`,
            subject: 'Bench campaign',
            html: content.html,
            text: content.text,
            headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          });
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, lane));
      const bareSeconds = (performance.now() - t1) / 1000;
      transport.close();
      const bare = sink.state.count - before;
      log(
        `Bare nodemailer loop, ${label}: ${bare.toLocaleString('en-GB')} messages of ${sink.state.lastSize.toLocaleString('en-GB')} bytes (the campaign's: ${raw.length.toLocaleString('en-GB')}) in ${bareSeconds.toFixed(2)} s: ${Math.round(bare / bareSeconds)} messages a second`,
      );
    };
    await bareLoop('TCP_NODELAY as the app', true);
    await bareLoop('nodemailer defaults', false);
    log(`(pool of ${POOL} SMTP connections, ${IN_FLIGHT} messages in flight, sink in this process; the machine is shared, so expect noise)`);
  } finally {
    await server.stop();
    await sink.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
