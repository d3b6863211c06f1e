import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppContext } from '@server/context';
import { createDatabase, type Database } from '@server/db/client';
import { emailCampaignRecipients, emailOutbox } from '@server/db/schema/index';
import {
  deliverClaimed,
  deliverNow,
  createMailSender,
  getMailSender,
  claimDueMessages,
  markFailed,
  enqueueEmail,
  MAX_ATTEMPTS,
  storeCampaign,
} from '@server/modules/email';
import { createEmailWorker, type EmailWorker } from '@server/modules/email';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The outbox's promises: nothing is lost across an SMTP outage or a crash,
 * and nothing is sent twice, however many workers compete.
 */

let sink: SmtpSink;
let t: TestApp;
let ctx: AppContext;
let worker: EmailWorker;
let admin: AdminSession;
const merchants: TestMerchant[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>' });
  ctx = t.app.ctx;
  worker = createEmailWorker(ctx);
  admin = await adminSession(t);
  for (let i = 0; i < 8; i += 1) merchants.push(await signupTestMerchant(t.app, { companyName: `Outbox Merchant ${i}` }));
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function drain(w: EmailWorker = worker): Promise<void> {
  while ((await w.runOnce()).claimed > 0);
}

beforeEach(async () => {
  sink.delayMs = 0;
  await drain();
  sink.messages.length = 0;
});

const actor = () => ({ id: admin.id, email: admin.email, ip: '127.0.0.1' });

/** A stored campaign's outbox rows (they are due at once: the workers send campaigns in the background). */
async function campaignOutboxIds(campaignId: string): Promise<string[]> {
  const rows = await t.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .innerJoin(emailCampaignRecipients, eq(emailCampaignRecipients.id, emailOutbox.campaignRecipientId))
    .where(eq(emailCampaignRecipients.campaignId, campaignId));
  return rows.map((r) => r.id);
}
const makeDue = (ids: string[]) =>
  t.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(inArray(emailOutbox.id, ids));
const rowsOf = (ids: string[]) => t.db.select().from(emailOutbox).where(inArray(emailOutbox.id, ids));

function expectEachOnce(subject: string, people: TestMerchant[]) {
  const copies = sink.messages.filter((m) => m.subject === subject);
  expect(copies.map((m) => m.envelopeTo[0]).sort()).toEqual(people.map((p) => p.email).sort());
  expect(new Set(copies.map((m) => m.messageId)).size).toBe(people.length);
}

async function enqueueMany(n: number, subject: string): Promise<string[]> {
  return t.db.transaction(async (tx) => {
    const ids: string[] = [];
    for (let i = 0; i < n; i += 1) ids.push(await enqueueEmail(tx, { kind: 'test', to: `race-${i}@example.test`, subject, html: '<p>x</p>', text: 'x' }));
    return ids;
  });
}

describe('an SMTP outage', () => {
  it('keeps messages waiting with the error, and delivers each once when the server is back', async () => {
    await sink.stop();
    const subject = `Outage ${Date.now()}`;
    const res = await call(t.app, 'POST', '/api/admin/email-campaigns', {
      token: admin.token,
      body: { subject, body: 'Hello', merchantIds: merchants.map((m) => m.merchantId) },
    });
    // Accepted at once: the request never waits for the mail server.
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: 'QUEUED', totals: { recipients: merchants.length, pending: merchants.length, sent: 0 } });

    // The worker keeps failing while the server is down; nothing is lost or marked failed.
    const ids = (await t.db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.subject, subject))).map((r) => r.id);
    await drain();
    for (const row of await rowsOf(ids)) {
      expect(row.status).toBe('PENDING');
      expect(row.lastError).toMatch(/ECONNREFUSED/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    }

    await sink.start();
    await makeDue(ids);
    await drain();
    expectEachOnce(subject, merchants);
    const recipients = await t.db.select().from(emailCampaignRecipients).where(eq(emailCampaignRecipients.campaignId, res.json.campaignId));
    expect(recipients.every((r) => r.status === 'SENT' && r.error === null)).toBe(true);
  });

  it('gives up after the last attempt and records the failure', async () => {
    await sink.stop();
    const [id] = await enqueueMany(1, `Exhausted ${Date.now()}`);
    await t.db
      .update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, id!));
    await drain();
    await sink.start();
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({ status: 'FAILED', attempts: MAX_ATTEMPTS });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
  });
});

