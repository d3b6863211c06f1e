import { desc, eq } from 'drizzle-orm';
import type { ApiKey } from '@contract/payments';
import type { AppContext } from '@server/context';
import { apiKeys, merchants } from '@server/db/schema/index';
import { AppError, notFound } from '@server/errors';
import type { MerchantPrincipal } from '@server/principals';
import { generateApiKey } from '../auth';
import { recordAudit } from '../audit';
import { assertKybReviewNotBlocking } from '../compliance';
import { recordEvent } from '../events';
import { isFeatureEnabled } from '../feature-flags';
import { toApiKey } from './api-key-view';
import { revokeKey } from './revoke-api-key';

export async function listApiKeys(ctx: AppContext, merchantDbId: string): Promise<ApiKey[]> {
  const rows = await ctx.database.db.select().from(apiKeys).where(eq(apiKeys.merchantId, merchantDbId)).orderBy(desc(apiKeys.createdAt));
  return rows.map(toApiKey);
}

/**
 * A new key; the secret is returned once and never stored. Live keys need the self-service-live-keys
 * flag on for the merchant, and an active, verified merchant.
 */
export async function createApiKey(ctx: AppContext, { user, mode, ip }: { user: MerchantPrincipal; mode: 'test' | 'live'; ip: string }) {
  if (mode === 'live' && !(await isFeatureEnabled(ctx, 'self-service-live-keys', user.merchantId))) {
    throw new AppError('FEATURE_NOT_ENABLED', 403, 'Live keys cannot be created from the portal for this account yet. Contact SmartSplit support to get one.');
  }
  return ctx.database.db.transaction(async (tx) => {
    const [merchant] = await tx
      .select({ status: merchants.status, verificationStatus: merchants.verificationStatus })
      .from(merchants)
      .where(eq(merchants.id, user.merchantDbId))
      .for('share');
    if (mode === 'live' && (merchant?.status !== 'ACTIVE' || merchant.verificationStatus !== 'APPROVED')) {
      throw new AppError('VERIFICATION_REQUIRED', 403, 'Live keys need an active account with approved business verification');
    }
    // A periodic KYB review overdue past its grace period pauses new live keys (never existing ones).
    if (mode === 'live') await assertKybReviewNotBlocking(tx, ctx.config.apiLogRetentionDays, user.merchantDbId);
    const key = generateApiKey(ctx.keys.apiKeyHash, mode);
    const [row] = await tx.insert(apiKeys).values({ merchantId: user.merchantDbId, mode, prefix: key.prefix, keyHash: key.hash }).returning();
    await recordAudit(tx, {
      actorType: 'merchant',
      actorId: user.userId,
      actorEmail: user.email,
      action: 'api_key.create',
      targetType: 'api_key',
      targetId: row!.id,
      after: { mode, prefix: key.prefix },
      ip,
    });
    const apiKey = toApiKey(row!);
    await recordEvent(tx, { merchantDbId: user.merchantDbId, mode, type: 'api_key.created', data: apiKey });
    return { apiKey, secret: key.secret };
  });
}

/** Revokes at once (revokeKey, shared with the admin's revoke); revoking an already revoked key is harmless. */
export async function revokeApiKey(ctx: AppContext, { user, keyId, ip }: { user: MerchantPrincipal; keyId: string; ip: string }): Promise<void> {
  await ctx.database.db.transaction(async (tx) => {
    const key = await revokeKey(tx, {
      keyId,
      merchantDbId: user.merchantDbId,
      actor: { actorType: 'merchant', actorId: user.userId, actorEmail: user.email, ip },
    });
    if (!key) throw notFound('API key not found');
  });
}
