import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { admins, emailOutbox, notifications, verificationDocuments } from '@server/db/schema/index';
import { notificationHub } from '@server/modules/notifications';
import { adminsByRole, type StaffSession } from './support/admin-fixtures';
import { randomIp, signupTestMerchant, submitTestVerification, tinyPdf, uploadTestDocument, type TestMerchant } from './support/factories';
import { call } from './support/helpers';
import { openSse, serve, type SseStream } from './support/sse';
import { addMember, type TeamMemberSession } from './support/team-fixtures';
import { createTestApps, type TestApp } from './support/test-app';

/**
 * Notifications with two app instances on one database, as a load-balanced deployment runs them:
 * each raised in its cause's transaction, stored per recipient by role, delivered in the app or by
 * email as each recipient prefers, and pushed live to streams open on either instance.
 */

let cluster: Awaited<ReturnType<typeof createTestApps>>;
let a: TestApp;
let b: TestApp;
let urlA: string;
let urlB: string;
let staff: Record<AdminRole, StaffSession>;
/** One more admin of a role, signed in through the login route. */
const staffSession = async (t: TestApp, role: AdminRole) => (await adminsByRole(t, `notify-${randomBytes(4).toString('hex')}`, { roles: [role] }))[role];
const streams: SseStream[] = [];

const adminApi = (t: TestApp, who: AdminRole, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(t.app, method, `/api/admin/notifications${path}`, { token: staff[who].token, ...(body !== undefined ? { body } : {}) });
const merchantApi = (t: TestApp, token: string, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  call(t.app, method, `/api/merchant/notifications${path}`, { token, ...(body !== undefined ? { body } : {}) });

async function stream(base: string, area: 'admin' | 'merchant', token: string) {
  const s = await openSse(base, `/api/${area}/notifications/stream`, token);
  streams.push(s);
  return s;
}

const rowsFor = async (adminId: string, type?: string) =>
  a.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.adminId, adminId), type ? eq(notifications.type, type) : undefined));

beforeAll(async () => {
  cluster = await createTestApps(2);
  [a, b] = cluster.apps as [TestApp, TestApp];
  urlA = await serve(a.app);
  urlB = await serve(b.app);
  staff = await adminsByRole(a, `notify-${randomBytes(4).toString('hex')}`);
});
afterAll(async () => {
  for (const s of streams) s.close();
  await cluster?.close();
});

describe('live streams across instances', () => {
  it('delivers a verification submitted through one instance to streams open on both, within 2 s', async () => {
    const onA = await stream(urlA, 'admin', staff.OPERATIONS.token);
    const onB = await stream(urlB, 'admin', staff.SUPER_ADMIN.token);
    const finance = await stream(urlB, 'admin', staff.FINANCE.token);
    expect(onA.status).toBe(200);
    expect(onA.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(onA.headers.get('cache-control')).toBe('no-store');
    // `ready` comes once the instance is listening, so from here nothing raised can be missed.
    for (const s of [onA, onB, finance]) expect((await s.next((e) => e.event === 'ready')).data).toEqual({ unread: 0 });
    for (const t of [a, b]) expect(notificationHub(t.app.ctx).listening).toBe(true);

    const m = await signupTestMerchant(a.app, { companyName: 'Streamed Ltd' });
    await submitTestVerification(a.app, m.token);
    const committed = Date.now();

    for (const s of [onA, onB]) {
      const e = await s.next((x) => x.event === 'notification', 2000);
      expect(e.at - committed).toBeLessThan(2000);
      expect(e.data.unread).toBe(1);
      expect(e.data.notification).toMatchObject({
        type: 'verification.submitted',
        title: 'Verification submitted: Streamed Ltd',
        link: '/admin/verification',
        data: { merchantId: m.merchantId },
        readAt: null,
      });
    }
    // Finance does not act on verification: no row, nothing on its stream.
    expect(await rowsFor(staff.FINANCE.id)).toHaveLength(0);
    expect(await rowsFor(staff.SUPPORT.id)).toHaveLength(0);
    expect(await rowsFor(staff.COMPLIANCE.id, 'verification.submitted')).toHaveLength(1);
    expect(finance.events.filter((e) => e.event === 'notification')).toEqual([]);
  });

  it('tells every stream of a recipient when the unread count changes on another instance', async () => {
    const onB = await stream(urlB, 'admin', staff.COMPLIANCE.token);
    expect((await onB.next((e) => e.event === 'ready')).data.unread).toBeGreaterThan(0);
    const read = await adminApi(a, 'COMPLIANCE', 'POST', '/read-all');
    expect(read.status).toBe(200);
    expect((await onB.next((e) => e.event === 'unread', 2000)).data).toEqual({ unread: 0 });
  });

  it('refuses a stream without credentials (401), with a bad token (401), and a merchant token on the admin stream (403)', async () => {
    expect((await call(a.app, 'GET', '/api/admin/notifications/stream')).status).toBe(401);
    expect((await call(a.app, 'GET', '/api/merchant/notifications/stream')).status).toBe(401);
    const forged = await call(a.app, 'GET', '/api/admin/notifications/stream', { token: 'not-a-token' });
    expect(forged.status).toBe(401);
    expect(forged.json.code).toBe('UNAUTHORIZED');
    const m = await signupTestMerchant(a.app);
    expect((await call(a.app, 'GET', '/api/admin/notifications/stream', { token: m.token })).status).toBe(403);
    const overHttp = await openSse(urlA, '/api/admin/notifications/stream');
    expect(overHttp.status).toBe(401);
  });

  it('ends a stream when its session is signed out, even through the other instance', async () => {
    const s = await staffSession(a, 'SUPPORT');
    const open = await stream(urlA, 'admin', s.token);
    await open.next((e) => e.event === 'ready');
    expect((await call(b.app, 'POST', '/api/admin/auth/logout', { token: s.token })).status).toBe(200);
    await expect(Promise.race([open.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('still open'), 2000))])).resolves.toBe('ended');
  });

  it('pushes a merchant user’s notification to the portal stream', async () => {
    const m = await signupTestMerchant(a.app);
    const { documents } = await submitTestVerification(a.app, m.token);
    const portal = await stream(urlB, 'merchant', m.token);
    await portal.next((e) => e.event === 'ready');
    const res = await call(a.app, 'PATCH', `/api/admin/verifications/documents/${documents.BANK_STATEMENT}`, {
      token: staff.COMPLIANCE.token,
      body: { status: 'REJECTED', reviewNotes: 'The statement is older than three months' },
    });
    expect(res.status).toBe(200);
    const e = await portal.next((x) => x.event === 'notification' && x.data.notification.type === 'document.rejected', 2000);
    expect(e.data.notification.body).toContain('older than three months');
    expect(e.data.notification.link).toBe('/merchant-verification');
  });
});

