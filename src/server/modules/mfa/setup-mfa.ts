import type { MfaSetupResponse } from '@contract/mfa';
import type { AppContext } from '@server/context';
import { conflict, notFound } from '@server/errors';
import { recordAudit } from '../audit';
import { encryptField } from '../auth';
import { mfaSecretRef } from './second-factor';
import { auditActorOf, auditTarget, findMfaAccount, updateMfaColumns, type MfaAccountRef } from './mfa-accounts';
import { newTotpSecret, totpUrl } from './totp';

/**
 * Starts enrolment: a new secret, stored encrypted but not yet in force until a code confirms it
 * (enable-mfa.ts). Repeating it replaces an unconfirmed secret; once two-factor sign-in is on,
 * it must be turned off first, so a stolen session cannot swap the secret.
 */
export async function setupMfa(ctx: AppContext, { account: ref, ip }: { account: MfaAccountRef; ip: string }): Promise<MfaSetupResponse> {
  const secret = newTotpSecret();
  const email = await ctx.database.db.transaction(async (tx) => {
    const account = await findMfaAccount(tx, ref, { lock: true });
    if (!account) throw notFound('Account not found');
    if (account.mfaEnabledAt) throw conflict('Two-factor sign-in is already on. Turn it off first to move it to another app.', 'MFA_ALREADY_ENABLED');
    await updateMfaColumns(tx, ref, { mfaSecret: encryptField(ctx.keys.fieldEncryption, secret, mfaSecretRef(ref)), mfaLastStep: null });
    await recordAudit(tx, { ...auditActorOf(ref, account.email, ip), action: `${ref.kind}.mfa.setup`, ...auditTarget(ref) });
    return account.email;
  });
  const otpauthUrl = totpUrl(secret, email);
  // Loaded on first use rather than at start-up (about 10 MB resident).
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrSvg };
}
