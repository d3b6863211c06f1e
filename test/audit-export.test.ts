import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRole } from '@contract/roles';
import { recordAudit } from '@server/modules/audit';
import { adminTokensByRole } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let tokens: Record<AdminRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await adminTokensByRole(t, 'auditexport', { signIn: 'mint' });
  await recordAudit(t.db, {
    actorType: 'anonymous',
    actorEmail: '=HYPERLINK("http://evil.example","x")',
    action: 'test.formula',
    targetId: '+44 cmd',
    after: { note: '@SUM(A1)' },
  });
  await recordAudit(t.db, { actorType: 'system', action: 'test.other', targetId: 'plain' });
});
afterAll(async () => t.close());

const rowsOf = (csv: string) => csv.trim().split('\r\n');

describe('audit export', () => {
  it('exports the trail as CSV with the filters, neutralises formulas and audits itself', async () => {
    const res = await call(t.app, 'GET', '/api/admin/audit-logs/export?action=test.formula', { token: tokens.COMPLIANCE });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-/);
    const rows = rowsOf(res.body);
    expect(rows[0]).toBe('id,created_at,actor_type,actor_email,action,target_type,target_id,ip,before,after');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(rows[1]).toContain(`'+44 cmd`);
    expect(res.body).not.toContain('test.other');
    const { rows: audit } = await t.db.execute<{ after: string; actor_email: string }>(
      sql`select after, actor_email from audit_logs where action = 'audit.export'`,
    );
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.after)).toEqual({ filters: { action: 'test.formula' }, rows: 1 });
    expect(audit[0]!.actor_email).toBe('compliance@auditexport.test');

    const all = await call(t.app, 'GET', '/api/admin/audit-logs/export', { token: tokens.SUPER_ADMIN });
    expect(all.body).toContain('test.other');
    expect(all.body).toContain('audit.export');
  });

  it('refuses other roles, bad filters and unknown parameters', async () => {
    for (const role of ['OPERATIONS', 'FINANCE', 'SUPPORT'] as const) {
      const res = await call(t.app, 'GET', '/api/admin/audit-logs/export', { token: tokens[role] });
      expect(res.status).toBe(403);
      expect(res.json.code).toBe('FORBIDDEN_ROLE');
    }
    for (const q of ['from=yesterday', 'limit=5', 'nope=1']) {
      const res = await call(t.app, 'GET', `/api/admin/audit-logs/export?${q}`, { token: tokens.COMPLIANCE });
      expect(res.status, q).toBe(400);
    }
  });
});
