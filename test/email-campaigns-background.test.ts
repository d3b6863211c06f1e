import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox } from '@server/db/schema/index';
import { createEmailWorker, enqueueEmail, getMailSender, type EmailWorker, type MailSender } from '@server/modules/email';
import { adminSession, adminsByRole, type AdminSession } from './support/admin-fixtures';
import { insertBulkMerchants, type BulkMerchant } from './support/bulk-merchants';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, createTestApps, type TestApp } from './support/test-app';

/**
 * Campaigns sent in the background (decision 0039): the request answers 202 once the campaign is
 * stored, the outbox workers of every instance send it, progress comes from stored rows, and
 * cancel/resume, two instances and a crashed instance never send a recipient two copies. Every
 * count is taken at a real SMTP server on loopback.
 */

const MAIL_FROM = 'SmartSplit <no-reply@smartsplit.test>';
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink?.close();
});

const send = (t: TestApp, token: string, body: unknown) => call(t.app, 'POST', '/api/admin/email-campaigns', { token, body });
const progress = async (t: TestApp, token: string, id: string) =>
  (await call(t.app, 'GET', `/api/admin/email-campaigns/${id}?recipients=none`, { token })).json.campaign;

async function waitForStatus(t: TestApp, token: string, id: string, status: string, timeoutMs = 60_000) {
  await expect.poll(async () => (await progress(t, token, id)).status, { timeout: timeoutMs, interval: 100 }).toBe(status);
}

/** Each recipient got exactly one copy of this subject, and every copy has its own Message-ID from its outbox row. */
function expectEachOnce(subject: string, recipients: BulkMerchant[]) {
  const copies = sink.messages.filter((m) => m.subject === subject);
  const perRecipient = new Map<string, number>();
  for (const m of copies) for (const to of m.envelopeTo) perRecipient.set(to, (perRecipient.get(to) ?? 0) + 1);
  expect(copies).toHaveLength(recipients.length);
  expect(new Set(copies.map((m) => m.messageId)).size).toBe(recipients.length);
  expect(recipients.every((r) => perRecipient.get(r.email.toLowerCase()) === 1)).toBe(true);
}

