import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, contactSubmissions } from '@server/db/schema/index';
import { recordAudit } from '@server/modules/audit';
import { adminSession, type AdminSession } from './support/admin-fixtures';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: AdminSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(async () => t.close());

const get = (url: string) => call(t.app, 'GET', url, { token: admin.token });

describe('GET /api/admin/contact-submissions', () => {
  it('is empty before any enquiry', async () => {
    const res = await get('/api/admin/contact-submissions');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ submissions: [], nextCursor: null });
  });

  it('lists enquiries newest first, text exactly as sent, with paging', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await t.db.insert(contactSubmissions).values([
      { firstName: 'Old', lastName: 'One', email: 'old@acme.example', interestType: 'general', submittedAt: new Date('2026-01-01T10:00:00Z') },
      {
        firstName: hostile,
        lastName: 'Two',
        email: 'two@acme.example',
        company: 'Acme "Gateway" Ltd',
        interestType: 'partnership',
        message: `${hostile}\nline 2`,
        submittedAt: new Date('2026-01-02T10:00:00Z'),
      },
      { firstName: 'New', lastName: 'Three', email: 'new@acme.example', interestType: 'integration', submittedAt: new Date('2026-01-03T10:00:00Z') },
    ]);
    const res = await get('/api/admin/contact-submissions');
    expect(res.json.submissions.map((s: { lastName: string }) => s.lastName)).toEqual(['Three', 'Two', 'One']);
    expect(res.json.submissions[1]).toEqual({
      id: expect.any(String),
      firstName: hostile,
      lastName: 'Two',
      email: 'two@acme.example',
      company: 'Acme "Gateway" Ltd',
      interestType: 'partnership',
      submittedAt: '2026-01-02T10:00:00.000Z',
      message: `${hostile}\nline 2`,
    });
    expect(res.json.submissions[0]).toMatchObject({ company: null, message: null });
    expect(res.headers['content-type']).toMatch(/^application\/json/);

    const page1 = await get('/api/admin/contact-submissions?limit=2');
    const page2 = await get(`/api/admin/contact-submissions?limit=2&cursor=${page1.json.nextCursor}`);
    expect([...page1.json.submissions, ...page2.json.submissions].map((s: { lastName: string }) => s.lastName)).toEqual(['Three', 'Two', 'One']);
    expect(page2.json.nextCursor).toBeNull();
    for (const q of ['limit=501', 'limit=0', 'cursor=zzz', 'status=new']) expect((await get(`/api/admin/contact-submissions?${q}`)).status, q).toBe(400);
  });
});

describe('GET /api/admin/audit-logs', () => {
  it('lists every admin action with who, what, target, before/after, IP and time', async () => {
    const m = await signupTestMerchant(t.app);
    await call(t.app, 'PATCH', `/api/admin/merchants/${m.merchantId}/status`, { token: admin.token, body: { status: 'ACTIVE' } });
    await call(t.app, 'PATCH', '/api/admin/settings', { token: admin.token, body: { defaultFeePercent: 0.75 } });

    const res = await get('/api/admin/audit-logs');
    expect(res.status).toBe(200);
    const actions = res.json.entries.map((e: { action: string }) => e.action);
    expect(actions.slice(0, 2)).toEqual(['settings.update', 'merchant.status.change']);
    expect(actions).toEqual(expect.arrayContaining(['admin.login.success', 'admin.create', 'merchant.signup']));
    const change = res.json.entries[1];
    expect(change).toEqual({
      id: expect.any(Number),
      actorType: 'admin',
      actorEmail: admin.email,
      action: 'merchant.status.change',
      targetType: 'merchant',
      targetId: m.merchantId,
      before: { status: 'PENDING_VERIFICATION' },
      after: { status: 'ACTIVE' },
      ip: expect.any(String),
      createdAt: expect.stringMatching(/Z$/),
    });
    expect(res.json.entries[0].after).toMatchObject({ defaultFeePercent: 0.75 });
  });

  it('filters by action, actor email (any case), target and time, and pages without gaps', async () => {
    const byAction = await get('/api/admin/audit-logs?action=settings.update');
    expect(byAction.json.entries).toHaveLength(1);
    const byActor = await get(`/api/admin/audit-logs?actorEmail=${encodeURIComponent(admin.email.toUpperCase())}`);
    expect(byActor.json.entries.length).toBeGreaterThanOrEqual(3);
    expect(byActor.json.entries.every((e: { actorEmail: string }) => e.actorEmail === admin.email)).toBe(true);
    const target = byAction.json.entries[0].targetId;
    expect((await get(`/api/admin/audit-logs?targetId=${target}`)).json.entries.map((e: { action: string }) => e.action)).toEqual(['settings.update']);
    expect((await get('/api/admin/audit-logs?to=2000-01-01')).json.entries).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/api/admin/audit-logs?from=${today}`)).json.entries.length).toBeGreaterThan(0);

    // Same-instant entries: many written in one transaction share created_at; the id breaks the tie.
    await t.db.transaction(async (tx) => {
      for (let i = 0; i < 7; i++) await recordAudit(tx, { actorType: 'system', action: 'test.bulk', targetId: String(i) });
    });
    const ids: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/api/admin/audit-logs?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      ids.push(...page.json.entries.map((e: { id: number }) => e.id));
      cursor = page.json.nextCursor;
    } while (cursor);
    const { rows } = await t.db.execute<{ id: number }>(sql`select id from audit_logs order by created_at desc, id desc`);
    expect(ids).toEqual(rows.map((r) => Number(r.id)));
    for (const q of ['limit=201', 'cursor=e30', 'from=not-a-date', 'actor=x']) expect((await get(`/api/admin/audit-logs?${q}`)).status, q).toBe(400);
  });

  it('cannot be edited or deleted: no such routes, and the table refuses it', async () => {
    const [entry] = await t.db.select().from(auditLogs).limit(1);
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await call(t.app, method, `/api/admin/audit-logs/${entry!.id}`, {
        token: admin.token,
        body: method === 'DELETE' ? undefined : { action: 'x' },
      });
      expect(res.status, method).toBe(404);
    }
    await expect(t.db.execute(sql`update audit_logs set action = 'tampered' where id = ${entry!.id}`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_logs where id = ${entry!.id}`)).rejects.toThrow();
  });
});
