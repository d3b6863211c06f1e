import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailCampaignRecipients, emailCampaigns, emailOutbox } from '@server/db/schema/index';
import { createEmailWorker, type EmailWorker } from '@server/modules/email';
import { createUnsubscribeToken } from '@server/modules/email';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { startSmtpSink, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/** POST/GET /api/admin/email-campaigns against a real SMTP server on loopback. */

let sink: SmtpSink;
let t: TestApp;
let admin: AdminSession;
let worker: EmailWorker;
let ok1: TestMerchant;
let refused: TestMerchant;
let ok2: TestMerchant;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'SmartSplit <no-reply@smartsplit.test>', PUBLIC_URL: 'https://smartsplit.example' });
  admin = await adminSession(t);
  worker = createEmailWorker(t.app.ctx);
  ok1 = await signupTestMerchant(t.app, { companyName: 'First Ok Ltd' });
  refused = await signupTestMerchant(t.app, { companyName: 'Refused Mailbox Ltd' });
  ok2 = await signupTestMerchant(t.app, { companyName: 'Second Ok Ltd' });
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

const send = (body: unknown, token = admin.token) => call(t.app, 'POST', '/api/admin/email-campaigns', { token, body });
const drain = async () => {
  while ((await worker.runOnce()).claimed > 0);
};
/** Sends a campaign, which is answered 202 and queued, then lets the outbox worker deliver it. */
const sendAndDeliver = async (body: unknown) => {
  const res = await send(body);
  expect(res.status).toBe(202);
  await drain();
  return res;
};
const detailOf = async (id: string) => (await call(t.app, 'GET', `/api/admin/email-campaigns/${id}`, { token: admin.token })).json;
const received = (m: TestMerchant, subject: string) => sink.to(m.email).filter((x) => x.subject === subject);
const campaignCount = async () => (await t.db.select({ n: count() }).from(emailCampaigns))[0]!.n;

