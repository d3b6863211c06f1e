import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from '@contract/verification';
import { emailOutbox } from '@server/db/schema/index';
import { createEmailWorker, type EmailWorker } from '@server/modules/email';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { randomIp, signupTestMerchant, submitTestVerification, uniqueEmail } from './support/factories';
import { call } from './support/helpers';
import { startSmtpSink, type ReceivedMessage, type SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every transactional email, triggered through the real API and delivered by
 * the outbox worker to a real SMTP server on loopback.
 */

const MAIL_FROM = 'SmartSplit <no-reply@smartsplit.test>';
const STAFF = 'partnerships@smartsplit.test';

let sink: SmtpSink;
let t: TestApp;
let worker: EmailWorker;
let admin: AdminSession;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM, ADMIN_NOTIFY_EMAIL: STAFF, PUBLIC_URL: 'https://smartsplit.example' });
  worker = createEmailWorker(t.app.ctx);
  admin = await adminSession(t);
});

afterAll(async () => {
  await t?.close();
  await sink?.close();
});

beforeEach(() => {
  sink.messages.length = 0;
});

async function drain(): Promise<void> {
  while ((await worker.runOnce()).claimed > 0);
}

/** The one message to this address with this subject; fails on none or on a duplicate. */
async function onlyMessage(to: string, subject: string): Promise<ReceivedMessage> {
  await drain();
  const matching = sink.to(to).filter((m) => m.subject === subject);
  expect(matching, `${subject} to ${to}`).toHaveLength(1);
  return matching[0]!;
}

function expectBranded(m: ReceivedMessage) {
  expect(m.headers.from).toBe(MAIL_FROM);
  expect(m.headers['content-type']).toMatch(/^multipart\/alternative/);
  expect(m.messageId).toMatch(/^<[0-9a-f-]{36}@smartsplit\.test>$/);
  // Transactional mail is not a campaign: no unsubscribe headers.
  expect(m.headers['list-unsubscribe']).toBeUndefined();
  expect(m.html).toContain('Smart<span style="color:#6ee7b7;">Split</span>');
  expect(m.html).toContain('<meta name="color-scheme" content="light dark">');
  expect(m.html).toContain('SmartSplit Technologies Ltd, a limited company registered in England and Wales.');
  expect(m.text).toContain('SmartSplit Technologies Ltd, a limited company registered in England and Wales.');
  expect(m.text).toMatch(/You are receiving this email because/);
  // The text part is text, not the layout's markup.
  expect(m.text).not.toMatch(/<(p|table|td|div|a|br|h1)[\s>]/);
}

const review = (documentId: string, body: unknown) => call(t.app, 'PATCH', `/api/admin/verifications/documents/${documentId}`, { token: admin.token, body });
const setStatus = (merchantId: string, status: string) =>
  call(t.app, 'PATCH', `/api/admin/merchants/${merchantId}/status`, { token: admin.token, body: { status } });