describe('one instance', () => {
  let t: TestApp;
  let admin: AdminSession;
  let worker: EmailWorker;

  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM });
    admin = await adminSession(t);
  });
  afterAll(async () => {
    await worker?.stop();
    await t?.close();
  });

  it('answers 202 for 10,000 recipients before sending completes', async () => {
    const recipients = await insertBulkMerchants(t.db, 10_000, 'tenk');
    worker = createEmailWorker(t.app.ctx);
    worker.start();
    const subject = `Ten thousand ${Date.now()}`;
    const res = await send(t, admin.token, { subject, body: 'Hello everyone', merchantIds: recipients.map((r) => r.merchantId) });
    const sentAtAnswer = sink.messages.filter((m) => m.subject === subject).length;
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: 'QUEUED', totals: { recipients: 10_000, pending: 10_000, sent: 0, failed: 0 } });
    // The answer came before the campaign was sent: the running worker had most of it still to do.
    expect(sentAtAnswer).toBeLessThan(10_000);
    const id = res.json.campaignId;

    // It is being sent in the background: progress moves, from stored rows.
    await expect.poll(async () => (await progress(t, admin.token, id)).totals.sent, { timeout: 30_000, interval: 50 }).toBeGreaterThan(0);
    const list = await call(t.app, 'GET', '/api/admin/email-campaigns?limit=5', { token: admin.token });
    expect(list.json.campaigns.find((c: { id: string }) => c.id === id)).toMatchObject({ status: 'SENDING', totals: { recipients: 10_000 } });

    // Canceled mid-way (the rest of this file needs the worker): what was not sent stays remaining.
    const canceled = await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/cancel`, { token: admin.token });
    expect(canceled.json).toMatchObject({ status: 'CANCELED' });
    await worker.stop();
    const after = await progress(t, admin.token, id);
    expect(after.totals.sent + after.totals.pending).toBe(10_000);
    expect(after.totals.pending).toBeGreaterThan(0);
    expect(sink.messages.filter((m) => m.subject === subject)).toHaveLength(after.totals.sent);
  }, 120_000);

  it('progress moves from QUEUED through SENDING to COMPLETED, its counts only growing', async () => {
    const recipients = await insertBulkMerchants(t.db, 150, 'progress');
    sink.delayMs = 5;
    const subject = `Progress ${Date.now()}`;
    const res = await send(t, admin.token, { subject, body: 'Hello', merchantIds: recipients.map((r) => r.merchantId) });
    const id = res.json.campaignId;
    expect((await progress(t, admin.token, id)).status).toBe('QUEUED');
    worker = createEmailWorker(t.app.ctx, { concurrency: 6 });
    worker.start();
    const seen: { status: string; sent: number; pending: number }[] = [];
    try {
      for (;;) {
        const p = await progress(t, admin.token, id);
        seen.push({ status: p.status, sent: p.totals.sent, pending: p.totals.pending });
        expect(p.totals.sent + p.totals.pending).toBe(150);
        if (p.status === 'COMPLETED') break;
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      sink.delayMs = 0;
      await worker.stop();
    }
    expect(seen.at(-1)).toEqual({ status: 'COMPLETED', sent: 150, pending: 0 });
    expect(seen.some((s) => s.status === 'SENDING')).toBe(true);
    for (let i = 1; i < seen.length; i += 1) expect(seen[i]!.sent).toBeGreaterThanOrEqual(seen[i - 1]!.sent);
    expectEachOnce(subject, recipients);
  }, 120_000);

  it('cancel holds back what no worker has taken, resume sends the rest, and each recipient gets one copy', async () => {
    const recipients = await insertBulkMerchants(t.db, 120, 'cancel');
    sink.delayMs = 25;
    // Slow on purpose: a few messages in flight at a time, so the cancel lands mid-campaign.
    const slow = createEmailWorker(t.app.ctx, { concurrency: 4 });
    slow.start();
    try {
      const subject = `Cancel and resume ${Date.now()}`;
      const res = await send(t, admin.token, { subject, body: 'Hello', merchantIds: recipients.map((r) => r.merchantId) });
      expect(res.status).toBe(202);
      const id = res.json.campaignId;
      await expect.poll(async () => (await progress(t, admin.token, id)).totals.sent, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(8);

      const canceled = await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/cancel`, { token: admin.token });
      expect(canceled.status).toBe(200);
      expect(canceled.json).toMatchObject({ id, status: 'CANCELED', canceledAt: expect.any(String) });
      expect(canceled.json.totals.pending).toBeGreaterThan(0);
      expect(await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/cancel`, { token: admin.token })).toMatchObject({
        status: 409,
        json: { code: 'CAMPAIGN_NOT_SENDING' },
      });

      // Messages in flight finish; nothing more goes out while canceled.
      await expect
        .poll(async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject))).filter((r) => r.status === 'SENDING').length, {
          timeout: 10_000,
        })
        .toBe(0);
      const heldAt = sink.messages.filter((m) => m.subject === subject).length;
      await new Promise((r) => setTimeout(r, 500));
      slow.nudge();
      await new Promise((r) => setTimeout(r, 300));
      expect(sink.messages.filter((m) => m.subject === subject).length).toBe(heldAt);
      expect(heldAt).toBeLessThan(recipients.length);
      const stillCanceled = await progress(t, admin.token, id);
      expect(stillCanceled).toMatchObject({ status: 'CANCELED', totals: { sent: heldAt, pending: recipients.length - heldAt } });

      const resumed = await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/resume`, { token: admin.token });
      expect(resumed.status).toBe(200);
      expect(resumed.json).toMatchObject({ status: 'SENDING', canceledAt: null });
      await waitForStatus(t, admin.token, id, 'COMPLETED');
      expectEachOnce(subject, recipients);

      // Invalid transitions once it is done.
      for (const action of ['cancel', 'resume']) {
        const r = await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/${action}`, { token: admin.token });
        expect(r.status).toBe(409);
        expect(r.json).toMatchObject({ code: action === 'cancel' ? 'CAMPAIGN_NOT_SENDING' : 'CAMPAIGN_NOT_CANCELED', message: expect.any(String) });
      }
      const audits = await t.db
        .select({ action: auditLogs.action, actorId: auditLogs.actorId })
        .from(auditLogs)
        .where(and(eq(auditLogs.targetId, id)));
      expect(audits.map((a) => a.action).sort()).toEqual(['email.campaign.cancel', 'email.campaign.resume', 'email.campaign.send']);
      expect(audits.every((a) => a.actorId === admin.id)).toBe(true);
    } finally {
      sink.delayMs = 0;
      await slow.stop();
    }
  }, 120_000);

  it('sends account mail queued behind a large campaign before the rest of the campaign', async () => {
    const recipients = await insertBulkMerchants(t.db, 300, 'ahead');
    const subject = `Ahead ${Date.now()}`;
    const res = await send(t, admin.token, { subject, body: 'Hello', merchantIds: recipients.map((r) => r.merchantId) });
    expect(res.status).toBe(202);
    await enqueueEmail(t.db, { kind: 'test.account', to: 'account-holder@example.test', subject: `Account ${subject}`, html: '<p>x</p>', text: 'x' });
    // One round of the worker: the account message is in it, though 300 campaign messages were due before it.
    const one = createEmailWorker(t.app.ctx, { concurrency: 10 });
    await one.runOnce();
    expect(sink.to('account-holder@example.test').filter((m) => m.subject === `Account ${subject}`)).toHaveLength(1);
    expect(sink.messages.filter((m) => m.subject === subject)).toHaveLength(9);
    await call(t.app, 'POST', `/api/admin/email-campaigns/${res.json.campaignId}/cancel`, { token: admin.token });
  });

  it('refuses lower roles and merchants, and answers 404 for unknown and malformed ids', async () => {
    const staff = await adminsByRole(t, 'roles', { signIn: 'mint' });
    const merchant = await signupTestMerchant(t.app, { companyName: 'Not Staff Ltd' });
    const [target] = await insertBulkMerchants(t.db, 1, 'roles');
    const body = { subject: 'Roles', body: 'Hello', merchantIds: [target!.merchantId] };
    const queued = await send(t, admin.token, body);
    expect(queued.status).toBe(202);
    const id = queued.json.campaignId;
    const before = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Roles'));

    for (const role of ['SUPPORT', 'FINANCE'] as const) {
      const token = staff[role]?.token;
      if (!token) continue;
      expect((await send(t, token, body)).status, role).toBe(403);
      expect((await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/cancel`, { token })).status, role).toBe(403);
      expect((await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/resume`, { token })).status, role).toBe(403);
    }
    for (const path of [`${id}/cancel`, `${id}/resume`]) {
      expect((await call(t.app, 'POST', `/api/admin/email-campaigns/${path}`, { token: merchant.token })).status).toBe(403);
      expect((await call(t.app, 'POST', `/api/admin/email-campaigns/${path}`, { token: '' })).status).toBe(401);
    }
    // Nothing changed: still queued, one outbox row.
    expect((await progress(t, admin.token, id)).status).toBe('QUEUED');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, 'Roles'))).toHaveLength(before.length);

    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      for (const action of ['cancel', 'resume']) {
        const r = await call(t.app, 'POST', `/api/admin/email-campaigns/${encodeURIComponent(unknown)}/${action}`, { token: admin.token });
        expect(r.status).toBe(404);
        expect(r.json).toMatchObject({ code: 'CAMPAIGN_NOT_FOUND' });
      }
      expect((await call(t.app, 'GET', `/api/admin/email-campaigns/${encodeURIComponent(unknown)}?recipients=none`, { token: admin.token })).status).toBe(404);
    }
    expect((await call(t.app, 'GET', `/api/admin/email-campaigns/${id}?recipients=some`, { token: admin.token })).status).toBe(400);
    // Resume of a campaign that is not canceled.
    expect(await call(t.app, 'POST', `/api/admin/email-campaigns/${id}/resume`, { token: admin.token })).toMatchObject({
      status: 409,
      json: { code: 'CAMPAIGN_NOT_CANCELED' },
    });
  });

  it('concurrent cancels of one campaign: one succeeds, the others are 409', async () => {
    const recipients = await insertBulkMerchants(t.db, 30, 'burst');
    const res = await send(t, admin.token, { subject: `Burst ${Date.now()}`, body: 'Hello', merchantIds: recipients.map((r) => r.merchantId) });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call(t.app, 'POST', `/api/admin/email-campaigns/${res.json.campaignId}/cancel`, { token: admin.token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const held = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from email_outbox o join email_campaign_recipients r on r.id = o.campaign_recipient_id
      where r.campaign_id = ${res.json.campaignId}::uuid and o.status = 'CANCELED'`);
    expect(held.rows[0]!.n).toBe(30);
  });
});

