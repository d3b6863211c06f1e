import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { FeeOverride } from '@contract/commission';
import type { DbOrTx } from '@server/db/client';
import { merchantFeeOverrides as o } from '@server/db/schema/ledger';
import { merchants } from '@server/db/schema/merchants';

/** Per-merchant fees from a moment on, rows from the schema. */
export type FeeOverrideRow = typeof o.$inferSelect;
export type NewFeeOverride = PgInsertValue<typeof o>;

/** SCHEDULED until it starts; IN_FORCE while it is the merchant's latest started one; SUPERSEDED after. */
const state = sql<FeeOverride['state']>`case when ${o.effectiveFrom} > now() then 'SCHEDULED'
  when ${o.effectiveFrom} = (select max(o2.effective_from) from merchant_fee_overrides o2 where o2.merchant_id = ${o.merchantId} and o2.effective_from <= now())
    then 'IN_FORCE' else 'SUPERSEDED' end`;

const viewQuery = (db: DbOrTx) =>
  db
    .select({ override: o, merchantPublicId: merchants.merchantId, companyName: merchants.companyName, state })
    .from(o)
    .innerJoin(merchants, eq(merchants.id, o.merchantId));
type FeeOverrideView = Awaited<ReturnType<typeof viewQuery>>[number];

export const toFeeOverride = (v: FeeOverrideView): FeeOverride => ({
  id: v.override.id,
  merchantId: v.merchantPublicId,
  companyName: v.companyName,
  feePercent: v.override.feePercent === null ? null : Number(v.override.feePercent),
  effectiveFrom: v.override.effectiveFrom.toISOString(),
  state: v.state,
  createdAt: v.override.createdAt.toISOString(),
});

/** The newest 500 overrides, of one merchant (public id) when given. */
export async function listFeeOverrideRows(db: DbOrTx, merchantPublicId?: string): Promise<FeeOverride[]> {
  const rows = await viewQuery(db)
    .where(merchantPublicId ? eq(merchants.merchantId, merchantPublicId) : undefined)
    .orderBy(desc(o.effectiveFrom), asc(o.id))
    .limit(500);
  return rows.map(toFeeOverride);
}

export async function findFeeOverride(db: DbOrTx, id: string): Promise<FeeOverride | undefined> {
  const [row] = await viewQuery(db).where(eq(o.id, id));
  return row ? toFeeOverride(row) : undefined;
}

/** Inserts unless the merchant already has an override from that moment; whether it did. */
export async function insertFeeOverride(db: DbOrTx, row: NewFeeOverride): Promise<boolean> {
  const made = await db
    .insert(o)
    .values(row)
    .onConflictDoNothing({ target: [o.merchantId, o.effectiveFrom] })
    .returning({ id: o.id });
  return made.length > 0;
}

/** Deletes an override only while it has not started; whether it did. */
export async function deleteScheduledFeeOverride(db: DbOrTx, id: string): Promise<boolean> {
  const gone = await db
    .delete(o)
    .where(and(eq(o.id, id), gt(o.effectiveFrom, sql`now()`)))
    .returning({ id: o.id });
  return gone.length > 0;
}
