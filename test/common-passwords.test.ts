import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE } from '@contract/common';
import { createAdmin } from '@server/modules/staff';
import { adminSession, ADMIN_PASSWORD, type AdminSession } from './support/admin-fixtures';
import { randomIp, signupBody, signupTestMerchant, TEST_MERCHANT_PASSWORD, uniqueEmail } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** Common and breached passwords are refused wherever a password is chosen, with the field named. */

let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(async () => t.close());

// Each passes the composition rules (8+ characters, upper and lower case, a digit) and is on the shipped list.
const LISTED = ['Password1', 'Qwerty123', 'Iloveyou1', 'Trustno1'];
const TOKEN = 'A'.repeat(43);

const refused = (res: { status: number; json: any }, field: string) => {
  expect(res.status).toBe(400);
  expect(res.json).toEqual({ code: 'VALIDATION_ERROR', field, message: `${field}: ${COMMON_PASSWORD_MESSAGE}` });
};

describe('common and breached passwords', () => {
  it('are refused at sign-up, whatever their case, with a field error', async () => {
    for (const password of [...LISTED, 'PASSWORd1', 'pAsSwOrD1']) {
      const res = await call(t.app, 'POST', '/api/merchant/signup', { body: signupBody({ password }), headers: { 'x-forwarded-for': randomIp() } });
      refused(res, 'password');
    }
  });

  it('are refused when changing a password, merchant or admin, and the old password keeps working', async () => {
    const m = await signupTestMerchant(t.app);
    refused(
      await call(t.app, 'POST', '/api/merchant/password', { token: m.token, body: { currentPassword: TEST_MERCHANT_PASSWORD, newPassword: 'Qwerty123' } }),
      'newPassword',
    );
    refused(
      await call(t.app, 'POST', '/api/admin/auth/password', { token: admin.token, body: { currentPassword: ADMIN_PASSWORD, newPassword: 'Iloveyou1' } }),
      'newPassword',
    );
    const login = await call(t.app, 'POST', '/api/merchant/login', {
      body: { email: m.email, password: TEST_MERCHANT_PASSWORD },
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(login.status).toBe(200);
  });

  it('are refused by reset confirmation and by both invitation acceptances, before any token is looked at', async () => {
    const ip = { 'x-forwarded-for': randomIp() };
    refused(await call(t.app, 'POST', '/api/merchant/password-reset/confirm', { body: { token: TOKEN, password: 'Trustno1' }, headers: ip }), 'password');
    refused(await call(t.app, 'POST', '/api/admin/auth/password-reset/confirm', { body: { token: TOKEN, password: 'Trustno1' }, headers: ip }), 'password');
    refused(
      await call(t.app, 'POST', '/api/merchant/team/invitations/accept', {
        body: { token: TOKEN, firstName: 'Tess', lastName: 'Member', password: 'Password1' },
        headers: ip,
      }),
      'password',
    );
    refused(await call(t.app, 'POST', '/api/admin/auth/invitations/accept', { body: { token: TOKEN, password: 'Password1' }, headers: ip }), 'password');
  });

  it('are refused when an admin is created, through the panel or the command line', async () => {
    refused(
      await call(t.app, 'POST', '/api/admin/admins', { token: admin.token, body: { email: uniqueEmail('staff'), password: 'Qwerty123', role: 'SUPPORT' } }),
      'password',
    );
    await expect(createAdmin(t.db, { email: uniqueEmail('cli'), password: 'Password1' })).rejects.toMatchObject({
      code: 'WEAK_PASSWORD',
      statusCode: 400,
      message: COMMON_PASSWORD_MESSAGE,
    });
  });

  it('leave strong passwords and the composition messages as they were', async () => {
    const ok = await call(t.app, 'POST', '/api/merchant/signup', {
      body: signupBody({ password: 'Correct-Horse-Battery-9' }),
      headers: { 'x-forwarded-for': randomIp() },
    });
    expect(ok.status).toBe(201);
    const short = await call(t.app, 'POST', '/api/merchant/signup', { body: signupBody({ password: 'Ab1' }), headers: { 'x-forwarded-for': randomIp() } });
    expect(short.json).toMatchObject({ field: 'password', message: 'password: Password must be at least 8 characters' });
  });
});
