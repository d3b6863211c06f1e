import { eq } from 'drizzle-orm';
import type { MerchantMeResponse, MerchantRole } from '@contract/merchant-auth';
import type { DbOrTx } from '@server/db/client';
import { merchants, merchantUsers } from '@server/db/schema/index';

/** The `{ user, merchant }` pair every merchant auth response carries. */
export function toAccountView(
  user: { id: string; email: string; firstName: string; lastName: string; role: MerchantRole },
  merchant: {
    merchantId: string;
    companyName: string;
    status: MerchantMeResponse['merchant']['status'];
    verificationStatus: MerchantMeResponse['merchant']['verificationStatus'];
  },
): MerchantMeResponse {
  return {
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role },
    merchant: {
      merchantId: merchant.merchantId,
      companyName: merchant.companyName,
      status: merchant.status,
      verificationStatus: merchant.verificationStatus,
    },
  };
}

/** A merchant user joined to their merchant, by login email (already lower-cased) or by user id. */
export async function findMerchantUser(db: DbOrTx, by: { email: string } | { userId: string }) {
  const [row] = await db
    .select({ user: merchantUsers, merchant: merchants })
    .from(merchantUsers)
    .innerJoin(merchants, eq(merchants.id, merchantUsers.merchantId))
    .where('email' in by ? eq(merchantUsers.email, by.email) : eq(merchantUsers.id, by.userId))
    .limit(1);
  return row;
}
