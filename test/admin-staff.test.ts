import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { runAdminCreate } from '@server/cli/admin-create-command';
import { admins, auditLogs, invitations } from '@server/db/schema/index';
import { createAdmin } from '@server/modules/staff';
import { ADMIN_PASSWORD } from './support/admin-fixtures';
import { queuedMailTo } from './support/outbox-mail';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/** The staff page's API: the staff list, role changes, deactivation, invitations, and admin:create --role. */

const PUBLIC_URL = 'https://smartsplit.example';

let t: TestApp;
let boss: { id: string; token: string };
let ipSeq = 0;
const nextIp = () => `198.51.100.${(ipSeq += 1)}`;

async function signIn(email: string, password = ADMIN_PASSWORD) {
  return call(t.app, 'POST', '/api/admin/auth/login', { body: { email, password }, headers: { 'x-forwarded-for': nextIp() } });
}

async function staffAdmin(email: string, role: AdminRole): Promise<{ id: string; email: string; token: string }> {
  const created = await createAdmin(t.db, { email, password: ADMIN_PASSWORD, role });
  const res = await signIn(email);
  expect(res.status).toBe(200);
  return { id: created.id, email, token: res.json.token };
}

const as = (token: string) => ({
  get: (url: string) => call(t.app, 'GET', url, { token }),
  post: (url: string, body?: unknown) => call(t.app, 'POST', url, { token, ...(body === undefined ? {} : { body }) }),
  patch: (url: string, body: unknown) => call(t.app, 'PATCH', url, { token, body }),
  del: (url: string) => call(t.app, 'DELETE', url, { token }),
});

/** The last message queued for an address, with its kind, as its recipient gets it. */
const lastEmail = (to: string) => queuedMailTo(t.app, to);

const auditFor = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.targetId, targetId)));

const tokenFromEmail = (text: string) => /accept-invite\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL, TRUST_PROXY: 'true' });
  boss = await staffAdmin('boss@staff.test', 'SUPER_ADMIN');
});
afterAll(async () => t.close());
afterEach(() => {
  t.app.ctx.now = undefined;
});

