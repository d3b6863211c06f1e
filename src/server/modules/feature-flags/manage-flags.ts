import { eq, inArray, sql } from 'drizzle-orm';
import { GATED_FLAGS, type FeatureFlag, type FeatureFlagList } from '@contract/feature-flags';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { featureFlags, merchants } from '@server/db/schema/index';
import { AppError, conflict, notFound } from '@server/errors';
import type { AdminPrincipal } from '@server/principals';
import { recordAudit } from '../audit';
import { flagCache } from './flag-cache';

type FlagRow = typeof featureFlags.$inferSelect;

const toFlag = (r: FlagRow): FeatureFlag => ({
  key: r.key,
  description: r.description,
  enabled: r.enabled,
  rolloutPercent: r.rolloutPercent,
  allowMerchantIds: r.allowMerchantIds,
  denyMerchantIds: r.denyMerchantIds,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** What the audit trail keeps of a flag: its rule, not its timestamps. */
const auditedFlag = (f: FeatureFlag) => ({
  key: f.key,
  description: f.description,
  enabled: f.enabled,
  rolloutPercent: f.rolloutPercent,
  allowMerchantIds: f.allowMerchantIds,
  denyMerchantIds: f.denyMerchantIds,
});

const gates = (key: string): string | null => (Object.hasOwn(GATED_FLAGS, key) ? GATED_FLAGS[key as keyof typeof GATED_FLAGS] : null);

/**
 * Every flag with the number of stored merchants it is on for, counted in SQL with
 * feature_flag_bucket (src/server/db/sql/feature_flag_bucket.sql), which computes the same bucket as evaluate-flag.ts
 * (test/feature-flags.test.ts proves they agree). One query; the hash runs only for flags that
 * are enabled at a percentage strictly between 0 and 100.
 */
export async function listFeatureFlags(ctx: AppContext): Promise<FeatureFlagList> {
  const f = featureFlags;
  const onFor = sql<number>`(select count(*)::int from merchants m
    where not (m.merchant_id = any(${f.denyMerchantIds}))
      and (m.merchant_id = any(${f.allowMerchantIds})
           or (${f.enabled} and case when ${f.rolloutPercent} >= 100 then true
                                     when ${f.rolloutPercent} <= 0 then false
                                     else feature_flag_bucket(${f.key}, m.merchant_id) < ${f.rolloutPercent} end)))`;
  const { db } = ctx.database;
  const [rows, [total]] = await Promise.all([
    db.select({ flag: f, onFor }).from(f).orderBy(f.key),
    db.select({ n: sql<number>`count(*)::int` }).from(merchants),
  ]);
  return {
    flags: rows.map(({ flag, onFor: count }) => ({ ...toFlag(flag), onForMerchants: count, gates: gates(flag.key) })),
    totalMerchants: total!.n,
  };
}

const unique = (ids: readonly string[]) => [...new Set(ids)];

/** Every listed merchant must exist: a typo would otherwise silently target nobody. */
async function assertMerchantsExist(db: DbOrTx, field: 'allowMerchantIds' | 'denyMerchantIds', ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ merchantId: merchants.merchantId })
    .from(merchants)
    .where(inArray(merchants.merchantId, [...ids]));
  const known = new Set(found.map((r) => r.merchantId));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    const shown = missing.slice(0, 5).join(', ') + (missing.length > 5 ? ` and ${missing.length - 5} more` : '');
    throw new AppError('UNKNOWN_MERCHANT', 400, `${field}: no merchant has the id ${shown}`, { field });
  }
}

/** After a change commits: this instance drops its copy at once, so the admin reads their own write; the trigger tells the others. */
const changed = (ctx: AppContext) => flagCache(ctx).forget();

interface Actor {
  admin: AdminPrincipal;
  ip: string;
}

const audit = (db: DbOrTx, { admin, ip }: Actor, action: string, key: string, before?: FeatureFlag, after?: FeatureFlag) =>
  recordAudit(db, {
    actorType: 'admin',
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    targetType: 'feature_flag',
    targetId: key,
    before: before ? auditedFlag(before) : undefined,
    after: after ? auditedFlag(after) : undefined,
    ip,
  });

export interface FlagInput {
  key: string;
  description: string;
  enabled: boolean;
  rolloutPercent: number;
  allowMerchantIds: string[];
  denyMerchantIds: string[];
}

export async function createFeatureFlag(ctx: AppContext, { input, ...actor }: Actor & { input: FlagInput }): Promise<FeatureFlag> {
  const allow = unique(input.allowMerchantIds);
  const deny = unique(input.denyMerchantIds);
  const flag = await ctx.database.db.transaction(async (tx) => {
    await assertMerchantsExist(tx, 'allowMerchantIds', allow);
    await assertMerchantsExist(tx, 'denyMerchantIds', deny);
    const [row] = await tx
      .insert(featureFlags)
      .values({
        key: input.key,
        description: input.description,
        enabled: input.enabled,
        rolloutPercent: input.rolloutPercent,
        allowMerchantIds: allow,
        denyMerchantIds: deny,
        updatedBy: actor.admin.id,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(`A flag with the key ${input.key} already exists`, 'FLAG_EXISTS');
    const created = toFlag(row);
    await audit(tx, actor, 'feature_flag.create', created.key, undefined, created);
    return created;
  });
  changed(ctx);
  return flag;
}

export async function updateFeatureFlag(
  ctx: AppContext,
  { key, changes, ...actor }: Actor & { key: string; changes: Partial<Omit<FlagInput, 'key'>> },
): Promise<FeatureFlag> {
  const flag = await ctx.database.db.transaction(async (tx) => {
    const [current] = await tx.select().from(featureFlags).where(eq(featureFlags.key, key)).for('update');
    if (!current) throw notFound(`There is no flag with the key ${key}`, 'FLAG_NOT_FOUND');
    const allow = changes.allowMerchantIds === undefined ? undefined : unique(changes.allowMerchantIds);
    const deny = changes.denyMerchantIds === undefined ? undefined : unique(changes.denyMerchantIds);
    // Only ids newly added are checked: one that was listed and whose merchant is gone since may stay.
    if (allow)
      await assertMerchantsExist(
        tx,
        'allowMerchantIds',
        allow.filter((id) => !current.allowMerchantIds.includes(id)),
      );
    if (deny)
      await assertMerchantsExist(
        tx,
        'denyMerchantIds',
        deny.filter((id) => !current.denyMerchantIds.includes(id)),
      );
    const [row] = await tx
      .update(featureFlags)
      .set({
        ...(changes.description !== undefined ? { description: changes.description } : {}),
        ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
        ...(changes.rolloutPercent !== undefined ? { rolloutPercent: changes.rolloutPercent } : {}),
        ...(allow ? { allowMerchantIds: allow } : {}),
        ...(deny ? { denyMerchantIds: deny } : {}),
        updatedAt: sql`now()`,
        updatedBy: actor.admin.id,
      })
      .where(eq(featureFlags.key, key))
      .returning();
    const updated = toFlag(row!);
    await audit(tx, actor, 'feature_flag.update', key, toFlag(current), updated);
    return updated;
  });
  changed(ctx);
  return flag;
}

export async function deleteFeatureFlag(ctx: AppContext, { key, ...actor }: Actor & { key: string }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.delete(featureFlags).where(eq(featureFlags.key, key)).returning();
    if (!row) throw notFound(`There is no flag with the key ${key}`, 'FLAG_NOT_FOUND');
    await audit(tx, actor, 'feature_flag.delete', key, toFlag(row));
  });
  changed(ctx);
}