describe('who receives what', () => {
  let m: TestMerchant;
  let admin: TeamMemberSession;
  let developer: TeamMemberSession;
  let documents: Record<string, string>;

  beforeAll(async () => {
    m = await signupTestMerchant(a.app);
    admin = await addMember(a.app, m, 'ADMIN');
    developer = await addMember(a.app, m, 'DEVELOPER');
    ({ documents } = await submitTestVerification(a.app, m.token));
  });

  const types = async (token: string) => (await merchantApi(a, token, 'GET', '')).json.notifications.map((n: { type: string }) => n.type);

  it('tells the owner and admins, not developers, that a document was rejected and changes are needed', async () => {
    const res = await call(a.app, 'PATCH', `/api/admin/verifications/documents/${documents.DIRECTOR_ID}`, {
      token: staff.OPERATIONS.token,
      body: { status: 'REJECTED', reviewNotes: 'Blurred' },
    });
    expect(res.status).toBe(200);
    for (const token of [m.token, admin.token]) expect((await types(token)).sort()).toEqual(['document.rejected', 'verification.action_required']);
    expect(await types(developer.token)).toEqual([]);
  });

  it('tells staff who review documents when a replacement is uploaded after changes were asked for', async () => {
    const before = (await rowsFor(staff.OPERATIONS.id, 'verification.document_reuploaded')).length;
    const res = await uploadTestDocument(a.app, m.token, 'DIRECTOR_ID', { content: tinyPdf(), filename: 'passport-new.pdf', contentType: 'application/pdf' });
    expect(res.statusCode).toBe(201);
    const rows = await rowsFor(staff.OPERATIONS.id, 'verification.document_reuploaded');
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)!.data).toEqual({ merchantId: m.merchantId, documentType: 'DIRECTOR_ID' });
    expect(await rowsFor(staff.SUPPORT.id, 'verification.document_reuploaded')).toHaveLength(0);
  });

  it('tells the owner and admins when verification is approved', async () => {
    expect((await call(a.app, 'POST', '/api/merchant/verification/finalize', { token: m.token })).status).toBe(200);
    const docs = await a.db
      .select({ id: verificationDocuments.id })
      .from(verificationDocuments)
      .where(and(eq(verificationDocuments.merchantId, m.merchantDbId), eq(verificationDocuments.status, 'PENDING')));
    expect(docs.length).toBeGreaterThan(0);
    for (const d of docs) {
      expect(
        (await call(a.app, 'PATCH', `/api/admin/verifications/documents/${d.id}`, { token: staff.OPERATIONS.token, body: { status: 'APPROVED' } })).status,
      ).toBe(200);
    }
    expect(await types(m.token)).toContain('verification.approved');
    expect(await types(admin.token)).toContain('verification.approved');
    expect(await types(developer.token)).toEqual([]);
  });

  it('tells support and operations, not finance, of a contact enquiry', async () => {
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        firstName: 'Sam',
        lastName: 'Taylor',
        email: `sam-${randomBytes(3).toString('hex')}@gateway.example`,
        company: 'Gateway Ltd',
        interestType: 'partnership',
        message: 'Hello',
      },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(201);
    for (const role of ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'] as const) {
      const [row] = await rowsFor(staff[role].id, 'contact.enquiry_received');
      expect(row, role).toMatchObject({ title: 'New Gateway Partnership enquiry', link: '/admin/contact-submissions' });
      expect(row!.body).toBe('Sam Taylor from Gateway Ltd sent an enquiry through the contact form.');
    }
    for (const role of ['FINANCE', 'COMPLIANCE'] as const) expect(await rowsFor(staff[role].id, 'contact.enquiry_received')).toHaveLength(0);
  });

  it('skips deactivated admins', async () => {
    const gone = await staffSession(a, 'OPERATIONS');
    await a.db.update(admins).set({ deactivatedAt: new Date() }).where(eq(admins.id, gone.id));
    const other = await signupTestMerchant(a.app);
    await submitTestVerification(a.app, other.token);
    expect(await rowsFor(gone.id)).toHaveLength(0);
  });
});

