import { randomBytes, randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, invitations, merchants, merchantUsers } from '@server/db/schema/index';
import { signupTestMerchant, TEST_MERCHANT_PASSWORD, uniqueEmail, VALID_GB_DETAILS, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { accept, addMember, invitationTokenFor, invite, login, lookup } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Merchant teams through the real API: invitations (single use, 7 days), roles enforced on every
 * call, the last-owner and owner-only rules, other merchants' ids, and the emails and audit trail.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
});
afterAll(async () => t.close());
afterEach(() => {
  delete t.app.ctx.now;
});

const DAY_MS = 24 * 60 * 60 * 1000;

const team = (token: string) => call(t.app, 'GET', '/api/merchant/team', { token });
const changeRole = (token: string, userId: string, role: unknown) => call(t.app, 'PATCH', `/api/merchant/team/members/${userId}`, { token, body: { role } });
const remove = (token: string, userId: string) => call(t.app, 'DELETE', `/api/merchant/team/members/${userId}`, { token });
const revoke = (token: string, invitationId: string) => call(t.app, 'DELETE', `/api/merchant/team/invitations/${invitationId}`, { token });
const me = (token: string) => call(t.app, 'GET', '/api/merchant/me', { token });
const createKey = (token: string) => call(t.app, 'POST', '/api/merchant/api-keys', { token, body: { mode: 'test' } });

async function outboxTo(email: string, kind: string) {
  return t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, email.toLowerCase()), eq(emailOutbox.kind, kind)))
    .orderBy(desc(emailOutbox.createdAt));
}

async function auditActions(targetId: string): Promise<string[]> {
  const rows = await t.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.targetId, targetId)).orderBy(auditLogs.id);
  return rows.map((r) => r.action);
}

