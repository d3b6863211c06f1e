import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { blockedBins } from '@server/db/schema/index';
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
  const result = await ctx.database.db.execute<{ reason: string; mode: string; count: number }>(sql`
    select decline_reason as reason, mode, count(*)::int as count from transactions
    where decline_reason is not null and created_at > now() - make_interval(days => ${days})
    group by decline_reason, mode order by count desc`);
  return result.rows;
}
