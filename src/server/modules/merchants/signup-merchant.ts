import type { SignupData, SignupResponse } from '@contract/merchant-auth';
import type { AppContext } from '@server/context';
import { apiKeys, merchants, merchantUsers } from '@server/db/schema/index';
import { pgError } from '@server/db/pg-error';
import { conflict, rateLimited } from '@server/errors';
import { generateApiKey, hashPassword, createSession, signToken } from '../auth';
import { toApiKey } from '../api-keys';
import { recordAudit } from '../audit';
import { recordEvent } from '../events';
import { queueMerchantEmail } from '../email';
import { hit } from '../rate-limit';
import { getPlatformSettings } from '../settings';
import { toAccountView } from './merchant-account';
import { newMerchantId } from './public-ids';

// Sign-ups per address per hour: plenty for an office, too few for a bot farm.
export const SIGNUP_IP_LIMIT = 10;
const SIGNUP_WINDOW_SECONDS = 60 * 60;

const EMAIL_TAKEN = () => conflict('An account with this email already exists', 'EMAIL_TAKEN');

/** Postgres unique_violation on the given constraint, whether raw from pg or wrapped by Drizzle. */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const pg = pgError(err);
  return pg?.code === '23505' && pg.constraint === constraint;
}

export interface SignupOptions {
  data: SignupData;
  ip: string;
  userAgent?: string;
}

/**
 * Creates the merchant, its OWNER, a TEST API key, a session and the welcome
 * email in one transaction. The key's secret exists only in the returned value.
 */
export async function signupMerchant(ctx: AppContext, { data, ip, userAgent }: SignupOptions): Promise<SignupResponse> {
  const { db } = ctx.database;
  const limit = await hit(db, { key: `merchant-signup:ip:${ip}`, limit: SIGNUP_IP_LIMIT, windowSeconds: SIGNUP_WINDOW_SECONDS });
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds, (wait) => `Too many sign-ups from this address. Try again ${wait}.`);

  const email = data.contactEmail.toLowerCase();
  // Hashing is slow on purpose; do it before holding a transaction open.
  const passwordHash = await hashPassword(data.password);
  const key = generateApiKey(ctx.keys.apiKeyHash, 'test');

  try {
    return await db.transaction(async (tx) => {
      const settings = await getPlatformSettings(tx);
      const [merchant] = await tx
        .insert(merchants)
        .values({
          merchantId: newMerchantId(),
          companyName: data.companyName,
          contactEmail: email,
          contactPhone: data.contactPhone,
          businessType: data.businessType,
          industry: data.industry,
          website: data.website ?? null,
          status: settings.autoApproveEnabled ? 'ACTIVE' : 'PENDING_VERIFICATION',
          verificationStatus: 'NOT_STARTED',
        })
        .returning();
      // A concurrent sign-up with the same email waits on the unique index, then lands here.
      const [user] = await tx
        .insert(merchantUsers)
        .values({ merchantId: merchant!.id, email, firstName: data.firstName, lastName: data.lastName, role: 'OWNER', passwordHash })
        .onConflictDoNothing({ target: merchantUsers.email })
        .returning();
      if (!user) throw EMAIL_TAKEN();
      const [apiKey] = await tx.insert(apiKeys).values({ merchantId: merchant!.id, mode: 'test', prefix: key.prefix, keyHash: key.hash }).returning();
      await recordEvent(tx, { merchantDbId: merchant!.id, mode: 'test', type: 'api_key.created', data: toApiKey(apiKey!) });

      const sessionId = await createSession(
        tx,
        { subjectType: 'merchant', merchantUserId: user.id, merchantId: merchant!.id },
        ctx.config.sessions.merchant,
        ip,
        userAgent,
      );
      await queueMerchantEmail(tx, ctx.config.publicUrl, email, {
        kind: 'welcome',
        companyName: merchant!.companyName,
        firstName: user.firstName,
        merchantId: merchant!.merchantId,
        testKeyPrefix: key.prefix,
      });
      await recordAudit(tx, {
        actorType: 'merchant',
        actorId: user.id,
        actorEmail: email,
        action: 'merchant.signup',
        targetType: 'merchant',
        targetId: merchant!.merchantId,
        after: { companyName: merchant!.companyName, status: merchant!.status, apiKeyPrefix: key.prefix },
        ip,
      });
      const token = await signToken(ctx.keys.jwt, { type: 'merchant', sid: sessionId, sub: user.id, email }, ctx.config.sessions.merchant.maxSeconds);
      return { token, ...toAccountView(user, merchant!), testApiKey: { id: apiKey!.id, prefix: key.prefix, secret: key.secret } };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'merchant_users_email_unique')) throw EMAIL_TAKEN();
    throw err;
  }
}
