import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { partnerMerchants, partners } from '@server/db/schema/index';

/** The merchant's partner and its share of the fee, as the payment trigger reads them (ledger_record_payment.sql). */
export async function partnerShareOf(db: DbOrTx, merchantDbId: string): Promise<{ partnerId: string; sharePercent: number } | null> {
  const [row] = await db
    .select({ partnerId: partners.id, share: partners.revenueSharePercent })
    .from(partnerMerchants)
    .innerJoin(partners, eq(partners.id, partnerMerchants.partnerId))
    .where(eq(partnerMerchants.merchantId, merchantDbId));
  return row ? { partnerId: row.partnerId, sharePercent: Number(row.share) } : null;
}

/** The partner's commission on a fee: fee × share / 100, half away from zero on the penny, as PostgreSQL's round does. */
export function commissionOn(fee: number, sharePercent: number): number {
  const exact = (fee * Math.round(sharePercent * 100)) / 10000;
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
