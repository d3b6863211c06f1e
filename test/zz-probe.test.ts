import { sql } from 'drizzle-orm';
import { it } from 'vitest';
import { adminSession } from './support/admin-fixtures';
import { insertBulkMerchants } from './support/bulk-merchants';
import { call } from './support/helpers';
import { createTestApp } from './support/test-app';

it('probe', async () => {
  const t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const admin = await adminSession(t);
  const r = await insertBulkMerchants(t.db, 10_000, 'p');
  const ids = r.map((x) => x.merchantId);
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    const res = await call(t.app, 'POST', '/api/admin/email-campaigns', { token: admin.token, body: { subject: 'x' + i, body: 'y', merchantIds: ids } });
    console.log('202', res.status, (performance.now() - t0).toFixed(0), 'ms');
  }
  const t1 = performance.now();
  await call(t.app, 'GET', '/api/admin/email-campaigns', { token: admin.token });
  console.log('noop-ish GET', (performance.now() - t1).toFixed(0));
  await t.db.execute(sql`create temp table x as select 1`).catch(() => undefined);
  const ex = await t.db.execute(sql`explain (analyze, buffers off) with requested as (select id, ord from unnest(${sql.param(ids)}::text[]) with ordinality as r(id, ord)),
    recipients as (insert into email_campaign_recipients (campaign_id, requested_merchant_id, merchant_id, merchant_name, email, status, error)
      select (select id from email_campaigns limit 1), q.id, m.id, m.company_name, m.contact_email, case when m.id is null then 'FAILED' when m.email_opt_out then 'SKIPPED' else 'PENDING' end, null
      from requested q left join merchants m on m.merchant_id = q.id order by q.ord returning id, status, email),
    queued as (insert into email_outbox (kind, to_address, subject, html, text, campaign_recipient_id) select 'campaign', email, 's', '', '', id from recipients where status = 'PENDING' returning 1)
    select (select count(*) from recipients), (select count(*) from queued)`);
  console.log(ex.rows.map((r: any) => r['QUERY PLAN']).join('\n'));
  await t.close();
}, 120_000);
