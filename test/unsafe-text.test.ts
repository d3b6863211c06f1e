import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_MESSAGE, SURROGATE_MESSAGE } from '@contract/safe-text';
import { auditLogs, blockedBins, emailCampaignRecipients, emailCampaigns, emailOutbox, merchants } from '@server/db/schema/index';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { multipart, randomIp, signupTestMerchant, tinyPdf, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * NUL (U+0000) and unpaired surrogates, in the places an attack run found them reaching
 * PostgreSQL (a 500 from "invalid byte sequence for encoding UTF8: 0x00", and a campaign stored
 * and sent before failing): every one is now a 400 VALIDATION_ERROR naming the field, and nothing
 * is stored. test/hostile-input.test.ts covers every endpoint of the contract the same way.
 */

let t: TestApp;
let admin: AdminSession;
let merchant: TestMerchant;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, 'unsafe');
  merchant = await signupTestMerchant(t.app);
});
afterAll(async () => t?.close());

const rows = async (
  table: typeof emailCampaigns | typeof emailOutbox | typeof emailCampaignRecipients | typeof blockedBins | typeof auditLogs | typeof merchants,
) => (await t.db.select({ n: count() }).from(table))[0]!.n;

function expectRefused(res: { status: number; json: any }, field: string, message = NUL_MESSAGE) {
  expect(res.status, JSON.stringify(res.json)).toBe(400);
  expect(res.json).toMatchObject({ code: 'VALIDATION_ERROR', field });
  expect(res.json.message).toContain(message);
}

describe('NUL in the places that reached PostgreSQL', () => {
  it('merchant sign-in: email', async () => {
    const res = await call(t.app, 'POST', '/api/merchant/login', { body: { email: 'a\u0000b@x.example', password: 'x' } });
    expectRefused(res, 'email');
    expect(res.json.message).toBe(`email: ${NUL_MESSAGE}`);
  });

  it('admin sign-in: email', async () => {
    expectRefused(await call(t.app, 'POST', '/api/admin/auth/login', { body: { email: 'a\u0000b@x.example', password: 'x' } }), 'email');
  });

  it('admin merchant details: the path parameter', async () => {
    const res = await call(t.app, 'GET', '/api/admin/merchants/%00', { token: admin.token });
    expectRefused(res, 'merchantId');
    expect(res.json.message).toBe(`params.merchantId: ${NUL_MESSAGE}`);
  });

  it('admin merchant status change: the path parameter, and nothing changes', async () => {
    const res = await call(t.app, 'PATCH', `/api/admin/merchants/${merchant.merchantId}%00/status`, { token: admin.token, body: { status: 'ACTIVE' } });
    expectRefused(res, 'merchantId');
  });

  it('admin merchant search: q', async () => {
    const res = await call(t.app, 'GET', '/api/admin/merchants?q=%00', { token: admin.token });
    expectRefused(res, 'q');
    expect(res.json.message).toBe(`querystring.q: ${NUL_MESSAGE}`);
  });

  it('admin transactions: merchantId', async () => {
    expectRefused(await call(t.app, 'GET', '/api/admin/transactions?merchantId=mch_%00', { token: admin.token }), 'merchantId');
  });

  it.each(['action', 'actorEmail', 'targetId'])('audit-log filter: %s', async (filter) => {
    expectRefused(await call(t.app, 'GET', `/api/admin/audit-logs?${filter}=x%00y`, { token: admin.token }), filter);
  });

  it('blocked BIN: reason, and nothing is stored', async () => {
    const before = await rows(blockedBins);
    const res = await call(t.app, 'POST', '/api/admin/risk/blocked-bins', { token: admin.token, body: { prefix: '491234', reason: 'fraud\u0000ring' } });
    expectRefused(res, 'reason');
    expect(await rows(blockedBins)).toBe(before);
  });

  it('campaign: body and merchant id, and nothing is stored or queued', async () => {
    const before = { campaigns: await rows(emailCampaigns), outbox: await rows(emailOutbox) };
    expectRefused(
      await call(t.app, 'POST', '/api/admin/email-campaigns', {
        token: admin.token,
        body: { subject: 'Hello', body: 'Hi\u0000', merchantIds: [merchant.merchantId] },
      }),
      'body',
    );
    expectRefused(
      await call(t.app, 'POST', '/api/admin/email-campaigns', {
        token: admin.token,
        body: { subject: 'Hello', body: 'Hi', merchantIds: [merchant.merchantId, 'mch_\u0000'] },
      }),
      'merchantIds.1',
    );
    expect(await rows(emailCampaigns)).toBe(before.campaigns);
    expect(await rows(emailOutbox)).toBe(before.outbox);
  });

  it('campaign: the id in the path', async () => {
    expectRefused(await call(t.app, 'GET', '/api/admin/email-campaigns/%00', { token: admin.token }), 'id');
    expectRefused(await call(t.app, 'POST', `/api/admin/email-campaigns/${randomUUID()}%00/retry`, { token: admin.token }), 'id');
  });
});