describe('POST /api/admin/email-campaigns: validation', () => {
  it('refuses blank subject or body with the spec message and stores nothing', async () => {
    const before = await campaignCount();
    for (const body of [
      { subject: '   ', body: 'Hello', merchantIds: [ok1.merchantId] },
      { subject: 'Hello', body: ' \n\t ', merchantIds: [ok1.merchantId] },
      { body: 'Hello', merchantIds: [ok1.merchantId] },
      { subject: 'Hello', merchantIds: [ok1.merchantId] },
    ]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ message: 'Subject and body are required', code: 'VALIDATION_ERROR' });
    }
    expect(await campaignCount()).toBe(before);
  });

  it('refuses a campaign with no recipients', async () => {
    for (const merchantIds of [[], ['  ', ''], undefined]) {
      const res = await send({ subject: 'Hi', body: 'Text', merchantIds });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ message: 'No Recipients: Please select at least one merchant', code: 'NO_RECIPIENTS' });
    }
  });

  it('refuses wrong types, unknown fields, oversized values and multi-line subjects', async () => {
    const base = { subject: 'Hi', body: 'Text', merchantIds: [ok1.merchantId] };
    const cases: [unknown, string][] = [
      [{ ...base, extra: 1 }, 'extra'],
      [{ ...base, subject: 42 }, 'subject'],
      [{ ...base, merchantIds: 'mch_x' }, 'merchantIds'],
      [{ ...base, merchantIds: [1] }, 'merchantIds.0'],
      [{ ...base, merchantIds: ['x'.repeat(65)] }, 'merchantIds.0'],
      [{ ...base, merchantIds: Array.from({ length: 10_001 }, (_, i) => `mch_${i}`) }, 'merchantIds'],
      [{ ...base, subject: 's'.repeat(201) }, 'subject'],
      [{ ...base, body: 'b'.repeat(20_001) }, 'body'],
      [{ ...base, subject: 'Hello\r\nBcc: victim@example.com' }, 'subject'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.status, field).toBe(400);
      expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect(
      (await call(t.app, 'POST', '/api/admin/email-campaigns', { token: admin.token, body: '[]', headers: { 'content-type': 'application/json' } })).status,
    ).toBe(400);
  });

  it('is for admins only', async () => {
    const body = { subject: 'Hi', body: 'Text', merchantIds: [ok1.merchantId] };
    expect((await send(body, '')).status).toBe(401);
    expect((await send(body, ok1.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/email-campaigns', { token: ok1.token })).status).toBe(403);
  });
});

describe('POST /api/admin/email-campaigns: delivery', () => {
  it('queues at once, then records per recipient what the SMTP server accepted and refused, keeping unknown ids', async () => {
    sink.refuse(refused.email, 550, '5.1.1 Mailbox unknown');
    const subject = `Pricing update ${Date.now()}`;
    const res = await send({
      subject,
      body: 'New fees from May.',
      merchantIds: [ok1.merchantId, refused.merchantId, ok1.merchantId, ok2.merchantId, 'mch_doesNotExist'],
    });
    // Accepted before anything is sent: duplicates collapsed, the unknown id failed at once, three queued.
    expect(res.status).toBe(202);
    expect(res.json).toEqual({
      campaignId: expect.any(String),
      status: 'QUEUED',
      totals: { recipients: 4, sent: 0, failed: 1, skipped: 0, pending: 3, retryable: 0 },
      message: 'Campaign queued for 3 merchants (1 unknown, 0 unsubscribed)',
    });
    expect(sink.messages.filter((m) => m.subject === subject)).toHaveLength(0);

    await drain();
    const detail = await detailOf(res.json.campaignId);
    expect(detail.campaign).toMatchObject({ status: 'COMPLETED', totals: { recipients: 4, sent: 2, failed: 2, pending: 0, retryable: 1 } });
    expect(detail.recipients.map((r: any) => [r.merchantId, r.merchantName, r.email, r.status, r.error])).toEqual([
      ['mch_doesNotExist', null, null, 'FAILED', 'Unknown merchant id'],
      [refused.merchantId, 'Refused Mailbox Ltd', refused.email, 'FAILED', '550 5.1.1 Mailbox unknown'],
      [ok1.merchantId, 'First Ok Ltd', ok1.email, 'SENT', null],
      [ok2.merchantId, 'Second Ok Ltd', ok2.email, 'SENT', null],
    ]);

    // What the server holds matches: one copy each for the accepted, none for the refused.
    expect(received(ok1, subject)).toHaveLength(1);
    expect(received(ok2, subject)).toHaveLength(1);
    expect(received(refused, subject)).toHaveLength(0);

    // A permanent refusal is not retried, and the worker finds nothing more of this campaign to send.
    const rows = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
    expect(rows.map((r) => [r.toAddress, r.status, r.attempts]).sort()).toEqual(
      [
        [ok1.email, 'SENT', 1],
        [ok2.email, 'SENT', 1],
        [refused.email, 'FAILED', 1],
      ].sort(),
    );
    // Stored without its text: each copy is rendered as it is sent, and no link token is ever stored.
    expect(rows.every((r) => r.html === '' && r.text === '' && r.secretsSealed === null)).toBe(true);
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.subject, subject));
    await drain();
    expect(received(ok1, subject)).toHaveLength(1);
    expect(received(refused, subject)).toHaveLength(0);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'email.campaign.send'), eq(auditLogs.targetId, res.json.campaignId)));
    expect(audit).toMatchObject({ actorType: 'admin', actorId: admin.id, actorEmail: admin.email });
    expect(JSON.parse(audit!.after!)).toMatchObject({ subject, recipients: 4, queued: 3, unknown: 1, skipped: 0 });
    sink.accept(refused.email);
  });

  it('lays the plain-text body into the branded template, escaped, with paragraphs and line breaks kept', async () => {
    const subject = `Launch <b>news</b> & "more" ${Date.now()}`;
    const body = 'Dear merchant,\nwe have news.\n\n<script>alert(1)</script>\n\n<img src=x onerror=alert(2)> <a href="javascript:alert(3)">click</a>';
    await sendAndDeliver({ subject, body, merchantIds: [ok1.merchantId] });
    const [mail] = received(ok1, subject);
    expect(mail!.html).toContain('Dear merchant,<br>we have news.</p>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail!.html).toContain('&lt;img src=x onerror=alert(2)&gt; &lt;a href=&quot;javascript:alert(3)&quot;&gt;click&lt;/a&gt;');
    expect(mail!.html).toContain('Launch &lt;b&gt;news&lt;/b&gt; &amp; &quot;more&quot;');
    expect(mail!.html).not.toMatch(/<script|<img|href="javascript:|<b>news/i);
    expect((mail!.html.match(/<p style=/g) ?? []).length).toBe(3);
    expect(mail!.text).toContain(body);
    expect(mail!.html).toContain('SmartSplit Technologies Ltd, a limited company registered in England and Wales.');
  });

  it('adds one-click unsubscribe headers and a footer link to campaign mail', async () => {
    const subject = `Unsubscribe check ${Date.now()}`;
    await sendAndDeliver({ subject, body: 'Hello', merchantIds: [ok2.merchantId] });
    const [mail] = received(ok2, subject);
    const url = `https://smartsplit.example/api/public/unsubscribe?token=${encodeURIComponent(createUnsubscribeToken(t.app.ctx.keys.links, ok2.merchantId))}`;
    expect(mail!.headers['list-unsubscribe']).toBe(`<${url}>`);
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.html).toContain(`href="${url.replace(/&/g, '&amp;')}"`);
    expect(mail!.text).toContain(`Unsubscribe: ${url}`);
  });

  it('skips merchants who unsubscribed and reports them', async () => {
    const quitter = await signupTestMerchant(t.app, { companyName: 'Quitter Ltd' });
    const token = createUnsubscribeToken(t.app.ctx.keys.links, quitter.merchantId);
    expect((await call(t.app, 'POST', `/api/public/unsubscribe?token=${encodeURIComponent(token)}`)).status).toBe(200);
    const subject = `Skip check ${Date.now()}`;
    const res = await sendAndDeliver({ subject, body: 'Hello', merchantIds: [quitter.merchantId, ok1.merchantId] });
    expect(res.json).toMatchObject({
      totals: { recipients: 2, skipped: 1, pending: 1 },
      message: 'Campaign queued for 1 merchant (0 unknown, 1 unsubscribed)',
    });
    const detail = await detailOf(res.json.campaignId);
    expect(detail.recipients.find((r: any) => r.merchantId === quitter.merchantId)).toMatchObject({
      merchantName: 'Quitter Ltd',
      email: quitter.email,
      status: 'SKIPPED',
      error: 'Merchant has unsubscribed',
    });
    expect(detail.campaign).toMatchObject({ status: 'COMPLETED', totals: { sent: 1, skipped: 1 } });
    expect(received(quitter, subject)).toHaveLength(0);
  });

  it('keeps a temporarily refused message in the outbox and delivers it on a later try', async () => {
    sink.refuse(ok2.email, 451, '4.3.0 Mailbox busy, try later');
    const subject = `Transient ${Date.now()}`;
    const res = await sendAndDeliver({ subject, body: 'Hello', merchantIds: [ok2.merchantId] });
    const waiting = await detailOf(res.json.campaignId);
    expect(waiting.campaign).toMatchObject({ status: 'QUEUED', totals: { pending: 1, sent: 0 } });
    expect(waiting.recipients[0]).toMatchObject({ status: 'PENDING', error: '451 4.3.0 Mailbox busy, try later', attempts: 1 });
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1, lastError: '451 4.3.0 Mailbox busy, try later' });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 15_000);

    sink.accept(ok2.email);
    // Not due yet: the worker leaves it alone.
    while ((await worker.runOnce()).claimed > 0);
    expect(received(ok2, subject)).toHaveLength(0);
    expect((await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id)))[0]!.status).toBe('PENDING');
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(emailOutbox.id, row!.id));
    while ((await worker.runOnce()).claimed > 0);
    expect(received(ok2, subject)).toHaveLength(1);
    const [recipient] = await t.db.select().from(emailCampaignRecipients).where(eq(emailCampaignRecipients.campaignId, res.json.campaignId));
    expect(recipient).toMatchObject({ status: 'SENT', error: null });
  });
});