describe('lists and read state', () => {
  let reader: { id: string; email: string; token: string };

  beforeAll(async () => {
    reader = await staffSession(a, 'OPERATIONS');
    for (let i = 0; i < 3; i++) await submitTestVerification(a.app, (await signupTestMerchant(a.app, { companyName: `Paged ${i} Ltd` })).token);
  });
  const as = (method: 'GET' | 'POST', path: string) => call(a.app, method, `/api/admin/notifications${path}`, { token: reader.token });

  it('lists newest first, pages with a cursor and counts unread', async () => {
    const first = await as('GET', '?limit=2');
    expect(first.status).toBe(200);
    expect(first.json.notifications.map((n: { title: string }) => n.title)).toEqual([
      'Verification submitted: Paged 2 Ltd',
      'Verification submitted: Paged 1 Ltd',
    ]);
    expect(first.json.unread).toBe(3);
    const second = await as('GET', `?limit=2&cursor=${first.json.nextCursor}`);
    expect(second.json.notifications.map((n: { title: string }) => n.title)).toEqual(['Verification submitted: Paged 0 Ltd']);
    expect(second.json.nextCursor).toBeNull();
    expect((await as('GET', '/unread-count')).json).toEqual({ unread: 3 });
    expect((await as('GET', '?type=contact.enquiry_received')).json.notifications).toEqual([]);
  });

  it('refuses bad filters and cursors with 400', async () => {
    for (const query of ['?type=payout.paid', '?type=nonsense', '?unread=yes', '?limit=0', '?limit=101', '?cursor=bad', '?other=1']) {
      const res = await as('GET', query);
      expect(res.status, query).toBe(400);
      expect(res.json.code, query).toMatch(/VALIDATION_ERROR|INVALID_CURSOR/);
    }
  });

  it('marks one read, keeps the first read time, and filters unread', async () => {
    const [newest] = (await as('GET', '?limit=1')).json.notifications;
    const read = await as('POST', `/${newest.id}/read`);
    expect(read.status).toBe(200);
    expect(read.json.unread).toBe(2);
    expect(read.json.notification.readAt).toEqual(expect.any(String));
    const again = await as('POST', `/${newest.id}/read`);
    expect(again.json.notification.readAt).toBe(read.json.notification.readAt);
    const unread = await as('GET', '?unread=true');
    expect(unread.json.notifications.map((n: { id: string }) => n.id)).not.toContain(newest.id);
    expect(unread.json.notifications).toHaveLength(2);
  });

  it('answers 404 for another user’s notification or an unknown id, and changes nothing', async () => {
    const [theirs] = await rowsFor(staff.COMPLIANCE.id);
    const res = await as('POST', `/${theirs!.id}/read`);
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('NOTIFICATION_NOT_FOUND');
    const [after] = await a.db.select().from(notifications).where(eq(notifications.id, theirs!.id));
    expect(after!.readAt).toEqual(theirs!.readAt);
    expect((await as('POST', `/${randomUUID()}/read`)).status).toBe(404);
    expect((await as('POST', '/not-a-uuid/read')).status).toBe(400);
    const m = await signupTestMerchant(a.app);
    expect((await call(a.app, 'POST', `/api/merchant/notifications/${theirs!.id}/read`, { token: m.token })).status).toBe(404);
  });

  it('marks all read', async () => {
    const res = await as('POST', '/read-all');
    expect(res.json).toEqual({ marked: 2, unread: 0 });
    expect((await as('POST', '/read-all')).json).toEqual({ marked: 0, unread: 0 });
    expect((await as('GET', '/unread-count')).json).toEqual({ unread: 0 });
  });
});

