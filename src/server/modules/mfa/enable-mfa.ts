import { sql } from 'drizzle-orm';
import type { MfaEnableResponse } from '@contract/mfa';
import type { AppContext } from '@server/context';
import { appNow } from '@server/context';
import { mfaRecoveryCodes } from '@server/db/schema/index';
import { badRequest, conflict, notFound } from '@server/errors';
import { recordAudit } from '../audit';
import { accountColumns, auditActorOf, auditTarget, findMfaAccount, recoveryCodesOf, updateMfaColumns, type MfaAccountRef } from './mfa-accounts';
import { hashRecoveryCode, newRecoveryCodes, normaliseRecoveryCode } from './recovery-codes';
import { totpSecretOf } from './second-factor';
import { matchTotpStep } from './totp';

/**
 * Confirms the secret from setup with a current code and turns two-factor sign-in on. The answer
 * carries ten new recovery codes, the only time they are shown; any older ones stop working.
 */
export async function enableMfa(ctx: AppContext, { account: ref, code, ip }: { account: MfaAccountRef; code: string; ip: string }): Promise<MfaEnableResponse> {
  const recoveryCodes = newRecoveryCodes();
  await ctx.database.db.transaction(async (tx) => {
    const account = await findMfaAccount(tx, ref, { lock: true });
    if (!account) throw notFound('Account not found');
    if (account.mfaEnabledAt) throw conflict('Two-factor sign-in is already on.', 'MFA_ALREADY_ENABLED');
    if (!account.mfaSecret) throw conflict('Start the setup first: scan the QR code, then enter a code from your app.', 'MFA_SETUP_REQUIRED');
    const step = matchTotpStep(totpSecretOf(ctx, account), code, appNow(ctx));
    if (step === null)
      throw badRequest('That code is not right. Check the app shows SmartSplit and enter its current code.', 'INVALID_MFA_CODE', { field: 'code' });

    await updateMfaColumns(tx, ref, { mfaEnabledAt: sql`now()`, mfaLastStep: step });
    await tx.delete(mfaRecoveryCodes).where(recoveryCodesOf(ref));
    await tx
      .insert(mfaRecoveryCodes)
      .values(recoveryCodes.map((shown) => ({ ...accountColumns(ref), codeHash: hashRecoveryCode(ctx.keys.mfaRecovery, normaliseRecoveryCode(shown)!) })));
    await recordAudit(tx, {
      ...auditActorOf(ref, account.email, ip),
      action: `${ref.kind}.mfa.enable`,
      ...auditTarget(ref),
      after: { recoveryCodes: recoveryCodes.length },
    });
  });
  return { recoveryCodes, message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only now.' };
}
