import { and, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@server/db/client';
import { admins, mfaChallenges, mfaRecoveryCodes, merchantUsers } from '@server/db/schema/index';

/**
 * Two-factor sign-in works the same for admins and merchant users; the columns are the same
 * (db/schema/mfa-columns.ts) in two tables, and the shared tables name the account by kind.
 */
export type MfaKind = 'admin' | 'merchant';

export interface MfaAccountRef {
  kind: MfaKind;
  id: string;
}

export interface MfaAccount extends MfaAccountRef {
  email: string;
  passwordHash: string;
  /** Encrypted (modules/auth/field-crypto.ts). */
  mfaSecret: string | null;
  mfaEnabledAt: Date | null;
  mfaLastStep: number | null;
}

/** The account, locked for the rest of the transaction when `lock` is set. */
export async function findMfaAccount(db: DbOrTx, ref: MfaAccountRef, { lock = false } = {}): Promise<MfaAccount | undefined> {
  const table = ref.kind === 'admin' ? admins : merchantUsers;
  const columns = {
    id: table.id,
    email: table.email,
    passwordHash: table.passwordHash,
    mfaSecret: table.mfaSecret,
    mfaEnabledAt: table.mfaEnabledAt,
    mfaLastStep: table.mfaLastStep,
  };
  const query = db.select(columns).from(table).where(eq(table.id, ref.id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ? { kind: ref.kind, ...row } : undefined;
}

export async function updateMfaColumns(
  db: DbOrTx,
  ref: MfaAccountRef,
  values: { mfaSecret?: string | null; mfaEnabledAt?: Date | SQL | null; mfaLastStep?: number | null },
): Promise<void> {
  if (ref.kind === 'admin') await db.update(admins).set(values).where(eq(admins.id, ref.id));
  else await db.update(merchantUsers).set(values).where(eq(merchantUsers.id, ref.id));
}

/**
 * Records `step` as the last accepted one unless it is not newer than the last: false means the
 * code (or an older one) was used already. One statement, so two requests cannot both win.
 */
export async function claimTotpStep(db: DbOrTx, ref: MfaAccountRef, step: number): Promise<boolean> {
  const table = ref.kind === 'admin' ? admins : merchantUsers;
  const rows = await db
    .update(table)
    .set({ mfaLastStep: step })
    .where(and(eq(table.id, ref.id), or(isNull(table.mfaLastStep), sql`${table.mfaLastStep} < ${step}`)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/** The columns that name an account in mfa_recovery_codes and mfa_challenges. */
export function accountColumns(ref: MfaAccountRef) {
  return {
    subjectType: ref.kind,
    adminId: ref.kind === 'admin' ? ref.id : null,
    merchantUserId: ref.kind === 'merchant' ? ref.id : null,
  };
}

export function recoveryCodesOf(ref: MfaAccountRef): SQL {
  return and(eq(mfaRecoveryCodes.subjectType, ref.kind), eq(ref.kind === 'admin' ? mfaRecoveryCodes.adminId : mfaRecoveryCodes.merchantUserId, ref.id))!;
}

export function challengesOf(ref: MfaAccountRef): SQL {
  return and(eq(mfaChallenges.subjectType, ref.kind), eq(ref.kind === 'admin' ? mfaChallenges.adminId : mfaChallenges.merchantUserId, ref.id))!;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, ref: MfaAccountRef): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(recoveryCodesOf(ref), isNull(mfaRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** How audit entries name the account. */
export const auditTarget = (ref: MfaAccountRef) => ({ targetType: ref.kind === 'admin' ? 'admin' : 'merchant_user', targetId: ref.id });
export const auditActorOf = (ref: MfaAccountRef, email: string, ip: string | null) => ({
  actorType: ref.kind,
  actorId: ref.id,
  actorEmail: email,
  ip,
});
