import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { merchants } from '@server/db/schema/index';
import { recordAudit } from '../audit';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export type UnsubscribeState = { valid: false } | { valid: true; companyName: string; optedOut: boolean };

/** What an unsubscribe link points at, for the confirmation page (GET changes nothing). */
export async function lookUpUnsubscribe(ctx: AppContext, token: string | undefined): Promise<UnsubscribeState> {
  const merchantId = verifyUnsubscribeToken(ctx.keys.links, token);
  if (!merchantId) return { valid: false };
  const [m] = await ctx.database.db
    .select({ companyName: merchants.companyName, optedOut: merchants.emailOptOut })
    .from(merchants)
    .where(eq(merchants.merchantId, merchantId))
    .limit(1);
  return m ? { valid: true, ...m } : { valid: false };
}

/**
 * Opts the merchant out of campaigns (the link's POST, or a mail provider's
 * RFC 8058 one-click request). Idempotent: a second request changes nothing
 * and records nothing. Transactional mail (verification, suspension) is not
 * affected: merchants need those to run their account.
 */
export async function unsubscribeMerchant(
  ctx: AppContext,
  { token, ip, oneClick }: { token: string | undefined; ip: string; oneClick: boolean },
): Promise<UnsubscribeState> {
  const merchantId = verifyUnsubscribeToken(ctx.keys.links, token);
  if (!merchantId) return { valid: false };
  return ctx.database.db.transaction(async (tx) => {
    const [m] = await tx.select().from(merchants).where(eq(merchants.merchantId, merchantId)).for('update').limit(1);
    if (!m) return { valid: false };
    if (!m.emailOptOut) {
      await tx
        .update(merchants)
        .set({ emailOptOut: true, updatedAt: sql`now()` })
        .where(eq(merchants.id, m.id));
      // Whoever holds the link is not signed in, so the actor is recorded as anonymous, with the address.
      await recordAudit(tx, {
        actorType: 'anonymous',
        action: 'merchant.email.unsubscribe',
        targetType: 'merchant',
        targetId: m.merchantId,
        before: { emailOptOut: false },
        after: { emailOptOut: true, via: oneClick ? 'one-click' : 'unsubscribe page' },
        ip,
      });
    }
    return { valid: true, companyName: m.companyName, optedOut: true };
  });
}