describe('invitations', () => {
  let owner: TestMerchant;
  beforeAll(async () => {
    owner = await signupTestMerchant(t.app, { companyName: 'Invite & Co <Ltd>', firstName: 'Olive', lastName: 'Owner' });
  });

  it('emails a single-use link that signs the invitee in with the invited role, and works once', async () => {
    const email = uniqueEmail('dev');
    const res = await invite(t.app, owner.token, `  ${email.toUpperCase()} `, 'DEVELOPER');
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      role: 'DEVELOPER',
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      invitedBy: 'Olive Owner',
    });
    expect(Date.parse(res.json.expiresAt) - Date.parse(res.json.createdAt)).toBe(7 * DAY_MS);
    expect(JSON.stringify(res.json)).not.toMatch(/token/i);

    const [mail] = await outboxTo(email, 'merchant.team-invitation');
    expect(mail!.subject).toBe('You are invited to join Invite & Co <Ltd> on SmartSplit');
    expect(mail!.text).toContain('Olive Owner has invited you to the SmartSplit merchant account of Invite & Co <Ltd>.');
    expect(mail!.text).toContain('Your role: Developer');
    expect(mail!.text).toContain('expires in 7 days');
    expect(mail!.text).toContain('https://portal.example/merchant-portal/accept-invite?token=');
    expect(mail!.html).toContain('Invite &amp; Co &lt;Ltd&gt;');
    const token = await invitationTokenFor(t.app, email);
    expect(token).toHaveLength(43);

    // Only a keyed hash of the token is stored.
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, res.json.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);

    const seen = await lookup(t.app, token);
    expect(seen.status).toBe(200);
    expect(seen.json).toEqual({ companyName: 'Invite & Co <Ltd>', email, role: 'DEVELOPER', expiresAt: res.json.expiresAt });

    const accepted = await accept(t.app, token, { firstName: ' Dev ', lastName: 'Eloper' });
    expect(accepted.status).toBe(201);
    expect(accepted.json).toEqual({
      token: expect.any(String),
      user: { id: expect.any(String), email, firstName: 'Dev', lastName: 'Eloper', role: 'DEVELOPER' },
      merchant: { merchantId: owner.merchantId, companyName: 'Invite & Co <Ltd>', status: 'PENDING_VERIFICATION', verificationStatus: 'NOT_STARTED' },
    });
    expect((await me(accepted.json.token)).json.user.role).toBe('DEVELOPER');
    // The new member signs in with the invited email and the password they chose.
    await login(t.app, email);

    const again = await accept(t.app, token, { firstName: 'Second', lastName: 'Go' });
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVALID_INVITATION');
    expect((await lookup(t.app, token)).json.code).toBe('INVALID_INVITATION');

    expect(await auditActions(res.json.id)).toEqual(['merchant.team.invite', 'merchant.team.invitation.accept']);
  });

  it('expires after 7 days', async () => {
    const email = uniqueEmail('late');
    const res = await invite(t.app, owner.token, email, 'ANALYST');
    const token = await invitationTokenFor(t.app, email);

    t.app.ctx.now = () => Date.now() + 7 * DAY_MS - 60_000;
    expect((await lookup(t.app, token)).status).toBe(200);

    t.app.ctx.now = () => Date.now() + 7 * DAY_MS + 1000;
    expect((await lookup(t.app, token)).json.code).toBe('INVALID_INVITATION');
    const late = await accept(t.app, token);
    expect(late.status).toBe(400);
    expect(late.json.code).toBe('INVALID_INVITATION');
    expect((await team(owner.token)).json.invitations.map((i: { id: string }) => i.id)).not.toContain(res.json.id);
    expect(await t.db.select().from(merchantUsers).where(eq(merchantUsers.email, email))).toHaveLength(0);
  });

  it('refuses forged, malformed and wrongly typed tokens', async () => {
    const forged = randomBytes(32).toString('base64url');
    for (const token of [forged, 'x', 'a'.repeat(43), `${forged}.extra`]) {
      const res = await accept(t.app, token);
      expect(res.status, token).toBe(400);
      expect(res.json.code, token).toBe('INVALID_INVITATION');
    }
    expect((await accept(t.app, 'b'.repeat(201))).json.code).toBe('VALIDATION_ERROR');
    expect((await accept(t.app, 12345 as unknown as string)).json.code).toBe('VALIDATION_ERROR');
    const noToken = await call(t.app, 'POST', '/api/merchant/team/invitations/lookup', { body: {} });
    expect(noToken.status).toBe(400);
    expect(noToken.json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'token' });
    expect((await lookup(t.app, 12345 as unknown as string)).json).toMatchObject({ code: 'VALIDATION_ERROR', field: 'token' });
  });

  it('the look-up takes its token in the body only: a token in the query string is not read', async () => {
    const email = uniqueEmail('query');
    await invite(t.app, owner.token, email, 'ANALYST');
    const token = await invitationTokenFor(t.app, email);
    const url = `/api/merchant/team/invitations/lookup?token=${token}`;
    // The old GET form no longer exists, and a POST does not read the query string.
    expect((await call(t.app, 'GET', url)).status).toBe(404);
    const queryOnly = await call(t.app, 'POST', url, { body: {} });
    expect(queryOnly.status).toBe(400);
    expect(queryOnly.body).not.toContain(email);
    const inBody = await lookup(t.app, token);
    expect(inBody.status).toBe(200);
    expect(inBody.json).toMatchObject({ email, role: 'ANALYST' });
  });

  it('checks the new user\u2019s name and password like sign-up does', async () => {
    const email = uniqueEmail('weak');
    await invite(t.app, owner.token, email, 'ANALYST');
    const token = await invitationTokenFor(t.app, email);
    const weak = await accept(t.app, token, { password: 'weakpass' });
    expect(weak.status).toBe(400);
    expect(weak.json.field).toBe('password');
    const blank = await accept(t.app, token, { firstName: '  ' });
    expect(blank.json.field).toBe('firstName');
    const extra = await accept(t.app, token, { role: 'OWNER' });
    expect(extra.status).toBe(400);
    // None of that used the link up.
    expect((await accept(t.app, token)).status).toBe(201);
  });

  it('throttles an address that keeps trying unusable links', async () => {
    const ip = '10.250.0.9';
    for (let i = 0; i < 20; i++) expect((await lookup(t.app, randomBytes(32).toString('base64url'), ip)).status).toBe(400);
    const limited = await lookup(t.app, randomBytes(32).toString('base64url'), ip);
    expect(limited.status).toBe(429);
    expect(limited.json.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await accept(t.app, randomBytes(32).toString('base64url'), {}, ip)).status).toBe(429);
  });

  it('revokes a pending invitation at once; twice is harmless; an accepted one cannot be revoked', async () => {
    const email = uniqueEmail('revoked');
    const res = await invite(t.app, owner.token, email, 'DEVELOPER');
    const token = await invitationTokenFor(t.app, email);
    expect((await revoke(owner.token, res.json.id)).status).toBe(204);
    expect((await revoke(owner.token, res.json.id)).status).toBe(204);
    expect((await accept(t.app, token)).json.code).toBe('INVALID_INVITATION');
    expect(await auditActions(res.json.id)).toEqual(['merchant.team.invite', 'merchant.team.invitation.revoke']);

    const used = await invite(t.app, owner.token, uniqueEmail('used'), 'ANALYST');
    expect((await accept(t.app, await invitationTokenFor(t.app, used.json.email))).status).toBe(201);
    const late = await revoke(owner.token, used.json.id);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('INVITATION_ACCEPTED');
  });

  it('inviting the same address again replaces the earlier link', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(t.app, owner.token, email, 'ANALYST');
    const firstToken = await invitationTokenFor(t.app, email);
    const second = await invite(t.app, owner.token, email, 'DEVELOPER');
    const secondToken = await invitationTokenFor(t.app, email);
    expect(secondToken).not.toBe(firstToken);
    expect((await accept(t.app, firstToken)).json.code).toBe('INVALID_INVITATION');
    const pending = (await team(owner.token)).json.invitations.filter((i: { email: string }) => i.email === email);
    expect(pending).toEqual([expect.objectContaining({ id: second.json.id, role: 'DEVELOPER' })]);
    expect(first.json.id).not.toBe(second.json.id);
    expect((await accept(t.app, secondToken)).json.user.role).toBe('DEVELOPER');
  });

  it('refuses an email any merchant user already has, at invitation and again at acceptance (409 EMAIL_IN_USE)', async () => {
    const other = await signupTestMerchant(t.app);
    const taken = await invite(t.app, owner.token, other.email.toUpperCase(), 'ANALYST');
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'EMAIL_IN_USE', field: 'email' });
    expect((await invite(t.app, owner.token, owner.email, 'ANALYST')).json.code).toBe('EMAIL_IN_USE');

    // Two merchants invite the same person; the second link fails once the first is accepted.
    const email = uniqueEmail('popular');
    await invite(t.app, owner.token, email, 'ANALYST');
    const tokenA = await invitationTokenFor(t.app, email);
    await invite(t.app, other.token, email, 'ADMIN');
    const tokenB = await invitationTokenFor(t.app, email);
    expect(tokenB).not.toBe(tokenA);
    expect((await accept(t.app, tokenA)).status).toBe(201);
    const second = await accept(t.app, tokenB);
    expect(second.status).toBe(409);
    expect(second.json.code).toBe('EMAIL_IN_USE');
  });

  it('validates the invitation request', async () => {
    const bad = await invite(t.app, owner.token, 'not-an-email', 'ANALYST');
    expect(bad.status).toBe(400);
    expect(bad.json.field).toBe('email');
    const role = await invite(t.app, owner.token, uniqueEmail(), 'SUPERUSER' as never);
    expect(role.json.field).toBe('role');
    const extra = await call(t.app, 'POST', '/api/merchant/team/invitations', {
      token: owner.token,
      body: { email: uniqueEmail(), role: 'ANALYST', merchantId: 'mch_x' },
    });
    expect(extra.status).toBe(400);
  });

  it('limits invitations to 20 an hour per merchant, refused attempts included', async () => {
    const busy = await signupTestMerchant(t.app);
    for (let i = 0; i < 20; i++) expect((await invite(t.app, busy.token, uniqueEmail('bulk'), 'ANALYST')).status).toBe(201);
    const limited = await invite(t.app, busy.token, uniqueEmail('bulk'), 'ANALYST');
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/^Too many invitations from this account\. Try again in \d+ (minutes?|hour)\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a suspended merchant\u2019s links', async () => {
    const shop = await signupTestMerchant(t.app);
    const email = uniqueEmail('suspended');
    await invite(t.app, shop.token, email, 'ANALYST');
    const token = await invitationTokenFor(t.app, email);
    await t.db.update(merchants).set({ status: 'SUSPENDED' }).where(eq(merchants.id, shop.merchantDbId));
    expect((await lookup(t.app, token)).json.code).toBe('MERCHANT_SUSPENDED');
    expect((await accept(t.app, token)).json.code).toBe('MERCHANT_SUSPENDED');
  });
});