describe('the staff list', () => {
  it('lists every admin with role, state, two-factor and last sign-in', async () => {
    const ops = await staffAdmin('list-ops@staff.test', 'OPERATIONS');
    const res = await as(boss.token).get('/api/admin/admins');
    expect(res.status).toBe(200);
    const row = res.json.admins.find((a: { id: string }) => a.id === ops.id);
    expect(row).toEqual({
      id: ops.id,
      email: 'list-ops@staff.test',
      role: 'OPERATIONS',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      deactivatedAt: null,
      mfaEnabled: false,
      lastSignInAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(res.json.admins[0].email).toBe('boss@staff.test');
  });
});

describe('changing a role', () => {
  it('applies at once to the admin’s live session, is audited and emailed', async () => {
    const ops = await staffAdmin('promote@staff.test', 'OPERATIONS');
    expect((await as(ops.token).get('/api/admin/audit-logs')).json.code).toBe('FORBIDDEN_ROLE');

    const res = await as(boss.token).patch(`/api/admin/admins/${ops.id}`, { role: 'COMPLIANCE' });
    expect(res.status).toBe(200);
    expect(res.json.admin).toMatchObject({ id: ops.id, role: 'COMPLIANCE' });
    expect(res.json.message).toBe('promote@staff.test is now Compliance');

    expect((await as(ops.token).get('/api/admin/auth/me')).json.admin.role).toBe('COMPLIANCE');
    expect((await as(ops.token).get('/api/admin/audit-logs')).status).toBe(200);

    const [entry] = await auditFor('admin.role.change', ops.id);
    expect(entry!.actorId).toBe(boss.id);
    expect(JSON.parse(entry!.before!)).toEqual({ email: 'promote@staff.test', role: 'OPERATIONS' });
    expect(JSON.parse(entry!.after!)).toEqual({ email: 'promote@staff.test', role: 'COMPLIANCE' });
    const mail = await lastEmail('promote@staff.test');
    expect(mail).toMatchObject({ kind: 'admin.role-changed', subject: 'Your SmartSplit admin role is now Compliance' });
    expect(mail!.text).toContain('from Operations to Compliance');
  });

  it('refuses unknown roles, unknown admins and malformed ids', async () => {
    const target = await staffAdmin('refuse-role@staff.test', 'SUPPORT');
    for (const body of [{ role: 'ROOT' }, { role: 'super_admin' }, {}, { role: 'FINANCE', extra: 1 }, { role: ['FINANCE'] }]) {
      const res = await as(boss.token).patch(`/api/admin/admins/${target.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await as(boss.token).patch('/api/admin/admins/00000000-0000-4000-8000-000000000000', { role: 'FINANCE' })).status).toBe(404);
    expect((await as(boss.token).patch('/api/admin/admins/not-a-uuid', { role: 'FINANCE' })).status).toBe(404);
    const [row] = await t.db.select({ role: admins.role }).from(admins).where(eq(admins.id, target.id));
    expect(row!.role).toBe('SUPPORT');
  });
});

describe('deactivation', () => {
  it('ends every session at once, blocks sign-in with a clear message, and can be undone', async () => {
    const victim = await staffAdmin('leaver@staff.test', 'FINANCE');
    const second = (await signIn('leaver@staff.test')).json.token as string;

    const res = await as(boss.token).post(`/api/admin/admins/${victim.id}/deactivate`);
    expect(res.status).toBe(200);
    expect(res.json.admin.deactivatedAt).toEqual(expect.any(String));

    for (const token of [victim.token, second]) {
      const next = await as(token).get('/api/admin/auth/me');
      expect(next.status).toBe(401);
    }
    const refused = await signIn('leaver@staff.test');
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'ADMIN_DEACTIVATED', message: 'This admin account has been deactivated. Ask a super admin to reactivate it.' });
    // A wrong password still says only that the credentials are wrong.
    expect((await signIn('leaver@staff.test', 'Wrong-Passw0rd')).json.code).toBe('INVALID_CREDENTIALS');

    expect((await lastEmail('leaver@staff.test'))!.kind).toBe('admin.deactivated');
    expect(await auditFor('admin.deactivate', victim.id)).toHaveLength(1);
    expect((await as(boss.token).post(`/api/admin/admins/${victim.id}/deactivate`)).json.code).toBe('ADMIN_ALREADY_DEACTIVATED');

    const back = await as(boss.token).post(`/api/admin/admins/${victim.id}/reactivate`);
    expect(back.status).toBe(200);
    expect(back.json.admin.deactivatedAt).toBeNull();
    expect((await signIn('leaver@staff.test')).status).toBe(200);
    expect((await lastEmail('leaver@staff.test'))!.kind).toBe('admin.reactivated');
    expect((await as(boss.token).post(`/api/admin/admins/${victim.id}/reactivate`)).json.code).toBe('ADMIN_NOT_DEACTIVATED');
  });

  it('is refused for yourself and for unknown admins', async () => {
    const self = await as(boss.token).post(`/api/admin/admins/${boss.id}/deactivate`);
    expect(self.status).toBe(409);
    expect(self.json.code).toBe('CANNOT_DEACTIVATE_SELF');
    expect((await as(boss.token).post('/api/admin/admins/00000000-0000-4000-8000-000000000000/deactivate')).status).toBe(404);
    expect((await as(boss.token).post('/api/admin/admins/%27%3B--/reactivate')).status).toBe(404);
  });
});

describe('the last active super admin', () => {
  it('cannot be demoted, even by themselves; with a second one, either may step down', async () => {
    const [active] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(admins)
      .where(sql`${admins.role} = 'SUPER_ADMIN' and ${admins.deactivatedAt} is null`);
    expect(active!.n).toBe(1);
    const last = await as(boss.token).patch(`/api/admin/admins/${boss.id}`, { role: 'SUPPORT' });
    expect(last.status).toBe(409);
    expect(last.json.code).toBe('LAST_SUPER_ADMIN');

    // Two super admins deactivating each other at the same moment: one wins, one is left.
    const other = await staffAdmin('deputy@staff.test', 'SUPER_ADMIN');
    const [a, b] = await Promise.all([
      as(boss.token).post(`/api/admin/admins/${other.id}/deactivate`),
      as(other.token).post(`/api/admin/admins/${boss.id}/deactivate`),
    ]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const [left] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(admins)
      .where(sql`${admins.role} = 'SUPER_ADMIN' and ${admins.deactivatedAt} is null`);
    expect(left!.n).toBe(1);

    // Put both back for the tests below.
    const winner = a.status === 200 ? boss : other;
    const loser = a.status === 200 ? other : boss;
    expect((await as(winner.token).post(`/api/admin/admins/${loser.id}/reactivate`)).status).toBe(200);
    if (loser === boss) boss = { id: boss.id, token: (await signIn('boss@staff.test')).json.token };
    expect((await as(winner.token).patch(`/api/admin/admins/${other.id}`, { role: 'OPERATIONS' })).status).toBe(200);
  });
});

describe('staff invitations', () => {
  async function invite(email: string, role: AdminRole) {
    const res = await as(boss.token).post('/api/admin/admins/invitations', { email, role });
    expect(res.status, res.body).toBe(201);
    const mail = await lastEmail(email.toLowerCase());
    expect(mail!.kind).toBe('admin.invitation');
    return { invitation: res.json.invitation, token: tokenFromEmail(mail!.text)! };
  }
  const accept = (token: string, password = 'Invited-Passw0rd', ip = nextIp()) =>
    call(t.app, 'POST', '/api/admin/auth/invitations/accept', { body: { token, password }, headers: { 'x-forwarded-for': ip } });
  const lookup = (token: string, ip = nextIp()) =>
    call(t.app, 'POST', '/api/admin/auth/invitations/lookup', { body: { token }, headers: { 'x-forwarded-for': ip } });

  it('emails a single-use link that creates the admin with the role and signs them in', async () => {
    const { invitation, token } = await invite('New.Ops@Staff.test', 'OPERATIONS');
    expect(invitation).toMatchObject({ email: 'new.ops@staff.test', role: 'OPERATIONS', invitedByEmail: 'boss@staff.test' });
    const mail = await lastEmail('new.ops@staff.test');
    expect(mail!.subject).toBe('You are invited to the SmartSplit admin panel');
    expect(mail!.text).toContain(`${PUBLIC_URL}/admin/accept-invite?token=${token}`);
    expect(mail!.text).toContain('Your role: Operations');
    expect(token).toHaveLength(43);
    const [stored] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.kind).toBe('admin');

    const listed = await as(boss.token).get('/api/admin/admins/invitations');
    expect(listed.json.invitations.map((i: { id: string }) => i.id)).toContain(invitation.id);
    expect((await lookup(token)).json).toMatchObject({ email: 'new.ops@staff.test', role: 'OPERATIONS' });

    const weak = await accept(token, 'weak');
    expect(weak.status).toBe(400);
    expect(weak.json.field).toBe('password');

    const res = await accept(token);
    expect(res.status).toBe(201);
    expect(res.json.admin).toMatchObject({ email: 'new.ops@staff.test', role: 'OPERATIONS' });
    const me = await as(res.json.token).get('/api/admin/auth/me');
    expect(me.json.admin).toMatchObject({ email: 'new.ops@staff.test', role: 'OPERATIONS' });
    expect((await signIn('new.ops@staff.test', 'Invited-Passw0rd')).status).toBe(200);
    expect(await auditFor('admin.invitation.accept', res.json.admin.id)).toHaveLength(1);
    expect(await auditFor('admin.invitation.create', invitation.id)).toHaveLength(1);

    const again = await accept(token, 'Another-Passw0rd');
    expect(again.status).toBe(400);
    expect(again.json.code).toBe('INVITATION_USED');
    expect((await lookup(token)).json.code).toBe('INVITATION_USED');
    expect((await as(boss.token).get('/api/admin/admins/invitations')).json.invitations.map((i: { id: string }) => i.id)).not.toContain(invitation.id);
  });

  it('expires after 7 days', async () => {
    const { invitation, token } = await invite('late@staff.test', 'FINANCE');
    t.app.ctx.now = () => Date.now() + 7 * 24 * 3600 * 1000 + 60_000;
    const res = await accept(token);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'INVITATION_EXPIRED', message: 'This invitation has expired. Ask a super admin to send a new one.' });
    expect((await as(boss.token).get('/api/admin/admins/invitations')).json.invitations.map((i: { id: string }) => i.id)).not.toContain(invitation.id);
    t.app.ctx.now = () => Date.now() + 6 * 24 * 3600 * 1000;
    expect((await lookup(token)).status).toBe(200);
  });

  it('a new invitation to the same address replaces the old link, and a withdrawn one stops working', async () => {
    const first = await invite('twice@staff.test', 'SUPPORT');
    const second = await invite('twice@staff.test', 'COMPLIANCE');
    expect((await accept(first.token)).json.code).toBe('INVITATION_REVOKED');
    const pending = (await as(boss.token).get('/api/admin/admins/invitations')).json.invitations.filter(
      (i: { email: string }) => i.email === 'twice@staff.test',
    );
    expect(pending.map((i: { id: string }) => i.id)).toEqual([second.invitation.id]);

    const revoked = await as(boss.token).del(`/api/admin/admins/invitations/${second.invitation.id}`);
    expect(revoked.status).toBe(200);
    expect(await auditFor('admin.invitation.revoke', second.invitation.id)).toHaveLength(1);
    expect((await accept(second.token)).json.code).toBe('INVITATION_REVOKED');
    expect((await as(boss.token).del(`/api/admin/admins/invitations/${second.invitation.id}`)).json.code).toBe('INVITATION_ALREADY_REVOKED');
  });

  it('refuses bad input, existing admins, forged links and other kinds of invitation', async () => {
    for (const body of [
      { email: 'not-an-email', role: 'SUPPORT' },
      { email: 'x@staff.test', role: 'OWNER' },
      { email: 'x@staff.test' },
      { email: 'x@staff.test', role: 'SUPPORT', merchantId: 'm' },
    ]) {
      expect((await as(boss.token).post('/api/admin/admins/invitations', body)).status, JSON.stringify(body)).toBe(400);
    }
    const existing = await as(boss.token).post('/api/admin/admins/invitations', { email: 'BOSS@staff.test', role: 'SUPPORT' });
    expect(existing.status).toBe(409);
    expect(existing.json.code).toBe('ADMIN_EXISTS');

    for (const token of ['A'.repeat(43), 'short', `${'a'.repeat(42)}!`, 'x'.repeat(300)]) {
      const res = await accept(token);
      expect(res.status, token).toBe(400);
      expect(['INVITATION_INVALID', 'VALIDATION_ERROR']).toContain(res.json.code);
    }
    expect((await call(t.app, 'POST', '/api/admin/auth/invitations/accept', { body: { token: 42, password: 'Invited-Passw0rd' } })).status).toBe(400);

    // A merchant team invitation shares the table but is neither listed, withdrawn nor accepted here.
    const [merchantInvite] = await t.db
      .insert(invitations)
      .values({ kind: 'merchant', email: 'team@merchant.test', role: 'DEVELOPER', tokenHash: 'f'.repeat(64), expiresAt: new Date(Date.now() + 86_400_000) })
      .returning();
    expect((await as(boss.token).del(`/api/admin/admins/invitations/${merchantInvite!.id}`)).status).toBe(404);
    expect((await as(boss.token).get('/api/admin/admins/invitations')).json.invitations.map((i: { id: string }) => i.id)).not.toContain(merchantInvite!.id);
    expect((await as(boss.token).del('/api/admin/admins/invitations/nope')).status).toBe(404);

    // The address was given an account meanwhile: the link cannot make a second one.
    const { token } = await invite('race@staff.test', 'SUPPORT');
    await createAdmin(t.db, { email: 'race@staff.test', password: ADMIN_PASSWORD, role: 'SUPPORT' });
    expect((await accept(token)).json.code).toBe('ADMIN_EXISTS');
  });

  it('limits guesses per address with 429', async () => {
    const ip = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 22; i++) statuses.push((await accept('B'.repeat(43), 'Invited-Passw0rd', ip)).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    const last = await lookup('C'.repeat(43), ip);
    expect(last.status).toBe(429);
    expect(last.json.code).toBe('RATE_LIMITED');
    expect(last.headers['retry-after']).toEqual(expect.any(String));
  });
});

describe('POST /api/admin/admins (create directly)', () => {
  it('takes a role, SUPPORT when none is given', async () => {
    const given = await as(boss.token).post('/api/admin/admins', { email: 'direct-fin@staff.test', password: ADMIN_PASSWORD, role: 'FINANCE' });
    expect(given.status).toBe(201);
    expect(given.json.admin.role).toBe('FINANCE');
    const defaulted = await as(boss.token).post('/api/admin/admins', { email: 'direct-default@staff.test', password: ADMIN_PASSWORD });
    expect(defaulted.json.admin.role).toBe('SUPPORT');
    expect((await as(boss.token).post('/api/admin/admins', { email: 'direct-bad@staff.test', password: ADMIN_PASSWORD, role: 'GOD' })).json.field).toBe('role');
  });
});

describe('admin:create', () => {
  it('makes a super admin by default and takes --role in any case', async () => {
    const plain = await runAdminCreate(t.db, { email: 'cli-default@staff.test', password: ADMIN_PASSWORD });
    expect(plain).toEqual({ exitCode: 0, message: 'Created admin cli-default@staff.test (Super admin). Sign in at /admin/login.' });
    const finance = await runAdminCreate(t.db, { email: 'cli-finance@staff.test', password: ADMIN_PASSWORD, role: 'finance' });
    expect(finance.exitCode).toBe(0);
    const superAdmin = await runAdminCreate(t.db, { email: 'cli-super@staff.test', password: ADMIN_PASSWORD, role: 'super-admin' });
    expect(superAdmin.exitCode).toBe(0);
    const roles = await t.db
      .select({ email: admins.email, role: admins.role })
      .from(admins)
      .where(sql`${admins.email} like 'cli-%'`);
    expect(Object.fromEntries(roles.map((r) => [r.email, r.role]))).toEqual({
      'cli-default@staff.test': 'SUPER_ADMIN',
      'cli-finance@staff.test': 'FINANCE',
      'cli-super@staff.test': 'SUPER_ADMIN',
    });
  });

  it('refuses an unknown role with the list of roles, and creates nothing', async () => {
    const res = await runAdminCreate(t.db, { email: 'cli-bad@staff.test', password: ADMIN_PASSWORD, role: 'owner' });
    expect(res).toEqual({
      exitCode: 2,
      message: 'Not created: --role was "owner", which is not a staff role. Use one of SUPER_ADMIN, OPERATIONS, COMPLIANCE, FINANCE, SUPPORT.',
    });
    expect((await runAdminCreate(t.db, { email: 'cli-bad@staff.test', password: ADMIN_PASSWORD, role: 'true' })).message).toContain('--role was nothing');
    expect((await runAdminCreate(t.db, { email: 'cli-bad@staff.test' })).exitCode).toBe(2);
    expect((await runAdminCreate(t.db, { email: 'cli-bad@staff.test', password: 'weak' })).exitCode).toBe(1);
    expect(await t.db.select().from(admins).where(eq(admins.email, 'cli-bad@staff.test'))).toEqual([]);
  });
});