describe('two instances on one database', () => {
  let apps: TestApp[];
  let close: () => Promise<void>;
  let admin: AdminSession;

  beforeAll(async () => {
    ({ apps, close } = await createTestApps(2, { SMTP_URL: sink.url, MAIL_FROM }));
    admin = await adminSession(apps[0]!);
  });
  afterAll(async () => {
    await close?.();
  });

  /** A sender that counts what it hands to the mail server, so a test can tell which instance sent what. */
  function counting(inner: MailSender): MailSender & { count: number } {
    const wrapped = {
      kind: inner.kind,
      count: 0,
      async send(m: Parameters<MailSender['send']>[0]) {
        const result = await inner.send(m);
        wrapped.count += 1;
        return result;
      },
      close: () => inner.close(),
    };
    return wrapped;
  }

  it('both send one campaign, and each recipient gets exactly one message', async () => {
    const recipients = await insertBulkMerchants(apps[0]!.db, 600, 'pair');
    sink.delayMs = 2;
    const senders = apps.map((a) => counting(getMailSender(a.app.ctx)));
    const workers = apps.map((a, i) => createEmailWorker(a.app.ctx, { sender: senders[i], concurrency: 10, intervalMs: 50 }));
    workers.forEach((w) => w.start());
    try {
      const subject = `Two instances ${Date.now()}`;
      const res = await send(apps[1]!, admin.token, { subject, body: 'Hello', merchantIds: recipients.map((r) => r.merchantId) });
      expect(res.status).toBe(202);
      await waitForStatus(apps[0]!, admin.token, res.json.campaignId, 'COMPLETED');
      expectEachOnce(subject, recipients);
      expect(senders[0]!.count + senders[1]!.count).toBe(600);
      expect(senders[0]!.count).toBeGreaterThan(0);
      expect(senders[1]!.count).toBeGreaterThan(0);
    } finally {
      sink.delayMs = 0;
      await Promise.all(workers.map((w) => w.stop()));
    }
  }, 120_000);

  it('an instance that dies mid-campaign holding claimed messages: the other finishes, with no duplicates', async () => {
    const recipients = await insertBulkMerchants(apps[0]!.db, 200, 'crash');
    const [doomedApp, survivorApp] = apps as [TestApp, TestApp];
    // The doomed instance sends 20 messages, then freezes: every later send never returns, as a killed
    // process holds its claimed rows (SENDING, leased) and records nothing.
    const real = getMailSender(doomedApp.app.ctx);
    let allowed = 20;
    const frozen: MailSender = {
      kind: 'smtp',
      send: (m) => (allowed-- > 0 ? real.send(m) : new Promise<never>(() => undefined)),
      close: () => undefined,
    };
    const doomed = createEmailWorker(doomedApp.app.ctx, { sender: frozen, concurrency: 10, intervalMs: 50 });
    doomed.start();
    const subject = `Crash ${Date.now()}`;
    const res = await send(doomedApp, admin.token, { subject, body: 'Hello', merchantIds: recipients.map((r) => r.merchantId) });
    const id = res.json.campaignId;
    // Dead: it has sent its 20 and holds messages it will never finish.
    await expect.poll(() => sink.messages.filter((m) => m.subject === subject).length, { timeout: 20_000 }).toBe(20);
    const held = async () =>
      (
        await doomedApp.db.execute<{ n: number }>(sql`
          select count(*)::int as n from email_outbox o join email_campaign_recipients r on r.id = o.campaign_recipient_id
          where r.campaign_id = ${id}::uuid and o.status = 'SENDING'`)
      ).rows[0]!.n;
    // It may still be claiming when its sends stop returning: wait until what it holds stops changing.
    let heldByDead = 0;
    await expect
      .poll(
        async () => {
          const before = await held();
          await new Promise((r) => setTimeout(r, 500));
          heldByDead = await held();
          return heldByDead > 0 && heldByDead === before;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // The survivor takes everything that was never claimed, and leaves the dead instance's leases alone.
    const survivor = createEmailWorker(survivorApp.app.ctx, { concurrency: 10, intervalMs: 50 });
    survivor.start();
    try {
      await expect.poll(async () => (await progress(survivorApp, admin.token, id)).totals.pending, { timeout: 60_000, interval: 100 }).toBe(heldByDead);
      expect(await held()).toBe(heldByDead);
      // The leases run out (shortened here rather than waited for): the survivor sends those once.
      await survivorApp.db.execute(sql`update email_outbox set locked_until = now() - interval '1 second' where status = 'SENDING' and subject = ${subject}`);
      survivor.nudge();
      await waitForStatus(survivorApp, admin.token, id, 'COMPLETED');
      expectEachOnce(subject, recipients);
    } finally {
      await survivor.stop();
    }
  }, 120_000);
});

describe('SMTP_RATE_LIMIT_PER_SECOND', () => {
  it('holds an instance to 50 messages a second over two seconds', async () => {
    const t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM, SMTP_RATE_LIMIT_PER_SECOND: '50' });
    const admin = await adminSession(t);
    const worker = createEmailWorker(t.app.ctx);
    try {
      const recipients = await insertBulkMerchants(t.db, 200, 'rate');
      const subject = `Rate ${Date.now()}`;
      const res = await send(t, admin.token, { subject, body: 'Hello', merchantIds: recipients.map((r) => r.merchantId) });
      expect(res.status).toBe(202);
      const count = () => sink.messages.filter((m) => m.subject === subject).length;
      worker.start();
      await expect.poll(count, { timeout: 10_000, interval: 5 }).toBeGreaterThan(0);
      const first = performance.now();
      const atFirst = count();
      await new Promise((r) => setTimeout(r, 2000 - (performance.now() - first)));
      const inTwoSeconds = count() - atFirst;
      // The window as it really was: a loaded machine fires the timer late.
      const seconds = (performance.now() - first) / 1000;
      // 50 a second over the window, plus the bucket's burst (10) and what was taken just before the
      // window began and arrived inside it (at most one more bucket's worth, 10). A loaded machine may
      // send slower than the limit (44 in two seconds has been seen), so the lower bound only shows the
      // limit does not starve sending.
      expect(inTwoSeconds).toBeGreaterThanOrEqual(20);
      expect(inTwoSeconds).toBeLessThanOrEqual(Math.ceil(50 * seconds) + 20);
    } finally {
      await worker.stop();
      await t.close();
    }
  }, 60_000);
});