describe('a crash mid-campaign', () => {
  it('loses no recipient and sends none twice after the restart', async () => {
    const subject = `Crash ${Date.now()}`;
    const stored = await storeCampaign(ctx, { subject, body: 'Hello', merchantIds: merchants.map((m) => m.merchantId), actor: actor() });
    const outboxIds = await campaignOutboxIds(stored.campaignId);

    // The instance that is about to crash claims a batch, completes two, then dies holding three.
    const doomedSender = createMailSender(ctx.config);
    const claimed = await claimDueMessages(t.db, 5);
    expect(claimed).toHaveLength(5);
    for (const m of claimed.slice(0, 2)) expect((await deliverClaimed(ctx, doomedSender, m)).status).toBe('SENT');
    doomedSender.close();

    // Restarted instance: it takes what was never claimed, but not rows whose lease is still running.
    const restartedSender = createMailSender(ctx.config);
    const restarted = createEmailWorker(ctx, { sender: restartedSender });
    await drain(restarted);
    expect(sink.messages.filter((m) => m.subject === subject)).toHaveLength(8 - 3);

    // Once the dead instance's lease runs out, its rows come back and are sent once.
    await t.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.status, 'SENDING'));
    await drain(restarted);
    expectEachOnce(subject, merchants);
    const rows = await rowsOf(outboxIds);
    expect(rows.every((r) => r.status === 'SENT')).toBe(true);
    expect(rows.filter((r) => r.attempts === 2)).toHaveLength(3);
    restartedSender.close();
  });

  it('resends with the same Message-ID in the one case at-least-once allows: accepted but not yet recorded', async () => {
    const [id] = await enqueueMany(1, `Unrecorded ${Date.now()}`);
    const [message] = await claimDueMessages(t.db, 1);
    expect(message!.id).toBe(id);
    const dying = createMailSender(ctx.config);
    await dying.send(message!); // the server accepts; the process dies before recording it
    dying.close();
    await t.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id!));
    await drain();
    const copies = sink.messages.filter((m) => m.envelopeTo[0] === 'race-0@example.test');
    expect(copies).toHaveLength(2);
    expect(copies[0]!.messageId).toBe(copies[1]!.messageId);
  });

  it('does not let a worker whose lease expired overwrite a newer attempt', async () => {
    const [id] = await enqueueMany(1, `Fenced ${Date.now()}`);
    const [stale] = await claimDueMessages(t.db, 1);
    await t.db
      .update(emailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(emailOutbox.id, id!));
    const [fresh] = await claimDueMessages(t.db, 1);
    expect(fresh!.attempts).toBe(2);
    await markFailed(t.db, stale!, { permanent: true, reason: '550 late news' });
    expect((await rowsOf([id!]))[0]).toMatchObject({ status: 'SENDING', attempts: 2, lastError: null });
    await deliverClaimed(ctx, getMailSender(ctx), fresh!);
    expect((await rowsOf([id!]))[0]!.status).toBe('SENT');
  });
});

describe('several workers at once', () => {
  it('never send a message twice', async () => {
    sink.delayMs = 15;
    const subject = `Race ${Date.now()}`;
    const ids = await enqueueMany(60, subject);
    const second: Database = createDatabase((t.database.pool.options as { connectionString: string }).connectionString, 8);
    const secondSender = createMailSender(ctx.config);
    try {
      // Eight claim loops over two connection pools, as two instances with several rounds in flight.
      const here = Array.from({ length: 4 }, () => createEmailWorker(ctx, { concurrency: 3 }));
      const there = Array.from({ length: 4 }, () => createEmailWorker({ ...ctx, database: second }, { concurrency: 3, sender: secondSender }));
      await Promise.all([...here, ...there].map((w) => drain(w)));
    } finally {
      secondSender.close();
      await second.close();
    }
    const copies = sink.messages.filter((m) => m.subject === subject);
    expect(copies).toHaveLength(60);
    expect(new Set(copies.map((m) => m.envelopeTo[0])).size).toBe(60);
    expect((await rowsOf(ids)).every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
  });

  it('never double-sends when a campaign request and the background worker compete for the same rows', async () => {
    sink.delayMs = 10;
    const subject = `Compete ${Date.now()}`;
    const stored = await storeCampaign(ctx, { subject, body: 'Hello', merchantIds: merchants.map((m) => m.merchantId), actor: actor() });
    const outboxIds = await campaignOutboxIds(stored.campaignId);
    await Promise.all([deliverNow(ctx, outboxIds), drain(worker)]);
    await drain();
    expectEachOnce(subject, merchants);
  });
});

describe('the worker loop', () => {
  it('is nudged by new mail and stop() waits for the send in flight to be recorded', async () => {
    sink.delayMs = 400;
    const looping = createEmailWorker(ctx, { intervalMs: 60_000 });
    looping.start();
    try {
      const [id] = await enqueueMany(1, `Nudged ${Date.now()}`);
      await expect.poll(async () => (await rowsOf([id!]))[0]!.status, { timeout: 5000, interval: 20 }).toBe('SENDING');
      await looping.stop();
      expect((await rowsOf([id!]))[0]!.status).toBe('SENT');
    } finally {
      await looping.stop();
    }
  });
});
