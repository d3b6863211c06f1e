import { and, asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { admins, merchants, merchantUsers, verificationDetails } from '@server/db/schema/index';
import type { AdminActor, AdminPrincipal, MerchantPrincipal } from '@server/principals';

/**
 * Who the seed acts as once merchants exist. The modules take a principal, as a signed-in person
 * would be; the seed has no session, so the session id is empty (nothing it calls revokes or reads it).
 */

export interface DemoMerchant {
  principal: MerchantPrincipal;
  companyName: string;
  contactEmail: string;
}

async function owner(ctx: AppContext, merchantDbId: string): Promise<DemoMerchant> {
  const [row] = await ctx.database.db
    .select({
      userId: merchantUsers.id,
      email: merchantUsers.email,
      merchantId: merchants.merchantId,
      status: merchants.status,
      companyName: merchants.companyName,
      contactEmail: merchants.contactEmail,
    })
    .from(merchantUsers)
    .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId))
    .where(and(eq(merchantUsers.merchantId, merchantDbId), eq(merchantUsers.role, 'OWNER')))
    .orderBy(asc(merchantUsers.createdAt))
    .limit(1);
  if (!row) throw new Error(`seed: merchant ${merchantDbId} has no owner`);
  return {
    principal: {
      userId: row.userId,
      email: row.email,
      role: 'OWNER',
      sessionId: '',
      merchantDbId,
      merchantId: row.merchantId,
      merchantStatus: row.status,
    },
    companyName: row.companyName,
    contactEmail: row.contactEmail,
  };
}

/**
 * Trading merchants (ACTIVE, verification approved, bank details on file: the ones payouts pay),
 * oldest first, so the same merchants are chosen run after run. The first is the showcase: the
 * merchant every portal page is filled for.
 */
export async function tradingMerchants(ctx: AppContext, limit: number): Promise<DemoMerchant[]> {
  const rows = await ctx.database.db
    .select({ id: merchants.id })
    .from(merchants)
    .innerJoin(verificationDetails, eq(verificationDetails.merchantId, merchants.id))
    .where(and(eq(merchants.status, 'ACTIVE'), eq(merchants.verificationStatus, 'APPROVED')))
    .orderBy(asc(merchants.createdAt), asc(merchants.id))
    .limit(limit);
  const out: DemoMerchant[] = [];
  for (const r of rows) out.push(await owner(ctx, r.id));
  return out;
}

/** The reviewer as an admin principal (feature flags take one), with the role stored for it. */
export async function adminPrincipal(ctx: AppContext, actor: AdminActor): Promise<AdminPrincipal> {
  const [row] = await ctx.database.db.select({ role: admins.role }).from(admins).where(eq(admins.id, actor.id));
  return { id: actor.id, email: actor.email, role: row?.role ?? 'SUPER_ADMIN', sessionId: '' };
}

/** Public merchant ids of ACTIVE merchants, in a stable order. */
export async function activeMerchantIds(ctx: AppContext, limit: number): Promise<string[]> {
  const rows = await ctx.database.db
    .select({ merchantId: merchants.merchantId })
    .from(merchants)
    .where(eq(merchants.status, 'ACTIVE'))
    .orderBy(asc(merchants.createdAt), asc(merchants.id))
    .limit(limit);
  return rows.map((r) => r.merchantId);
}

export const countWhere = async (ctx: AppContext, query: ReturnType<typeof sql>): Promise<number> =>
  Number(Object.values((await ctx.database.db.execute(query)).rows[0] as Record<string, unknown>)[0] ?? 0);
