import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';

export interface BulkMerchant {
  merchantId: string;
  email: string;
}

/**
 * `count` active merchants written by one INSERT ... SELECT, for tests and benchmarks that need
 * thousands of campaign recipients (signing each up through the API would take minutes). Only the
 * columns a campaign reads matter; `tag` keeps ids and addresses apart between calls.
 */
export async function insertBulkMerchants(db: DbOrTx, count: number, tag: string): Promise<BulkMerchant[]> {
  const { rows } = await db.execute<{ merchant_id: string; contact_email: string }>(sql`
    insert into merchants (merchant_id, company_name, contact_email, contact_phone, business_type, industry, status)
    select 'mch_' || ${tag} || '_' || g, 'Bulk ' || ${tag} || ' ' || g || ' Ltd', 'bulk-' || ${tag} || '-' || g || '@example.test',
           '+44 20 7946 0000', 'Limited company', 'Retail', 'ACTIVE'
    from generate_series(1, ${count}::int) g
    order by g
    returning merchant_id, contact_email`);
  return rows.map((r) => ({ merchantId: r.merchant_id, email: r.contact_email }));
}
