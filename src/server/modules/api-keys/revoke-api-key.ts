import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Mode } from '@contract/payments';
import type { DbOrTx } from '@server/db/client';
import { apiKeys, merchants, merchantUsers } from '@server/db/schema/index';
import { recordAudit, type AuditEntry } from '../audit';
import { recordEvent } from '../events';
import { queueKeyRevokedEmails } from './api-key-emails';
import { toApiKey } from './api-key-view';

export interface RevokedKey {
  id: string;
  prefix: string;
  mode: Mode;
  merchantDbId: string;
  /** False when the key was already revoked: nothing was changed, audited or sent. */
  revoked: boolean;
}

export interface RevokeKeyOptions {
  keyId: string;
  /** The merchant the key must belong to (a merchant's own revoke); absent for staff, who may revoke any key. */
  merchantDbId?: string;
  actor: Pick<AuditEntry, 'actorType' | 'actorId' | 'actorEmail' | 'ip'>;
  /** Staff revocations email the merchant's owners; a merchant's own revoke does not. */
  notifyOwners?: { baseUrl: string };
}

const KEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one place a key is revoked, for the merchant's own revoke and the admin's alike: the key
 * stops working at once (the key guard reads revoked_at, and a trigger tells every instance's key
 * cache), the change is audited, an api_key.revoked event goes to the merchant's webhooks, and
 * for staff the owners are emailed, all in the caller's transaction. Anything else a revocation must cause belongs here too. Undefined: no such key (for
 * this merchant).
 */
export async function revokeKey(tx: DbOrTx, { keyId, merchantDbId, actor, notifyOwners }: RevokeKeyOptions): Promise<RevokedKey | undefined> {
  if (!KEY_ID.test(keyId)) return undefined;
  const owned = merchantDbId === undefined ? sql`true` : eq(apiKeys.merchantId, merchantDbId);
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), owned, isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) {
    const [existing] = await tx
      .select({ id: apiKeys.id, prefix: apiKeys.prefix, mode: apiKeys.mode, merchantDbId: apiKeys.merchantId })
      .from(apiKeys)
      .where(and(eq(apiKeys.id, keyId), owned));
    return existing ? { ...existing, revoked: false } : undefined;
  }
  await recordAudit(tx, { ...actor, action: 'api_key.revoke', targetType: 'api_key', targetId: row.id, before: { prefix: row.prefix, mode: row.mode } });
  await recordEvent(tx, { merchantDbId: row.merchantId, mode: row.mode, type: 'api_key.revoked', data: toApiKey(row) });
  if (notifyOwners) {
    const [merchant] = await tx.select({ companyName: merchants.companyName }).from(merchants).where(eq(merchants.id, row.merchantId));
    const owners = await tx
      .select({ email: merchantUsers.email })
      .from(merchantUsers)
      .where(and(eq(merchantUsers.merchantId, row.merchantId), eq(merchantUsers.role, 'OWNER')));
    await queueKeyRevokedEmails(
      tx,
      notifyOwners.baseUrl,
      owners.map((o) => o.email),
      { companyName: merchant?.companyName ?? 'your company', prefix: row.prefix, mode: row.mode },
    );
  }
  return { id: row.id, prefix: row.prefix, mode: row.mode, merchantDbId: row.merchantId, revoked: true };
}
