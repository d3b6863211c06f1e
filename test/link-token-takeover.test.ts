import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { createEmailWorker, openSecrets } from '@server/modules/email';
import { platformSettings } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff';
import { adminTokensByRole } from './support/admin-fixtures';
import { randomIp, signupTestMerchant, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { queuedMailTo } from './support/outbox-mail';
import { everyTableText } from './support/table-text';
import { callFrom, invite } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The two account-takeover chains open to a COMPLIANCE admin, and the property that closes both:
 * no table (the email outbox included) and no data-subject export holds a link token that a reset
 * confirmation or an invitation acceptance would take.
 */

let t: TestApp;
let tokens: Record<AdminRole, string>;
let owner: TestMerchant;
const SUPER = 'root.owner@takeover.test';
const NEW_PASSWORD = 'Taken-Over-Passw0rd!';

/** Every base64url run long enough to be a link token (ours are 43 characters). */
const candidates = (text: string) => [...new Set(text.match(/[A-Za-z0-9_-]{40,50}/g) ?? [])];
/** Tokens found after `token=` in any link. */
const linkTokens = (text: string) => [...text.matchAll(/token=([^\s"'&<>\\]+)/g)].map((m) => decodeURIComponent(m[1]!));

const exportFor = (email: string) => call(t.app, 'POST', '/api/admin/compliance/data-subject-requests/export', { token: tokens.COMPLIANCE, body: { email } });

/** Whether any of the strings works as a reset token, a staff or merchant invitation, or a two-factor enrolment link. */
async function anyTokenWorks(strings: string[]): Promise<string[]> {
  const worked: string[] = [];
  for (const token of strings) {
    const reset = await callFrom(t.app, 'POST', '/api/admin/auth/password-reset/confirm', randomIp(), { token, password: NEW_PASSWORD });
    const merchantReset = await callFrom(t.app, 'POST', '/api/merchant/password-reset/confirm', randomIp(), { token, password: NEW_PASSWORD });
    const staff = await callFrom(t.app, 'POST', '/api/admin/auth/invitations/lookup', randomIp(), { token });
    const team = await callFrom(t.app, 'POST', '/api/merchant/team/invitations/lookup', randomIp(), { token });
    const enrolment = await callFrom(t.app, 'POST', '/api/admin/auth/mfa/enrolment-link/confirm', randomIp(), { token });
    for (const [what, res] of [
      ['admin reset', reset],
      ['merchant reset', merchantReset],
      ['staff invitation', staff],
      ['team invitation', team],
      ['enrolment link', enrolment],
    ] as const) {
      if (res.status === 200 || res.status === 201) worked.push(`${what}: ${token}`);
    }
  }
  return worked;
}

beforeAll(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, 'takeover', { signIn: 'mint' });
  await createAdmin(t.db, { email: SUPER, password: 'Root-Owner-Passw0rd', role: 'SUPER_ADMIN' });
  owner = await signupTestMerchant(t.app);
});
afterAll(async () => t.close());

describe('account takeover through link tokens at rest', () => {
  it('chain 1: a reset requested for the super admin, then exported by COMPLIANCE, yields no usable link', async () => {
    const requested = await callFrom(t.app, 'POST', '/api/admin/auth/password-reset/request', randomIp(), { email: SUPER });
    expect(requested.status).toBe(202);
    // The message as the mail server will get it does carry a working link: the token exists, only not at rest.
    const mail = await queuedMailTo(t.app, SUPER, 'admin.password-reset');
    const [realToken] = linkTokens(mail!.text);
    expect(realToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const exported = await exportFor(SUPER);
    expect(exported.status).toBe(200);
    const document = JSON.stringify(exported.json);
    expect(document).not.toContain(realToken);
    // The export says a security email went out, and when, without its text.
    expect(exported.json.data.emails).toEqual([
      expect.objectContaining({
        kind: 'admin.password-reset',
        subject: 'Reset your SmartSplit password',
        linkWithheld: true,
        text: null,
        createdAt: expect.any(String),
      }),
    ]);
    expect(await anyTokenWorks([...linkTokens(document), ...candidates(document)])).toEqual([]);
    // The super admin's password is unchanged.
    expect((await callFrom(t.app, 'POST', '/api/admin/auth/login', randomIp(), { email: SUPER, password: NEW_PASSWORD })).status).toBe(401);
  });

  it('chain 2: a staff invitee named in the audit log, exported by COMPLIANCE, yields no usable invitation', async () => {
    const invited = await call(t.app, 'POST', '/api/admin/admins/invitations', {
      token: tokens.SUPER_ADMIN,
      body: { email: 'next.root@takeover.test', role: 'SUPER_ADMIN' },
    });
    expect(invited.status).toBe(201);
    const audit = await call(t.app, 'GET', '/api/admin/audit-logs?limit=100', { token: tokens.COMPLIANCE });
    expect(audit.status).toBe(200);
    // COMPLIANCE can still learn the address: what it must not get is a link.
    expect(JSON.stringify(audit.json)).toContain('next.root@takeover.test');
    expect(await anyTokenWorks([...linkTokens(JSON.stringify(audit.json)), ...candidates(JSON.stringify(audit.json))])).toEqual([]);

    const exported = await exportFor('next.root@takeover.test');
    expect(exported.status).toBe(200);
    const document = JSON.stringify(exported.json);
    const [realToken] = linkTokens((await queuedMailTo(t.app, 'next.root@takeover.test', 'admin.invitation'))!.text);
    expect(realToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(document).not.toContain(realToken);
    expect(exported.json.data.emails).toEqual([expect.objectContaining({ kind: 'admin.invitation', linkWithheld: true, text: null })]);
    expect(await anyTokenWorks([...linkTokens(document), ...candidates(document)])).toEqual([]);
    const accepted = await callFrom(t.app, 'POST', '/api/admin/auth/invitations/accept', randomIp(), { token: 'x'.repeat(43), password: NEW_PASSWORD });
    expect(accepted.status).toBe(400);
  });

  it('no table holds a token that confirm or accept would take, before the emails are sent and after', async () => {
    const reset = 'merchant.reset@takeover.test';
    expect((await invite(t.app, owner.token, reset, 'DEVELOPER')).status).toBe(201);
    expect((await callFrom(t.app, 'POST', '/api/merchant/password-reset/request', randomIp(), { email: owner.email })).status).toBe(202);
    expect((await callFrom(t.app, 'POST', '/api/admin/auth/password-reset/request', randomIp(), { email: SUPER })).status).toBe(202);
    expect(
      (
        await call(t.app, 'POST', '/api/admin/admins/invitations', {
          token: tokens.SUPER_ADMIN,
          body: { email: 'scan.staff@takeover.test', role: 'OPERATIONS' },
        })
      ).status,
    ).toBe(201);
    // A required two-factor enrolment is confirmed through an emailed link: that token is withheld too.
    await t.db.update(platformSettings).set({ requireAdminMfa: true }).where(eq(platformSettings.id, 1));
    await createAdmin(t.db, { email: 'enrol.scan@takeover.test', password: 'Enrol-Scan-Passw0rd', role: 'SUPPORT' });
    const signIn = await callFrom(t.app, 'POST', '/api/admin/auth/login', randomIp(), { email: 'enrol.scan@takeover.test', password: 'Enrol-Scan-Passw0rd' });
    expect(signIn.json).toMatchObject({ mfaEnrolmentEmailSent: true });
    await t.db.update(platformSettings).set({ requireAdminMfa: false }).where(eq(platformSettings.id, 1));

    const real = [
      ...linkTokens((await queuedMailTo(t.app, reset, 'merchant.team-invitation'))!.text),
      ...linkTokens((await queuedMailTo(t.app, owner.email, 'merchant.password-reset'))!.text),
      ...linkTokens((await queuedMailTo(t.app, SUPER, 'admin.password-reset'))!.text),
      ...linkTokens((await queuedMailTo(t.app, 'scan.staff@takeover.test', 'admin.invitation'))!.text),
      ...linkTokens((await queuedMailTo(t.app, 'enrol.scan@takeover.test', 'admin.mfa-enrolment'))!.text),
    ];
    expect(real).toHaveLength(5);

    const scan = async () => {
      const tables = await everyTableText(t);
      for (const [table, text] of Object.entries(tables)) for (const token of real) expect(text, `${table} holds a live link token`).not.toContain(token);
      const all = Object.values(tables).join('\n');
      return anyTokenWorks([...new Set([...linkTokens(all), ...candidates(all)])]);
    };
    expect(await scan()).toEqual([]);

    // Sending clears even the sealed copy: nothing is left to open once the mail server has it.
    const worker = createEmailWorker(t.app.ctx);
    while ((await worker.runOnce()).claimed > 0);
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from email_outbox where secrets_sealed is not null and status = 'SENT'`);
    expect(rows[0]!.n).toBe(0);
    expect(await scan()).toEqual([]);
  });

  it('a sealed token copied onto another outbox row does not open there', async () => {
    await callFrom(t.app, 'POST', '/api/merchant/password-reset/request', randomIp(), { email: owner.email });
    const { rows } = await t.db.execute<{ id: string; secrets_sealed: string }>(
      sql`select id, secrets_sealed from email_outbox where secrets_sealed is not null order by created_at desc limit 1`,
    );
    const other = await t.db.execute<{ id: string }>(sql`select id from email_outbox where id <> ${rows[0]!.id} limit 1`);
    expect(openSecrets(t.app.ctx.keys.fieldEncryption, rows[0]!.id, rows[0]!.secrets_sealed)).toHaveLength(1);
    expect(() => openSecrets(t.app.ctx.keys.fieldEncryption, other.rows[0]!.id, rows[0]!.secrets_sealed)).toThrow();
  });
});
