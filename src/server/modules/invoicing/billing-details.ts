import { sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import type { BillingSnapshot } from '@server/db/schema/index';
import { decryptField } from '../auth';
import { ref } from '../auth';
import { vatRuleFor, type VatRule } from './vat';

export interface MerchantBilling {
  merchantDbId: string;
  merchantId: string;
  snapshot: BillingSnapshot;
  /** Decrypted, for the PDF only; never stored outside the PDF. */
  taxId: string | null;
  rule: VatRule;
}

type Row = {
  id: string;
  merchant_id: string;
  company_name: string;
  business_address: string | null;
  city: string | null;
  postcode: string | null;
  country: string | null;
  tax_id_enc: string | null;
};

/**
 * The merchant's billing details from its verified company details (address, country, tax id) and
 * the VAT rule they lead to. A merchant without details is billed as a GB business (UK VAT).
 */
export async function loadMerchantBilling(ctx: AppContext, db: DbOrTx, merchantDbId: string): Promise<MerchantBilling> {
  const { rows } = await db.execute<Row>(sql`
    select m.id, m.merchant_id, m.company_name, d.business_address, d.city, d.postcode, d.country, d.tax_id_enc
    from merchants m left join verification_details d on d.merchant_id = m.id
    where m.id = ${merchantDbId}::uuid`);
  const r = rows[0];
  if (!r) throw new Error(`loadMerchantBilling: merchant ${merchantDbId} not found`);
  let taxId: string | null = null;
  if (r.tax_id_enc) {
    try {
      taxId = decryptField(ctx.keys.fieldEncryption, r.tax_id_enc, ref('verification_details.tax_id_enc', r.id)).trim() || null;
    } catch {
      // An unreadable tax id (APP_SECRET changed) cannot justify the reverse charge: bill UK VAT.
      ctx.logger.warn({ merchantDbId }, 'tax id could not be decrypted for invoicing');
    }
  }
  const rule = vatRuleFor({ country: r.country, taxId });
  return {
    merchantDbId: r.id,
    merchantId: r.merchant_id,
    taxId,
    rule,
    snapshot: { companyName: r.company_name, address: r.business_address, city: r.city, postcode: r.postcode, country: r.country, hasTaxId: taxId !== null },
  };
}
