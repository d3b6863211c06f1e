import type { MfaStatus } from '@contract/mfa';
import type { DbOrTx } from '@server/db/client';
import { notFound } from '@server/errors';
import { countUnusedRecoveryCodes, findMfaAccount, type MfaAccountRef } from './mfa-accounts';

export async function getMfaStatus(db: DbOrTx, ref: MfaAccountRef): Promise<MfaStatus> {
  const account = await findMfaAccount(db, ref);
  if (!account) throw notFound('Account not found');
  const enabled = account.mfaEnabledAt !== null;
  return {
    enabled,
    enabledAt: account.mfaEnabledAt?.toISOString() ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, ref) : 0,
    setupPending: !enabled && account.mfaSecret !== null,
  };
}
