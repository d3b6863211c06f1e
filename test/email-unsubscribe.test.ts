import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, merchants } from '@server/db/schema/index';
import { createEmailWorker, createUnsubscribeToken } from '@server/modules/email';
import { signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { parseMessage } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The unsubscribe link of campaign mail, and the default transport: with no
 * SMTP_URL every message becomes an .eml file under DATA_DIR/mail.
 */

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'smartsplit-email-'));
  t = await createTestApp({ DATA_DIR: dataDir, PUBLIC_URL: 'https://smartsplit.example' });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const tokenFor = (m: TestMerchant) => createUnsubscribeToken(t.app.ctx.keys.links, m.merchantId);
const url = (token: string) => `/api/public/unsubscribe?token=${encodeURIComponent(token)}`;
const optedOut = async (m: TestMerchant) => (await t.db.select({ v: merchants.emailOptOut }).from(merchants).where(eq(merchants.id, m.merchantDbId)))[0]!.v;

describe('GET /api/public/unsubscribe', () => {
  it('shows a confirmation page with a form and changes nothing', async () => {
    const m = await signupTestMerchant(t.app, { companyName: 'Page <Viewer> Ltd' });
    const res = await call(t.app, 'GET', url(tokenFor(m)));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('Page &lt;Viewer&gt; Ltd');
    expect(res.body).not.toContain('<Viewer>');
    expect(res.body).not.toMatch(/<script/i);
    expect(res.body).toContain(`<form method="post" action="${url(tokenFor(m)).replace(/&/g, '&amp;')}"`);
    expect(await optedOut(m)).toBe(false);
  });

  it('refuses forged, truncated, other-purpose and missing tokens', async () => {
    const m = await signupTestMerchant(t.app);
    const good = tokenFor(m);
    const other = await signupTestMerchant(t.app);
    for (const token of [
      `${m.merchantId}.forged`,
      good.slice(0, -2),
      `${other.merchantId}.${good.split('.')[1]}`,
      'x'.repeat(250),
      createUnsubscribeToken(t.app.ctx.keys.links, 'mch_nobody'),
    ]) {
      const res = await call(t.app, 'GET', url(token));
      expect(res.status, token).toBe(400);
      expect(res.body).toContain('This link is not valid');
      expect((await call(t.app, 'POST', url(token))).status).toBe(400);
    }
    expect((await call(t.app, 'GET', '/api/public/unsubscribe')).status).toBe(400);
    expect(await optedOut(m)).toBe(false);
    expect(await optedOut(other)).toBe(false);
  });
});

describe('POST /api/public/unsubscribe', () => {
  it('unsubscribes from the page button, once, audited', async () => {
    const m = await signupTestMerchant(t.app, { companyName: 'Leaving Ltd' });
    const form = await t.app.inject({ method: 'POST', url: url(tokenFor(m)), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('You are unsubscribed');
    expect(await optedOut(m)).toBe(true);
    expect((await call(t.app, 'POST', url(tokenFor(m)))).status).toBe(200);
    const audits = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant.email.unsubscribe'), eq(auditLogs.targetId, m.merchantId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorType: 'anonymous' });
    expect(JSON.parse(audits[0]!.after!)).toEqual({ emailOptOut: true, via: 'unsubscribe page' });
    // The page now says so instead of offering the button again.
    expect((await call(t.app, 'GET', url(tokenFor(m)))).body).toContain('You are unsubscribed');
  });

  it('accepts an RFC 8058 one-click request as mail providers send it', async () => {
    const m = await signupTestMerchant(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: url(tokenFor(m)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(await optedOut(m)).toBe(true);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'merchant.email.unsubscribe'), eq(auditLogs.targetId, m.merchantId)));
    expect(JSON.parse(audit!.after!).via).toBe('one-click');
  });

  it('refuses unknown query fields and oversized bodies', async () => {
    const m = await signupTestMerchant(t.app);
    expect((await call(t.app, 'POST', `${url(tokenFor(m))}&extra=1`)).status).toBe(400);
    const big = await t.app.inject({
      method: 'POST',
      url: url(tokenFor(m)),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a='.padEnd(20_000, 'x'),
    });
    expect(big.statusCode).toBe(413);
    expect(await optedOut(m)).toBe(false);
  });
});

describe('the default transport (no SMTP_URL)', () => {
  it('writes each message as a complete .eml file under DATA_DIR/mail', async () => {
    const m = await signupTestMerchant(t.app, { companyName: 'Eml Reader Ltd' });
    const worker = createEmailWorker(t.app.ctx);
    while ((await worker.runOnce()).claimed > 0);
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, m.email));
    expect(row!.status).toBe('SENT');
    const file = fs.readdirSync(path.join(dataDir, 'mail')).find((f) => f.endsWith(`-${row!.id}.eml`));
    expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f-]{36}\.eml$/);
    expect(row!.smtpResponse).toBe(`250 Written to mail/${file}`);
    const mail = parseMessage(fs.readFileSync(path.join(dataDir, 'mail', file!), 'utf8'));
    expect(mail.headers.to).toBe(m.email);
    expect(mail.headers.from).toBe('SmartSplit <no-reply@smartsplit.local>');
    expect(mail.messageId).toBe(`<${row!.id}@smartsplit.local>`);
    expect(mail.subject).toBe('Welcome to SmartSplit: your test API key is ready');
    expect(mail.text).toContain('Eml Reader Ltd');
    expect(mail.html).toContain('SmartSplit Technologies Ltd');
    // No half-written temporary files are left behind.
    expect(fs.readdirSync(path.join(dataDir, 'mail')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });
});
