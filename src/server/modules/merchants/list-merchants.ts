import { and, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { AdminMerchant } from '@contract/admin-merchants';
import type { DbOrTx } from '@server/db/client';
import { afterCursor, cursorTs, decodeCursor, isoTs, newestFirst, toPage } from '@server/db/keyset';
import { merchants, merchantUsers } from '@server/db/schema/index';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows in the admin list shape, owner names from the OWNER user (the earliest, should there ever be two). */
async function selectMerchants(db: DbOrTx, where: SQL | undefined, limit: number) {
  const owner = db
    .select({ firstName: merchantUsers.firstName, lastName: merchantUsers.lastName, email: merchantUsers.email })
    .from(merchantUsers)
    .where(and(eq(merchantUsers.merchantId, merchants.id), eq(merchantUsers.role, 'OWNER')))
    .orderBy(merchantUsers.createdAt)
    .limit(1)
    .as('o');
  return db
    .select({
      id: merchants.id,
      merchantId: merchants.merchantId,
      companyName: merchants.companyName,
      firstName: owner.firstName,
      lastName: owner.lastName,
      contactEmail: merchants.contactEmail,
      userEmail: owner.email,
      status: merchants.status,
      verificationStatus: merchants.verificationStatus,
      createdAt: isoTs(merchants.createdAt),
      cursor_ts: cursorTs(merchants.createdAt),
    })
    .from(merchants)
    .leftJoinLateral(owner, sql`true`)
    .where(where)
    .orderBy(...newestFirst(merchants.createdAt, merchants.id))
    .limit(limit);
}

type MerchantRow = Awaited<ReturnType<typeof selectMerchants>>[number];

export function toAdminMerchant(r: MerchantRow): AdminMerchant {
  return {
    id: r.id,
    merchantId: r.merchantId,
    companyName: r.companyName,
    firstName: r.firstName,
    lastName: r.lastName,
    contactEmail: r.contactEmail,
    userEmail: r.userEmail,
    status: r.status,
    verificationStatus: r.verificationStatus,
    createdAt: r.createdAt,
  };
}

/** Newest first, keyset-paged on (created_at desc, id desc): the merchants_created_idx index. */
export async function listMerchants(
  db: DbOrTx,
  { status, q, limit, cursor }: { status?: AdminMerchant['status']; q?: string; limit: number; cursor?: string },
): Promise<{ merchants: AdminMerchant[]; nextCursor: string | null }> {
  const key = decodeCursor(cursor, 'uuid');
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const where = and(
    status ? eq(merchants.status, status) : undefined,
    pattern
      ? or(
          ilike(merchants.companyName, pattern),
          ilike(merchants.contactEmail, pattern),
          ilike(merchants.merchantId, pattern),
          exists(
            db
              .select({ one: sql`1` })
              .from(merchantUsers)
              .where(and(eq(merchantUsers.merchantId, merchants.id), ilike(merchantUsers.email, pattern))),
          ),
        )
      : undefined,
    key ? afterCursor(merchants.createdAt, merchants.id, key, 'uuid') : undefined,
  );
  const page = toPage(await selectMerchants(db, where, limit + 1), limit);
  return { merchants: page.rows.map(toAdminMerchant), nextCursor: page.nextCursor };
}

/** One merchant in the list shape, by internal id. */
export async function findAdminMerchant(db: DbOrTx, merchantDbId: string): Promise<AdminMerchant | undefined> {
  const [row] = await selectMerchants(db, eq(merchants.id, merchantDbId), 1);
  return row ? toAdminMerchant(row) : undefined;
}
