import { asc, desc, eq, sql } from 'drizzle-orm';
import type { MerchantDetailsResponse } from '@contract/admin-merchants';
import type { AppContext } from '@server/context';
import { apiKeys, merchants, merchantUsers, verificationDetails, verificationDocuments } from '@server/db/schema/index';
import { notFound } from '@server/errors';
import { maskStoredDetails } from '../verification';
import { isoTs } from '@server/db/keyset';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

type ModeSummary = MerchantDetailsResponse['transactionSummary']['live'];
const emptySummary = (): ModeSummary => ({ count: 0, completed: 0, declined: 0, volume: 0, fees: 0, lastTransactionAt: null });

/** Everything the admin's merchant view shows. Key hashes and secrets never leave the database. */
export async function getMerchantDetails(ctx: AppContext, { merchantId }: { merchantId: string }): Promise<MerchantDetailsResponse> {
  const { db } = ctx.database;
  const [m] = await db.select().from(merchants).where(eq(merchants.merchantId, merchantId)).limit(1);
  if (!m) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');

  const [users, keys, details, documents, sums, last] = await Promise.all([
    db.select().from(merchantUsers).where(eq(merchantUsers.merchantId, m.id)).orderBy(asc(merchantUsers.createdAt)),
    db
      .select({
        id: apiKeys.id,
        mode: apiKeys.mode,
        prefix: apiKeys.prefix,
        createdAt: apiKeys.createdAt,
        lastUsedAt: apiKeys.lastUsedAt,
        revokedAt: apiKeys.revokedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.merchantId, m.id))
      .orderBy(desc(apiKeys.createdAt)),
    db.select().from(verificationDetails).where(eq(verificationDetails.merchantId, m.id)).limit(1),
    db.select().from(verificationDocuments).where(eq(verificationDocuments.merchantId, m.id)).orderBy(asc(verificationDocuments.uploadedAt)),
    // From the maintained aggregate (one merchant's rows via its index) plus the increments not yet folded into it.
    db.execute<{ mode: 'live' | 'test'; status: 'COMPLETED' | 'DECLINED'; count: number; volume: number; fees: number }>(sql`
      select mode, status, sum(count)::bigint as count, sum(volume)::bigint as volume, sum(fees)::bigint as fees
      from (select mode, status, count, volume, fees from transaction_daily_stats where merchant_id = ${m.id}
        union all select mode, status, count, volume, fees from transaction_stats_pending where merchant_id = ${m.id}) s
      group by mode, status`),
    // The newest payment per mode: the head of the (merchant_id, mode, created_at desc) index.
    db.execute<{ mode: 'live' | 'test'; at: string | null }>(sql`
      select l.mode, ${isoTs(sql`l.at`)} as at from (
        select modes.mode, (select max(t.created_at) from transactions t where t.merchant_id = ${m.id} and t.mode = modes.mode) as at
        from (values ('live'), ('test')) as modes(mode)) l`),
  ]);

  const summary = { live: emptySummary(), test: emptySummary() };
  for (const r of sums.rows) {
    const s = summary[r.mode];
    s.count += Number(r.count);
    if (r.status === 'COMPLETED') {
      s.completed += Number(r.count);
      s.volume += Number(r.volume);
      s.fees += Number(r.fees);
    } else s.declined += Number(r.count);
  }
  for (const r of last.rows) summary[r.mode].lastTransactionAt = r.at;

  const d = details[0];
  return {
    merchant: {
      id: m.id,
      merchantId: m.merchantId,
      companyName: m.companyName,
      contactEmail: m.contactEmail,
      contactPhone: m.contactPhone,
      businessType: m.businessType,
      industry: m.industry,
      website: m.website,
      status: m.status,
      verificationStatus: m.verificationStatus,
      verificationSubmittedAt: iso(m.verificationSubmittedAt),
      createdAt: m.createdAt.toISOString(),
      updatedAt: m.updatedAt.toISOString(),
    },
    users: users.map((u) => ({ id: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role, createdAt: u.createdAt.toISOString() })),
    apiKeys: keys.map((k) => ({
      id: k.id,
      mode: k.mode,
      prefix: k.prefix,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: iso(k.lastUsedAt),
      revokedAt: iso(k.revokedAt),
    })),
    verification: {
      verificationStatus: m.verificationStatus,
      details: d ? { ...maskStoredDetails(ctx, d), submittedAt: d.submittedAt.toISOString(), updatedAt: d.updatedAt.toISOString() } : null,
      documents: documents.map((doc) => ({
        id: doc.id,
        documentType: doc.documentType,
        fileName: doc.fileName,
        mimeType: doc.mimeType,
        sizeBytes: doc.sizeBytes,
        status: doc.status,
        reviewNotes: doc.reviewNotes,
        reviewedAt: iso(doc.reviewedAt),
        uploadedAt: doc.uploadedAt.toISOString(),
      })),
    },
    transactionSummary: summary,
  };
}
