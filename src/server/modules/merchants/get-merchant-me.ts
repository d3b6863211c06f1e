import type { MerchantMeResponse } from '@contract/merchant-auth';
import type { DbOrTx } from '@server/db/client';
import { unauthorized } from '@server/errors';
import { findMerchantUser, toAccountView } from './merchant-account';

export async function getMerchantMe(db: DbOrTx, { userId }: { userId: string }): Promise<MerchantMeResponse> {
  const found = await findMerchantUser(db, { userId });
  // The guard has just seen this user; a miss means it was deleted in between.
  if (!found) throw unauthorized('Your session has ended; please sign in again');
  return toAccountView(found.user, found.merchant);
}
