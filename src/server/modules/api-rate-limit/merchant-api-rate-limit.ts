import { eq, sql } from 'drizzle-orm';
import type { MerchantApiRateLimit } from '@contract/api-rate-limit';
import type { AppContext } from '@server/context';
import { merchants } from '@server/db/schema/index';
import { notFound } from '@server/errors';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';
import { apiKeyLimit } from './api-key-limit';

function view(ctx: AppContext, merchantId: string, override: number | null): MerchantApiRateLimit {
  const { live, test } = ctx.config.apiRateLimit;
  return {
    merchantId,
    override,
    defaults: { live, test },
    effective: { live: apiKeyLimit(ctx.config, 'live', override), test: apiKeyLimit(ctx.config, 'test', override) },
  };
}

export async function getMerchantApiRateLimit(ctx: AppContext, { merchantId }: { merchantId: string }): Promise<MerchantApiRateLimit> {
  const [m] = await ctx.database.db.select({ limit: merchants.apiRateLimit }).from(merchants).where(eq(merchants.merchantId, merchantId)).limit(1);
  if (!m) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');
  return view(ctx, merchantId, m.limit);
}

/**
 * Sets (or, with null, clears) the merchant's own per-key limit. The change and its audit entry
 * commit together; a trigger on merchants then drops every instance's key cache, so the next request
 * on any instance uses the new limit.
 */
export async function setMerchantApiRateLimit(
  ctx: AppContext,
  { merchantId, requestsPerSecond, actor }: { merchantId: string; requestsPerSecond: number | null; actor: AdminActor },
): Promise<MerchantApiRateLimit> {
  return ctx.database.db.transaction(async (tx) => {
    const [m] = await tx
      .select({ id: merchants.id, limit: merchants.apiRateLimit })
      .from(merchants)
      .where(eq(merchants.merchantId, merchantId))
      .for('update')
      .limit(1);
    if (!m) throw notFound('Merchant not found', 'MERCHANT_NOT_FOUND');
    await tx
      .update(merchants)
      .set({ apiRateLimit: requestsPerSecond, updatedAt: sql`now()` })
      .where(eq(merchants.id, m.id));
    await recordAudit(tx, {
      ...auditActor(actor),
      action: 'merchant.api_rate_limit.update',
      targetType: 'merchant',
      targetId: merchantId,
      before: { merchantId, requestsPerSecond: m.limit },
      after: { merchantId, requestsPerSecond },
    });
    return view(ctx, merchantId, requestsPerSecond);
  });
}
