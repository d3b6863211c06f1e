import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { TOTP_CODE_PATTERN } from '@contract/mfa';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { mfaRecoveryCodes } from '@server/db/schema/index';
import { decryptField, type FieldRef } from '../auth';
import { ref } from '../auth';
import { claimTotpStep, recoveryCodesOf, type MfaAccount, type MfaAccountRef } from './mfa-accounts';
import { hashRecoveryCode, normaliseRecoveryCode } from './recovery-codes';
import { matchTotpStep } from './totp';

export type SecondFactorResult = { ok: true; method: 'totp' | 'recovery' } | { ok: false; reason: 'wrong' | 'used' };

/** The TOTP secret of an account, decrypted. */
export function totpSecretOf(ctx: AppContext, account: Pick<MfaAccount, 'mfaSecret' | 'kind' | 'id'>): string {
  if (!account.mfaSecret) throw new Error('No two-factor secret is set up for this account');
  return decryptField(ctx.keys.fieldEncryption, account.mfaSecret, mfaSecretRef(account));
}

/** Where an account's TOTP secret lives, as its associated data. */
export function mfaSecretRef(account: MfaAccountRef): FieldRef {
  return ref(account.kind === 'admin' ? 'admins.mfa_secret' : 'merchant_users.mfa_secret', account.id);
}

/**
 * Checks and uses up a code: six digits are a TOTP code (accepted once: its step must be newer
 * than the last accepted one), anything else is tried as a recovery code (marked used). Call inside
 * the transaction that acts on the result, so a failure later in it gives the code back.
 */
export async function useSecondFactor(tx: DbOrTx, ctx: AppContext, account: MfaAccount, input: string, now: Date): Promise<SecondFactorResult> {
  const digits = input.replace(/\s+/g, '');
  if (TOTP_CODE_PATTERN.test(digits)) {
    const step = matchTotpStep(totpSecretOf(ctx, account), digits, now);
    if (step === null) return { ok: false, reason: 'wrong' };
    return (await claimTotpStep(tx, account, step)) ? { ok: true, method: 'totp' } : { ok: false, reason: 'used' };
  }

  const normalised = normaliseRecoveryCode(input);
  if (normalised === null) return { ok: false, reason: 'wrong' };
  const codeHash = hashRecoveryCode(ctx.keys.mfaRecovery, normalised);
  const used = await tx
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(and(recoveryCodesOf(account), eq(mfaRecoveryCodes.codeHash, codeHash), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  if (used.length === 1) return { ok: true, method: 'recovery' };
  const [spent] = await tx
    .select({ id: mfaRecoveryCodes.id })
    .from(mfaRecoveryCodes)
    .where(and(recoveryCodesOf(account), eq(mfaRecoveryCodes.codeHash, codeHash), isNotNull(mfaRecoveryCodes.usedAt)))
    .limit(1);
  return { ok: false, reason: spent ? 'used' : 'wrong' };
}

/** What a person is told when a code is refused. */
export function refusalMessage(result: { reason: 'wrong' | 'used' }, input: string): string {
  if (result.reason === 'wrong') return 'That code is not right. Check your authenticator app and try again.';
  return TOTP_CODE_PATTERN.test(input.replace(/\s+/g, ''))
    ? 'That code has already been used. Wait for the next code from your authenticator app.'
    : 'That recovery code has already been used.';
}
