import { and, asc, count, desc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { blockedBins, transactions } from '@server/db/schema/index';
import { conflict, notFound } from '@server/errors';
import type { AdminPrincipal } from '@server/principals';
import { recordAudit } from '../audit';

const toBlockedBin = (r: typeof blockedBins.$inferSelect) => ({ prefix: r.prefix, reason: r.reason, createdAt: r.createdAt.toISOString() });

export async function listBlockedBins(ctx: AppContext) {
  const rows = await ctx.database.db.select().from(blockedBins).orderBy(asc(blockedBins.prefix));
  return rows.map(toBlockedBin);
}

export async function addBlockedBin(ctx: AppContext, { admin, prefix, reason, ip }: { admin: AdminPrincipal; prefix: string; reason: string; ip: string }) {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.insert(blockedBins).values({ prefix, reason, createdBy: admin.id }).onConflictDoNothing().returning();
    if (!row) throw conflict(`BIN prefix ${prefix} is already blocked`, 'ALREADY_BLOCKED');
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'risk.blocked_bin.add',
      targetType: 'blocked_bin',
      targetId: prefix,
      after: { prefix, reason },
      ip,
    });
    return toBlockedBin(row);
  });
}

export async function removeBlockedBin(ctx: AppContext, { admin, prefix, ip }: { admin: AdminPrincipal; prefix: string; ip: string }) {
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.delete(blockedBins).where(eq(blockedBins.prefix, prefix)).returning();
    if (!row) throw notFound(`BIN prefix ${prefix} is not blocked`);
    await recordAudit(tx, {
      actorType: 'admin',
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'risk.blocked_bin.remove',
      targetType: 'blocked_bin',
      targetId: prefix,
      before: { prefix, reason: row.reason },
      ip,
    });
  });
}

/** Declined payments by reason over the last N days, from stored transactions (partial index on decline_reason). */
export async function declineCounts(ctx: AppContext, days: number) {
  const n = count();
  return ctx.database.db
    .select({ reason: sql<string>`${transactions.declineReason}`, mode: transactions.mode, count: n })
    .from(transactions)
    .where(and(isNotNull(transactions.declineReason), gt(transactions.createdAt, sql`now() - make_interval(days => ${days})`)))
    .groupBy(transactions.declineReason, transactions.mode)
    .orderBy(desc(n));
}
