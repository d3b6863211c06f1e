import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ApiKey } from '@contract/payments';
import type { AppContext } from '@server/context';
import { apiKeys, merchants } from '@server/db/schema/index';
import { AppError, notFound } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { generateApiKey } from '../auth/api-key-secrets';
import type { DbOrTx } from '@server/db/client';
import { recordAudit, type AuditEntry } from '../audit/record-audit';
import { recordEvent } from '../events/record-event';

export const toApiKey = (row: typeof apiKeys.$inferSelect): ApiKey => ({
  id: row.id,
  mode: row.mode,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

export async function listApiKeys(ctx: AppContext, merchantDbId: string): Promise<ApiKey[]> {
  const rows = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.merchantId, merchantDbId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKey);
}

/** A new key; the secret is returned once and never stored. Live keys need an active, verified merchant. */
export async function createApiKey(ctx: AppContext, { user, mode, ip }: { user: MerchantPrincipal; mode: 'test' | 'live'; ip: string }) {
  return ctx.database.db.transaction(async (tx) => {
    const [merchant] = await tx
      .select({ status: merchants.status, verificationStatus: merchants.verificationStatus })
      .from(merchants)
      .where(eq(merchants.id, user.merchantDbId))
      .for('share');
    if (mode === 'live' && (merchant?.status !== 'ACTIVE' || merchant.verificationStatus !== 'APPROVED')) {
      throw new AppError('VERIFICATION_REQUIRED', 403, 'Live keys need an active account with approved business verification');
    }
    const key = generateApiKey(ctx.keys.apiKeyHash, mode);
    const [row] = await tx.insert(apiKeys).values({ merchantId: user.merchantDbId, mode, prefix: key.prefix, keyHash: key.hash }).returning();
    await recordAudit(tx, { actorType: 'merchant', actorId: user.userId, actorEmail: user.email, action: 'api_key.create', targetType: 'api_key', targetId: row!.id, after: { mode, prefix: key.prefix }, ip });
    const apiKey = toApiKey(row!);
    await recordEvent(tx, { merchantDbId: user.merchantDbId, mode, type: 'api_key.created', data: apiKey });
    return { apiKey, secret: key.secret };
  });
}

type RevokeActor = Pick<AuditEntry, 'actorType' | 'actorId' | 'actorEmail' | 'ip'>;

/**
 * Revokes one key of a merchant in the caller's transaction, with its audit entry and its
 * api_key.revoked event. Every revoke, the merchant's own or staff's, goes through here. Revoking a
 * revoked key again changes nothing (returns false); a key the merchant does not have is a 404.
 */
export async function revokeKeyInTx(tx: DbOrTx, { merchantDbId, keyId, actor }: { merchantDbId: string; keyId: string; actor: RevokeActor }): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(keyId)) throw notFound('API key not found');
  const [row] = await tx
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.merchantId, merchantDbId), isNull(apiKeys.revokedAt)))
    .returning();
  if (!row) {
    const [existing] = await tx.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.id, keyId), eq(apiKeys.merchantId, merchantDbId)));
    if (existing) return false;
    throw notFound('API key not found');
  }
  await recordAudit(tx, { ...actor, action: 'api_key.revoke', targetType: 'api_key', targetId: row.id, before: { prefix: row.prefix } });
  await recordEvent(tx, { merchantDbId, mode: row.mode, type: 'api_key.revoked', data: toApiKey(row) });
  return true;
}

/** Revokes at once: the key guard reads revoked_at on every request. */
export async function revokeApiKey(ctx: AppContext, { user, keyId, ip }: { user: MerchantPrincipal; keyId: string; ip: string }): Promise<void> {
  if (!/^[0-9a-f-]{36}$/i.test(keyId)) throw notFound('API key not found');
  await ctx.database.db.transaction(async (tx) => {
    await revokeKeyInTx(tx, { merchantDbId: user.merchantDbId, keyId, actor: { actorType: 'merchant', actorId: user.userId, actorEmail: user.email, ip } });
  });
}