describe('roles', () => {
  let owner: TestMerchant;
  beforeAll(async () => {
    owner = await signupTestMerchant(t.app);
  });

  it('an ANALYST cannot create a key; a DEVELOPER can, but cannot submit verification', async () => {
    const analyst = await addMember(t.app, owner, 'ANALYST');
    const refused = await createKey(analyst.token);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FORBIDDEN_ROLE');

    const developer = await addMember(t.app, owner, 'DEVELOPER');
    expect((await createKey(developer.token)).status).toBe(201);
    const submit = await call(t.app, 'POST', '/api/merchant/verification/submit', { token: developer.token, body: VALID_GB_DETAILS });
    expect(submit.status).toBe(403);
    expect(submit.json.code).toBe('FORBIDDEN_ROLE');
    expect((await team(developer.token)).json.code).toBe('FORBIDDEN_ROLE');
  });

  it('a role change applies to the member\u2019s very next request, and they are emailed', async () => {
    const member = await addMember(t.app, owner, 'DEVELOPER');
    const changed = await changeRole(owner.token, member.userId, 'ANALYST');
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ id: member.userId, name: 'Tess Member', email: member.email, role: 'ANALYST', createdAt: expect.any(String), isYou: false });
    expect((await createKey(member.token)).json.code).toBe('FORBIDDEN_ROLE');
    expect((await me(member.token)).json.user.role).toBe('ANALYST');

    const [mail] = await outboxTo(member.email, 'merchant.team-role-changed');
    expect(mail!.subject).toBe('Your role at Acme Trading Ltd is now Analyst');
    expect(mail!.text).toContain('Ada Lovelace changed your role in the SmartSplit merchant account of Acme Trading Ltd from Developer to Analyst.');
    expect(await auditActions(member.userId)).toContain('merchant.team.role.change');

    // The same role again changes nothing and sends nothing.
    expect((await changeRole(owner.token, member.userId, 'ANALYST')).status).toBe(200);
    expect(await outboxTo(member.email, 'merchant.team-role-changed')).toHaveLength(1);
    expect((await changeRole(owner.token, member.userId, 'BOSS')).json.field).toBe('role');
  });

  it('only an OWNER grants, changes, removes or revokes the OWNER role', async () => {
    const admin = await addMember(t.app, owner, 'ADMIN');
    const analyst = await addMember(t.app, owner, 'ANALYST');

    const inviteOwner = await invite(t.app, admin.token, uniqueEmail(), 'OWNER');
    expect(inviteOwner.status).toBe(403);
    expect(inviteOwner.json).toMatchObject({ code: 'FORBIDDEN_ROLE', field: 'role' });
    expect((await changeRole(admin.token, analyst.userId, 'OWNER')).json.code).toBe('FORBIDDEN_ROLE');
    expect((await changeRole(admin.token, owner.userId, 'ANALYST')).json.code).toBe('FORBIDDEN_ROLE');
    expect((await remove(admin.token, owner.userId)).json.code).toBe('FORBIDDEN_ROLE');

    const ownerInvite = await invite(t.app, owner.token, uniqueEmail('co-owner'), 'OWNER');
    expect(ownerInvite.status).toBe(201);
    expect((await revoke(admin.token, ownerInvite.json.id)).json.code).toBe('FORBIDDEN_ROLE');

    // An ADMIN manages everyone else.
    expect((await changeRole(admin.token, analyst.userId, 'DEVELOPER')).json.role).toBe('DEVELOPER');
    expect((await invite(t.app, admin.token, uniqueEmail(), 'ADMIN')).status).toBe(201);
    expect((await remove(admin.token, analyst.userId)).status).toBe(204);
  });

  it('keeps the last OWNER: cannot be demoted or removed, even by themselves', async () => {
    const shop = await signupTestMerchant(t.app);
    const demote = await changeRole(shop.token, shop.userId, 'ADMIN');
    expect(demote.status).toBe(409);
    expect(demote.json.code).toBe('LAST_OWNER');
    const removeSelf = await remove(shop.token, shop.userId);
    expect(removeSelf.status).toBe(409);
    expect(removeSelf.json.code).toBe('LAST_OWNER');

    // With a second owner, one may step down; then the other is the last.
    const second = await addMember(t.app, shop, 'OWNER');
    expect((await changeRole(second.token, shop.userId, 'ADMIN')).json.role).toBe('ADMIN');
    expect((await changeRole(second.token, second.userId, 'DEVELOPER')).json.code).toBe('LAST_OWNER');
    expect((await remove(second.token, second.userId)).json.code).toBe('LAST_OWNER');
    const owners = await t.db
      .select()
      .from(merchantUsers)
      .where(and(eq(merchantUsers.merchantId, shop.merchantDbId), eq(merchantUsers.role, 'OWNER')));
    expect(owners.map((o) => o.id)).toEqual([second.userId]);
  });

  it('two owners demoting each other at once still leave one owner', async () => {
    const shop = await signupTestMerchant(t.app);
    const second = await addMember(t.app, shop, 'OWNER');
    const results = await Promise.all([changeRole(shop.token, second.userId, 'ADMIN'), changeRole(second.token, shop.userId, 'ADMIN')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 403]);
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(merchantUsers)
      .where(and(eq(merchantUsers.merchantId, shop.merchantDbId), eq(merchantUsers.role, 'OWNER')));
    expect(row!.n).toBe(1);
  });
});