describe('a lone surrogate in a campaign', () => {
  it('is refused by validation before the campaign is stored, so nothing is queued or sent', async () => {
    const before = { campaigns: await rows(emailCampaigns), recipients: await rows(emailCampaignRecipients), outbox: await rows(emailOutbox) };
    const res = await call(t.app, 'POST', '/api/admin/email-campaigns', {
      token: admin.token,
      body: { subject: 'Hello', body: 'Hi', merchantIds: [merchant.merchantId, 'mch_a', 'mch_b', '\ud800'] },
    });
    expectRefused(res, 'merchantIds.3', SURROGATE_MESSAGE);
    expect(res.json.message).toBe(`merchantIds.3: ${SURROGATE_MESSAGE}`);
    expect(await rows(emailCampaigns)).toBe(before.campaigns);
    expect(await rows(emailCampaignRecipients)).toBe(before.recipients);
    expect(await rows(emailOutbox)).toBe(before.outbox);
  });

  it('is refused in the subject and body too, high or low half alone', async () => {
    for (const [body, field] of [
      [{ subject: 'Hi \udc00', body: 'x', merchantIds: [merchant.merchantId] }, 'subject'],
      [{ subject: 'Hi', body: 'a\ud83d', merchantIds: [merchant.merchantId] }, 'body'],
    ] as const) {
      expectRefused(await call(t.app, 'POST', '/api/admin/email-campaigns', { token: admin.token, body }), field, SURROGATE_MESSAGE);
    }
  });

  it('lets a whole surrogate pair (an emoji) through', async () => {
    const res = await call(t.app, 'POST', '/api/admin/email-campaigns', {
      token: admin.token,
      body: { subject: 'Hello \ud83d\ude00', body: 'Hi', merchantIds: ['mch_unknown'] },
    });
    expect(res.status).toBe(202);
    expect(res.json).toMatchObject({ status: 'COMPLETED', totals: { recipients: 1, failed: 1, pending: 0 } });
  });
});

describe('every part of a request, at any depth', () => {
  it('refuses object keys, naming the key with the character replaced', async () => {
    const res = await call(t.app, 'POST', '/api/merchant/login', { body: { email: 'a@b.example', password: 'x', 'pass\u0000word': 'y' } });
    expectRefused(res, 'pass\ufffdword');
  });

  it('refuses nested values by their full path', async () => {
    const res = await call(t.app, 'POST', '/api/merchant/process-payment', {
      token: merchant.testApiKey.secret,
      body: {
        amount: 1000,
        currency: 'GBP',
        customerEmail: 'jo@shop.example',
        cards: [
          { id: 'a', brand: 'VISA', last4: '4242', expMonth: 1, expYear: 2099, available: 5000, rewardRate: 0.01, categoryRates: { ['gro\ud800']: 0.02 } },
        ],
      },
    });
    expectRefused(res, 'cards.0.categoryRates.gro\ufffd', SURROGATE_MESSAGE);
  });

  it('refuses a query parameter the endpoint does not declare, before the schema sees it', async () => {
    expectRefused(await call(t.app, 'GET', '/api/merchant/me?x=%00', { token: merchant.token }), 'x');
  });

  it('answers a deeply nested body without running out of stack', async () => {
    const deep = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/merchant/login', headers: { 'content-type': 'application/json' }, payload: deep });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });

  it('checks the text fields of the multipart document upload', async () => {
    const { payload, headers } = multipart({ documentType: 'DIRECTOR\u0000_ID' }, { content: tinyPdf(), filename: 'id.pdf', contentType: 'application/pdf' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/merchant/verification/documents',
      payload,
      headers: { ...headers, authorization: `Bearer ${merchant.token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'documentType', message: `documentType: ${NUL_MESSAGE}` });
  });

  it('checks the form fields and the token of the unsubscribe POST, urlencoded or multipart', async () => {
    const urlencoded = await t.app.inject({
      method: 'POST',
      url: '/api/public/unsubscribe?token=abc',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One%00Click',
      remoteAddress: randomIp(),
    });
    expect(urlencoded.statusCode).toBe(400);
    expect(urlencoded.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'List-Unsubscribe' });

    const { payload, headers } = multipart({ 'List-Unsubscribe': 'One\u0000Click' });
    const form = await t.app.inject({ method: 'POST', url: '/api/public/unsubscribe?token=abc', headers, payload, remoteAddress: randomIp() });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'List-Unsubscribe' });

    const token = await t.app.inject({
      method: 'POST',
      url: '/api/public/unsubscribe?token=a%00b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'token' });
  });

  it('still reads a one-click unsubscribe sent as multipart', async () => {
    // An invalid token: the page says so, which shows the form was read and the route ran.
    const { payload, headers } = multipart({ 'List-Unsubscribe': 'One-Click' });
    const res = await t.app.inject({ method: 'POST', url: '/api/public/unsubscribe?token=not-a-token', headers, payload });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
