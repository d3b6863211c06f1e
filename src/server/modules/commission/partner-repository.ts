import { and, asc, eq, sql } from 'drizzle-orm';
import type { Partner } from '@contract/commission';
import type { DbOrTx } from '@server/db/client';
import { ledgerEntries, partnerMerchants, partners } from '@server/db/schema/ledger';

/** The partner aggregate (a partner and the merchants assigned to it), rows from the schema. */
export type PartnerRow = typeof partners.$inferSelect;
export type NewPartner = typeof partners.$inferInsert;

const viewQuery = (db: DbOrTx) =>
  db
    .select({ partner: partners, merchantCount: sql<number>`(select count(*)::int from partner_merchants pm where pm.partner_id = ${partners.id})` })
    .from(partners);
type PartnerView = Awaited<ReturnType<typeof viewQuery>>[number];

const toPartner = ({ partner: p, merchantCount }: PartnerView): Partner => ({
  id: p.id,
  name: p.name,
  contactEmail: p.contactEmail,
  revenueSharePercent: Number(p.revenueSharePercent),
  merchantCount,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export async function listPartnerRows(db: DbOrTx): Promise<Partner[]> {
  return (await viewQuery(db).orderBy(asc(partners.name), asc(partners.id))).map(toPartner);
}

/** One partner, locked for update when asked. */
export async function findPartner(db: DbOrTx, id: string, opts: { lock?: boolean } = {}): Promise<Partner | undefined> {
  const q = viewQuery(db).where(eq(partners.id, id));
  const [row] = opts.lock ? await q.for('update', { of: partners }) : await q;
  return row ? toPartner(row) : undefined;
}

export async function insertPartner(db: DbOrTx, row: NewPartner): Promise<void> {
  await db.insert(partners).values(row);
}

/** Changes the fields given; the others stay. */
export async function updatePartnerRow(db: DbOrTx, id: string, set: Partial<Pick<PartnerRow, 'name' | 'contactEmail' | 'revenueSharePercent'>>): Promise<void> {
  await db
    .update(partners)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(partners.id, id));
}

export async function deletePartnerRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(partners).where(eq(partners.id, id));
}

/** Whether a partner has merchants, or commission on the ledger (then its history must stay). */
export async function partnerUse(db: DbOrTx, id: string): Promise<{ merchants: boolean; entries: boolean }> {
  const [m] = await db
    .select({ one: sql`1` })
    .from(partnerMerchants)
    .where(eq(partnerMerchants.partnerId, id))
    .limit(1);
  const [e] = await db
    .select({ one: sql`1` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'partner_commission'), eq(ledgerEntries.partnerId, id)))
    .limit(1);
  return { merchants: m !== undefined, entries: e !== undefined };
}

/** A merchant's current partner, locked so two assignments of one merchant queue. */
export async function lockAssignment(db: DbOrTx, merchantDbId: string): Promise<string | null> {
  const [row] = await db
    .select({ partnerId: partnerMerchants.partnerId })
    .from(partnerMerchants)
    .where(eq(partnerMerchants.merchantId, merchantDbId))
    .for('update');
  return row?.partnerId ?? null;
}

/** Whether the partner exists, share-locked so it cannot be deleted before the assignment commits. */
export async function partnerExistsLocked(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, id)).for('share');
  return rows.length > 0;
}

/** Assigns a partner; assigning the same partner again keeps the first assignment's time. */
export async function upsertAssignment(db: DbOrTx, merchantDbId: string, partnerId: string, assignedBy: string): Promise<void> {
  await db
    .insert(partnerMerchants)
    .values({ merchantId: merchantDbId, partnerId, assignedBy })
    .onConflictDoUpdate({
      target: partnerMerchants.merchantId,
      set: { partnerId: sql`excluded.partner_id`, assignedAt: sql`now()`, assignedBy: sql`excluded.assigned_by` },
      setWhere: sql`${partnerMerchants.partnerId} is distinct from excluded.partner_id`,
    });
}

export async function deleteAssignment(db: DbOrTx, merchantDbId: string): Promise<void> {
  await db.delete(partnerMerchants).where(eq(partnerMerchants.merchantId, merchantDbId));
}