describe('campaign history and Retry failed', () => {
  it('lists campaigns with totals and shows per-recipient outcomes', async () => {
    sink.refuse(refused.email);
    const subject = `History ${Date.now()}`;
    const sent = await sendAndDeliver({ subject, body: 'Hello', merchantIds: [ok1.merchantId, refused.merchantId, 'mch_unknown1'] });
    const list = await call(t.app, 'GET', '/api/admin/email-campaigns?limit=100', { token: admin.token });
    expect(list.status).toBe(200);
    const summary = list.json.campaigns.find((c: { id: string }) => c.id === sent.json.campaignId);
    expect(summary).toMatchObject({
      subject,
      createdByEmail: admin.email,
      status: 'COMPLETED',
      canceledAt: null,
      totals: { recipients: 3, sent: 1, failed: 2, skipped: 0, pending: 0, retryable: 1 },
    });
    expect(list.json.campaigns[0].id).toBe(sent.json.campaignId);

    const detail = await call(t.app, 'GET', `/api/admin/email-campaigns/${sent.json.campaignId}`, { token: admin.token });
    expect(detail.json.campaign).toMatchObject({ subject, body: 'Hello' });
    expect(detail.json.recipients.map((r: any) => [r.merchantId, r.status, r.error, r.attempts])).toEqual([
      ['mch_unknown1', 'FAILED', 'Unknown merchant id', 0],
      [refused.merchantId, 'FAILED', '550 5.1.1 Mailbox unknown', 1],
      [ok1.merchantId, 'SENT', null, 1],
    ]);
    expect((await call(t.app, 'GET', '/api/admin/email-campaigns/00000000-0000-4000-8000-000000000000', { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/email-campaigns/not-a-uuid', { token: admin.token })).status).toBe(404);
    expect((await call(t.app, 'GET', '/api/admin/email-campaigns?cursor=garbage', { token: admin.token })).status).toBe(400);

    // Retry failed: only the refused merchant, not the unknown id; audited; a second retry has nothing to do.
    sink.accept(refused.email);
    const retry = await call(t.app, 'POST', `/api/admin/email-campaigns/${sent.json.campaignId}/retry`, { token: admin.token });
    // Answered at once, like the first send; the worker sends it.
    expect(retry.status).toBe(202);
    expect(retry.json).toEqual({
      campaignId: sent.json.campaignId,
      status: 'SENDING',
      totals: { recipients: 3, sent: 1, failed: 1, skipped: 0, pending: 1, retryable: 0 },
      message: 'Retry queued for 1 merchant',
    });
    expect(received(refused, subject)).toHaveLength(0);
    await drain();
    expect(received(refused, subject)).toHaveLength(1);
    const after = await call(t.app, 'GET', `/api/admin/email-campaigns/${sent.json.campaignId}`, { token: admin.token });
    expect(after.json.campaign).toMatchObject({ status: 'COMPLETED', totals: { sent: 2, failed: 1, pending: 0, retryable: 0 } });
    expect(after.json.recipients.find((r: any) => r.merchantId === refused.merchantId)).toMatchObject({ status: 'SENT', error: null });
    expect(received(ok1, subject)).toHaveLength(1);
    const again = await call(t.app, 'POST', `/api/admin/email-campaigns/${sent.json.campaignId}/retry`, { token: admin.token });
    expect(again).toMatchObject({ status: 409, json: { code: 'NOTHING_TO_RETRY' } });
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'email.campaign.retry'), eq(auditLogs.targetId, sent.json.campaignId)));
    expect(audits).toHaveLength(1);
  });

  it('pages the history with a cursor', async () => {
    for (let i = 0; i < 3; i += 1) await send({ subject: `Page ${i}`, body: 'x', merchantIds: ['mch_nobody'] });
    const first = await call(t.app, 'GET', '/api/admin/email-campaigns?limit=2', { token: admin.token });
    expect(first.json.campaigns).toHaveLength(2);
    const second = await call(t.app, 'GET', `/api/admin/email-campaigns?limit=2&cursor=${first.json.nextCursor}`, { token: admin.token });
    const ids = [...first.json.campaigns, ...second.json.campaigns].map((c: { id: string }) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(second.json.campaigns[0].subject).toBe('Page 0');
  });
});
