import { apiKeys, merchants, merchantUsers } from '@server/db/schema/index';
import { generateApiKey, randomAlphanumeric, deriveKeys, createSession, MERCHANT_TOKEN_TTL_SECONDS, signToken } from '@server/modules/auth';
import { adminSession } from './admin-fixtures';
import { TEST_APP_SECRET, type TestApp } from './test-app';

export const keys = deriveKeys(TEST_APP_SECRET);

export interface MerchantFixture {
  merchantDbId: string;
  merchantId: string;
  userId: string;
  token: string;
  key(mode: 'test' | 'live'): Promise<{ id: string; secret: string }>;
}

/** A merchant, its owner user and a session token, straight into the database. */
export async function createMerchantFixture(
  t: TestApp,
  {
    status = 'ACTIVE',
    verificationStatus = 'APPROVED',
  }: { status?: 'ACTIVE' | 'PENDING_VERIFICATION' | 'SUSPENDED'; verificationStatus?: 'NOT_STARTED' | 'APPROVED' | 'UNDER_REVIEW' } = {},
): Promise<MerchantFixture> {
  const merchantId = `mch_${randomAlphanumeric(16)}`;
  const [m] = await t.db
    .insert(merchants)
    .values({
      merchantId,
      companyName: `Fixture ${merchantId}`,
      contactEmail: `${merchantId}@fixture.test`,
      contactPhone: '+44 20 7946 0000',
      businessType: 'LIMITED_COMPANY',
      industry: 'RETAIL',
      status,
      verificationStatus,
    })
    .returning();
  const [u] = await t.db
    .insert(merchantUsers)
    .values({ merchantId: m!.id, email: `${merchantId.toLowerCase()}@fixture.test`, firstName: 'Fix', lastName: 'Ture', role: 'OWNER', passwordHash: 'x' })
    .returning();
  const sid = await createSession(t.db, { subjectType: 'merchant', merchantUserId: u!.id, merchantId: m!.id }, MERCHANT_TOKEN_TTL_SECONDS);
  const token = await signToken(keys.jwt, { type: 'merchant', sid, sub: u!.id, email: u!.email }, MERCHANT_TOKEN_TTL_SECONDS);
  return {
    merchantDbId: m!.id,
    merchantId,
    userId: u!.id,
    token,
    async key(mode) {
      const k = generateApiKey(keys.apiKeyHash, mode);
      const [row] = await t.db.insert(apiKeys).values({ merchantId: m!.id, mode, prefix: k.prefix, keyHash: k.hash }).returning();
      return { id: row!.id, secret: k.secret };
    },
  };
}

/** A signed-in admin's token (see admin-fixtures). */
export async function adminToken(t: TestApp): Promise<string> {
  return (await adminSession(t)).token;
}

/** A card for a wallet in a payment request: a VISA with 1,000.00 available at 1%, unless `over` says otherwise. */
export const card = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  brand: 'VISA',
  last4: '4242',
  expMonth: 12,
  expYear: 2099,
  available: 100_000,
  rewardRate: 0.01,
  ...over,
});

/**
 * A wallet for lifecycle tests of 30,000p payments: cards that each can take only part of it, so the
 * best split uses several, with a fourth to re-split onto after a decline.
 */
export const lifecycleWallet = () => [
  card('card_a', { available: 12_000, rewardRate: 0.03 }),
  card('card_b', { available: 10_000, rewardRate: 0.02, last4: '0005', brand: 'AMEX' }),
  card('card_c', { available: 9_000, rewardRate: 0.01, last4: '1111' }),
  card('card_d', { available: 20_000, rewardRate: 0.005, last4: '2222' }),
];