describe('preferences', () => {
  it('lists every type of the audience with its defaults', async () => {
    const res = await adminApi(a, 'OPERATIONS', 'GET', '/preferences');
    expect(res.status).toBe(200);
    const submitted = res.json.preferences.find((p: { type: string }) => p.type === 'verification.submitted');
    expect(submitted).toMatchObject({ inApp: true, email: true, defaults: { inApp: true, email: true }, label: 'Verification submitted' });
    expect(res.json.preferences.map((p: { type: string }) => p.type)).toContain('instance.heartbeat_lost');
    const m = await signupTestMerchant(a.app);
    const portal = await merchantApi(a, m.token, 'GET', '/preferences');
    expect(portal.json.preferences.map((p: { type: string }) => p.type)).toEqual(
      expect.arrayContaining(['verification.approved', 'document.rejected', 'payout.paid']),
    );
  });

  it('email only: an outbox email and no in-app row; neither: nothing', async () => {
    const emailOnly = await staffSession(a, 'COMPLIANCE');
    const neither = await staffSession(a, 'COMPLIANCE');
    const put = (who: { token: string }, inApp: boolean, email: boolean) =>
      call(a.app, 'PUT', '/api/admin/notifications/preferences', {
        token: who.token,
        body: { preferences: [{ type: 'verification.submitted', inApp, email }] },
      });
    const saved = await put(emailOnly, false, true);
    expect(saved.status).toBe(200);
    expect(saved.json.preferences.find((p: { type: string }) => p.type === 'verification.submitted')).toMatchObject({ inApp: false, email: true });
    expect((await put(neither, false, false)).status).toBe(200);

    const m = await signupTestMerchant(a.app, { companyName: 'Preferences Ltd' });
    await submitTestVerification(a.app, m.token);

    expect(await rowsFor(emailOnly.id)).toHaveLength(0);
    const mail = await a.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, emailOnly.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'notification.verification.submitted', subject: 'Verification submitted: Preferences Ltd' });
    expect(mail[0]!.text).toContain('/admin/verification');

    expect(await rowsFor(neither.id)).toHaveLength(0);
    expect(await a.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, neither.email))).toHaveLength(0);

    // The defaults: in the app and by email.
    const defaults = await a.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, staff.SUPER_ADMIN.email));
    expect(defaults.some((e) => e.subject === 'Verification submitted: Preferences Ltd')).toBe(true);
  });

  it('refuses types of the other audience, unknown types and malformed bodies', async () => {
    for (const body of [
      { preferences: [{ type: 'payout.paid', inApp: true, email: true }] },
      { preferences: [{ type: 'nonsense', inApp: true, email: true }] },
      { preferences: [{ type: 'verification.submitted', inApp: 'yes', email: true }] },
      { preferences: [{ type: 'verification.submitted', inApp: true }] },
      { preferences: [] },
      { preferences: [{ type: 'verification.submitted', inApp: true, email: true, extra: 1 }] },
      {},
    ]) {
      const res = await adminApi(a, 'SUPPORT', 'PUT', '/preferences', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('VALIDATION_ERROR');
    }
    const m = await signupTestMerchant(a.app);
    const res = await merchantApi(a, m.token, 'PUT', '/preferences', { preferences: [{ type: 'verification.submitted', inApp: true, email: true }] });
    expect(res.status).toBe(400);
  });

  it('keeps each user’s preferences to themselves', async () => {
    const m = await signupTestMerchant(a.app);
    const analyst = await addMember(a.app, m, 'ANALYST');
    const put = await merchantApi(a, analyst.token, 'PUT', '/preferences', { preferences: [{ type: 'payout.paid', inApp: false, email: true }] });
    expect(put.status).toBe(200);
    const owner = await merchantApi(a, m.token, 'GET', '/preferences');
    expect(owner.json.preferences.find((p: { type: string }) => p.type === 'payout.paid')).toMatchObject({ inApp: true, email: false });
  });
});
