import { eq } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { merchants, verificationDetails, type BillingSnapshot } from '@server/db/schema/index';
import { decryptField, ref } from '../auth';
import { vatRuleFor, type VatRule } from './vat';

export interface MerchantBilling {
  merchantDbId: string;
  merchantId: string;
  snapshot: BillingSnapshot;
  /** Decrypted, for the PDF only; never stored outside the PDF. */
  taxId: string | null;
  rule: VatRule;
}

/**
 * The merchant's billing details from its verified company details (address, country, tax id) and
 * the VAT rule they lead to. A merchant without details is billed as a GB business (UK VAT).
 */
export async function loadMerchantBilling(ctx: AppContext, db: DbOrTx, merchantDbId: string): Promise<MerchantBilling> {
  const [r] = await db
    .select({
      id: merchants.id,
      merchantId: merchants.merchantId,
      companyName: merchants.companyName,
      address: verificationDetails.businessAddress,
      city: verificationDetails.city,
      postcode: verificationDetails.postcode,
      country: verificationDetails.country,
      taxIdEnc: verificationDetails.taxIdEnc,
    })
    .from(merchants)
    .leftJoin(verificationDetails, eq(verificationDetails.merchantId, merchants.id))
    .where(eq(merchants.id, merchantDbId));
  if (!r) throw new Error(`loadMerchantBilling: merchant ${merchantDbId} not found`);
  let taxId: string | null = null;
  if (r.taxIdEnc) {
    try {
      taxId = decryptField(ctx.keys.fieldEncryption, r.taxIdEnc, ref('verification_details.tax_id_enc', r.id)).trim() || null;
    } catch {
      // An unreadable tax id (APP_SECRET changed) cannot justify the reverse charge: bill UK VAT.
      ctx.logger.warn({ merchantDbId }, 'tax id could not be decrypted for invoicing');
    }
  }
  const rule = vatRuleFor({ country: r.country, taxId });
  return {
    merchantDbId: r.id,
    merchantId: r.merchantId,
    taxId,
    rule,
    snapshot: { companyName: r.companyName, address: r.address, city: r.city, postcode: r.postcode, country: r.country, hasTaxId: taxId !== null },
  };
}
