import { sql, type SQL } from 'drizzle-orm';
import type { AdminMerchant } from '@contract/admin-merchants';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, toPage, whereAll } from '@server/db/keyset';

type MerchantRow = {
  id: string;
  merchant_id: string;
  company_name: string;
  first_name: string | null;
  last_name: string | null;
  contact_email: string;
  user_email: string | null;
  status: AdminMerchant['status'];
  verification_status: AdminMerchant['verificationStatus'];
  created_at: string;
  cursor_ts: string;
};

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows in the admin list shape, owner names from the OWNER user (the earliest, should there ever be two). */
async function selectMerchants(db: DbOrTx, where: SQL, limit: number): Promise<MerchantRow[]> {
  const { rows } = await db.execute<MerchantRow>(sql`
    select m.id, m.merchant_id, m.company_name, o.first_name, o.last_name, m.contact_email, o.email as user_email,
           m.status, m.verification_status, ${isoTs(sql`m.created_at`)} as created_at, ${cursorTs(sql`m.created_at`)} as cursor_ts
    from merchants m
    left join lateral (
      select u.first_name, u.last_name, u.email from merchant_users u
      where u.merchant_id = m.id and u.role = 'OWNER'
      order by u.created_at limit 1
    ) o on true
    where ${where}
    order by m.created_at desc nulls last, m.id desc nulls last
    limit ${limit}`);
  return rows;
}

export function toAdminMerchant(r: MerchantRow): AdminMerchant {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    companyName: r.company_name,
    firstName: r.first_name,
    lastName: r.last_name,
    contactEmail: r.contact_email,
    userEmail: r.user_email,
    status: r.status,
    verificationStatus: r.verification_status,
    createdAt: r.created_at,
  };
}

/** Newest first, keyset-paged on (created_at desc, id desc): the merchants_created_idx index. */
export async function listMerchants(
  db: DbOrTx,
  { status, q, limit, cursor }: { status?: AdminMerchant['status']; q?: string; limit: number; cursor?: string },
): Promise<{ merchants: AdminMerchant[]; nextCursor: string | null }> {
  const key = decodeCursor(cursor, 'uuid');
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const where = whereAll([
    status ? sql`m.status = ${status}` : undefined,
    pattern
      ? sql`(m.company_name ilike ${pattern} or m.contact_email ilike ${pattern} or m.merchant_id ilike ${pattern}
             or exists (select 1 from merchant_users s where s.merchant_id = m.id and s.email ilike ${pattern}))`
      : undefined,
    key ? afterCursor(sql`m.created_at`, sql`m.id`, key, 'uuid') : undefined,
  ]);
  const page = toPage(await selectMerchants(db, where, limit + 1), limit);
  return { merchants: page.rows.map(toAdminMerchant), nextCursor: page.nextCursor };
}

/** One merchant in the list shape, by internal id. */
export async function findAdminMerchant(db: DbOrTx, merchantDbId: string): Promise<AdminMerchant | undefined> {
  const [row] = await selectMerchants(db, sql`m.id = ${merchantDbId}`, 1);
  return row ? toAdminMerchant(row) : undefined;
}
