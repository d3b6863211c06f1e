import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_IP_LIMIT } from '@server/modules/contact';
import { SIGNUP_IP_LIMIT } from '@server/modules/merchants';
import { createAdmin } from '@server/modules/staff';
import { randomIp, signupBody, signupTestMerchant, uniqueEmail } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every 429 sends Retry-After, set in one place (the error handler) from the wait the error's
 * message states, so a person reading "in 15 minutes" and a client reading the header wait alike.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const UNIT_SECONDS = { second: 1, minute: 60, hour: 3600 } as const;

/** The wait a message states ("Try again in 15 minutes."), in seconds. */
function statedSeconds(message: string): number {
  const match = /try again in (\d+) (second|minute|hour)s?\b/i.exec(message);
  if (!match) throw new Error(`No wait in "${message}"`);
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
}

async function post(url: string, payload: unknown, ip: string) {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
  return { status: res.statusCode, json: res.json(), retryAfter: res.headers['retry-after'] };
}

function expectWaitMatches(res: { status: number; json: { message: string; code: string }; retryAfter: unknown }, withinSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.json.code).toBe('RATE_LIMITED');
  const stated = statedSeconds(res.json.message);
  expect(res.retryAfter).toBe(String(stated));
  expect(stated).toBeGreaterThan(0);
  expect(stated).toBeLessThanOrEqual(withinSeconds);
}

describe('Retry-After states the same wait as the message', () => {
  it('after repeated failed merchant sign-ins', async () => {
    const m = await signupTestMerchant(t.app);
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await post('/api/merchant/login', { email: m.email, password: `Wrong-Pass-${i}A` }, ip)).status).toBe(401);
    const locked = await post('/api/merchant/login', { email: m.email, password: m.password }, ip);
    expectWaitMatches(locked, 15 * 60);
    expect(locked.json.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('after repeated failed admin sign-ins', async () => {
    const email = `${uniqueEmail('locked').split('@')[0]}@smartsplit.test`;
    const password = 'Locked-Admin-Pass-1';
    await createAdmin(t.db, { email, password });
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await post('/api/admin/auth/login', { email, password: `Wrong-pass-${i}` }, ip)).status).toBe(401);
    const locked = await post('/api/admin/auth/login', { email, password }, ip);
    expectWaitMatches(locked, 15 * 60);
    expect(locked.json.message).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });

  it('after too many sign-ins from one address across accounts', async () => {
    const ip = randomIp();
    let last = await post('/api/merchant/login', { email: uniqueEmail('nobody'), password: 'Wrong-Pass-1A' }, ip);
    for (let i = 0; i < 25 && last.status !== 429; i++)
      last = await post('/api/merchant/login', { email: uniqueEmail('nobody'), password: 'Wrong-Pass-1A' }, ip);
    expectWaitMatches(last, 15 * 60);
  });

  it('after too many contact enquiries, with the route carrying success false', async () => {
    const ip = randomIp();
    const enquiry = () => ({
      firstName: 'Sam',
      lastName: 'Taylor',
      email: `sam-${Math.random().toString(36).slice(2)}@gateway.example`,
      interestType: 'partnership',
    });
    for (let i = 0; i < CONTACT_IP_LIMIT; i++) expect((await post('/api/contact', enquiry(), ip)).status).toBe(201);
    const res = await post('/api/contact', enquiry(), ip);
    expectWaitMatches(res, 10 * 60);
    expect(res.json).toMatchObject({ success: false });
  });

  it('after too many sign-ups from one address', async () => {
    const ip = randomIp();
    for (let i = 0; i < SIGNUP_IP_LIMIT; i++) expect((await post('/api/merchant/signup', signupBody(), ip)).status).toBe(201);
    expectWaitMatches(await post('/api/merchant/signup', signupBody(), ip), 60 * 60);
  });
});