describe('the team list and removal', () => {
  it('lists members (owners first, "you" marked) and only pending invitations', async () => {
    const shop = await signupTestMerchant(t.app, { firstName: 'Ada', lastName: 'Lovelace' });
    const analyst = await addMember(t.app, shop, 'ANALYST');
    const admin = await addMember(t.app, shop, 'ADMIN');
    const pending = await invite(t.app, shop.token, uniqueEmail('pending'), 'DEVELOPER');
    const revoked = await invite(t.app, shop.token, uniqueEmail('gone'), 'DEVELOPER');
    await revoke(shop.token, revoked.json.id);

    const res = await team(admin.token);
    expect(res.status).toBe(200);
    expect(res.json.members.map((m: { id: string; role: string; isYou: boolean }) => [m.id, m.role, m.isYou])).toEqual([
      [shop.userId, 'OWNER', false],
      [admin.userId, 'ADMIN', true],
      [analyst.userId, 'ANALYST', false],
    ]);
    expect(res.json.members[0]).toEqual({
      id: shop.userId,
      name: 'Ada Lovelace',
      email: shop.email,
      role: 'OWNER',
      createdAt: expect.any(String),
      isYou: false,
    });
    expect(res.json.invitations).toEqual([{ ...pending.json, invitedBy: 'Ada Lovelace' }]);
  });

  it('removing a member ends every session of theirs at once, emails them, and frees the email', async () => {
    const shop = await signupTestMerchant(t.app);
    const member = await addMember(t.app, shop, 'DEVELOPER');
    const otherSession = await login(t.app, member.email);
    expect((await me(member.token)).status).toBe(200);

    expect((await remove(shop.token, member.userId)).status).toBe(204);
    expect((await me(member.token)).status).toBe(401);
    expect((await createKey(otherSession)).status).toBe(401);
    const again = await call(t.app, 'POST', '/api/merchant/login', { body: { email: member.email, password: TEST_MERCHANT_PASSWORD } });
    expect(again.status).toBe(401);

    const [mail] = await outboxTo(member.email, 'merchant.team-removed');
    expect(mail!.subject).toBe('You have been removed from Acme Trading Ltd on SmartSplit');
    expect(await auditActions(member.userId)).toContain('merchant.team.member.remove');
    expect((await team(shop.token)).json.members.map((m: { id: string }) => m.id)).toEqual([shop.userId]);
    expect((await remove(shop.token, member.userId)).status).toBe(404);

    expect((await invite(t.app, shop.token, member.email, 'ANALYST')).status).toBe(201);
  });

  it('another merchant\u2019s members and invitations answer 404, as do malformed ids', async () => {
    const a = await signupTestMerchant(t.app);
    const b = await signupTestMerchant(t.app);
    const memberOfA = await addMember(t.app, a, 'DEVELOPER');
    const invitationOfA = await invite(t.app, a.token, uniqueEmail('a-invite'), 'ANALYST');

    for (const res of [
      await changeRole(b.token, memberOfA.userId, 'ANALYST'),
      await remove(b.token, memberOfA.userId),
      await remove(b.token, a.userId),
      await revoke(b.token, invitationOfA.json.id),
      await changeRole(b.token, randomUUID(), 'ANALYST'),
      await remove(b.token, 'not-a-uuid'),
      await revoke(b.token, "1' or '1'='1"),
    ]) {
      expect(res.status).toBe(404);
    }
    expect((await me(memberOfA.token)).json.user.role).toBe('DEVELOPER');
    expect((await team(a.token)).json.invitations.map((i: { id: string }) => i.id)).toEqual([invitationOfA.json.id]);
  });
});