describe('merchant lifecycle emails', () => {
  it('welcomes a new merchant once, explaining test mode and the key prefix but never the secret', async () => {
    const m = await signupTestMerchant(t.app, { companyName: 'Welcome & Co <Ltd>', firstName: 'Grace' });
    const mail = await onlyMessage(m.email, 'Welcome to SmartSplit: your test API key is ready');
    expectBranded(mail);
    expect(mail.text).toContain('Welcome, Grace');
    expect(mail.text).toContain(`Welcome & Co <Ltd> now has a SmartSplit merchant account (merchant id ${m.merchantId})`);
    expect(mail.text).toContain('TEST mode');
    expect(mail.text).toContain(m.testApiKey.prefix);
    expect(mail.text).toContain('business verification');
    expect(mail.raw).not.toContain(m.testApiKey.secret);
    // The company name is text, not markup, in the HTML part.
    expect(mail.html).toContain('Welcome &amp; Co &lt;Ltd&gt;');
    expect(mail.html).not.toContain('<Ltd>');
    expect(mail.html).toContain('href="https://smartsplit.example/merchant-portal"');
  });

  it('confirms a submitted verification', async () => {
    const m = await signupTestMerchant(t.app);
    await submitTestVerification(t.app, m.token);
    const mail = await onlyMessage(m.email, 'We have received your verification documents');
    expectBranded(mail);
    expect(mail.text).toContain('24-48 hours');
  });

  it("sends a rejected document with the reviewer's notes and a link back to the wizard", async () => {
    const m = await signupTestMerchant(t.app, { companyName: 'Rejected Docs Ltd' });
    const { documents } = await submitTestVerification(t.app, m.token);
    expect(
      (await review(documents.BANK_STATEMENT!, { status: 'REJECTED', reviewNotes: 'Statement is older than 3 months <b>please</b> & re-scan' })).status,
    ).toBe(200);
    const mail = await onlyMessage(m.email, 'Action required: a verification document was not accepted');
    expectBranded(mail);
    expect(mail.text).toContain("Reviewer's notes: Statement is older than 3 months <b>please</b> & re-scan");
    expect(mail.html).toContain('Statement is older than 3 months &lt;b&gt;please&lt;/b&gt; &amp; re-scan');
    expect(mail.text).toContain('Bank statement');
    expect(mail.text).toContain('https://smartsplit.example/merchant-verification');
    expect(mail.html).toContain('href="https://smartsplit.example/merchant-verification"');
  });

  it('announces approval with LIVE access, then suspension and reinstatement', async () => {
    const m = await signupTestMerchant(t.app, { companyName: 'Lifecycle Ltd' });
    const { documents } = await submitTestVerification(t.app, m.token);
    await drain();
    sink.messages.length = 0;
    for (const type of DOCUMENT_TYPES) expect((await review(documents[type]!, { status: 'APPROVED' })).status).toBe(200);
    const approved = await onlyMessage(m.email, 'You are verified: LIVE access is unlocked');
    expectBranded(approved);
    expect(approved.text).toContain('LIVE access is now unlocked');
    expect(approved.text).toContain('Lifecycle Ltd');

    expect((await setStatus(m.merchantId, 'SUSPENDED')).status).toBe(200);
    const suspended = await onlyMessage(m.email, 'Your SmartSplit account has been suspended');
    expectBranded(suspended);
    expect(suspended.text).toContain('Lifecycle Ltd has been suspended');

    expect((await setStatus(m.merchantId, 'ACTIVE')).status).toBe(200);
    const reinstated = await onlyMessage(m.email, 'Your SmartSplit account has been reinstated');
    expectBranded(reinstated);
    expect(reinstated.text).toContain('Lifecycle Ltd is active again');

    // Exactly those three in this stretch, each once, and nothing left to send.
    await drain();
    expect(sink.to(m.email).map((x) => x.subject)).toEqual([
      'You are verified: LIVE access is unlocked',
      'Your SmartSplit account has been suspended',
      'Your SmartSplit account has been reinstated',
    ]);
  });

  it('records each delivery in the outbox with the server reply and the stable Message-ID', async () => {
    const m = await signupTestMerchant(t.app);
    await drain();
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, m.email));
    expect(row).toMatchObject({ status: 'SENT', attempts: 1, lastError: null, messageId: `<${row!.id}@smartsplit.test>`, kind: 'merchant.welcome' });
    expect(row!.smtpResponse).toMatch(/^250 /);
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect(sink.to(m.email)[0]!.messageId).toBe(row!.messageId);
  });
});

describe('contact enquiry emails', () => {
  it('acknowledges the enquirer and notifies staff at ADMIN_NOTIFY_EMAIL', async () => {
    const email = uniqueEmail('enquirer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: randomIp(),
      payload: {
        firstName: 'Sam',
        lastName: 'Taylor',
        email,
        company: 'Gateway <Partners>',
        interestType: 'partnership',
        message: 'Hello <script>alert(1)</script>',
      },
    });
    expect(res.statusCode).toBe(201);
    const ack = await onlyMessage(email, 'We have received your enquiry');
    expectBranded(ack);
    expect(ack.text).toContain('Thank you, Sam');
    // The acknowledgement repeats nothing else the sender typed.
    expect(ack.raw).not.toContain('alert(1)');

    const staff = sink.to(STAFF);
    expect(staff).toHaveLength(1);
    expectBranded(staff[0]!);
    expect(staff[0]!.text).toContain('Hello <script>alert(1)</script>');
    expect(staff[0]!.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(staff[0]!.html).not.toContain('<script>');
  });
});
