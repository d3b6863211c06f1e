import type { AppContext } from '@server/context';
import { createFeatureFlag, listFeatureFlags } from '@server/modules/feature-flags';
import type { AdminPrincipal } from '@server/principals';

/** Flags the demo adds beside the product's gated ones: a partial rollout, an allow-list pilot, one switched off. */
export const DEMO_FLAG_KEYS = ['instant-payouts', 'checkout-3ds-v2', 'new-analytics-dashboard'] as const;

/** Feature flags through the feature-flags module; a key already there is left as it is. */
export async function seedFlags(ctx: AppContext, admin: AdminPrincipal, pilotMerchantIds: string[]): Promise<number> {
  const have = new Set((await listFeatureFlags(ctx)).flags.map((f) => f.key));
  const plan = [
    {
      key: DEMO_FLAG_KEYS[0],
      description: 'Payouts the same day instead of on Net terms, for pilot merchants',
      enabled: true,
      rolloutPercent: 0,
      allowMerchantIds: pilotMerchantIds.slice(0, 2),
      denyMerchantIds: [],
    },
    {
      key: DEMO_FLAG_KEYS[1],
      description: 'Ask the card issuer for 3-D Secure 2 on each leg of a split payment',
      enabled: true,
      rolloutPercent: 25,
      allowMerchantIds: [],
      denyMerchantIds: pilotMerchantIds.slice(2, 3),
    },
    {
      key: DEMO_FLAG_KEYS[2],
      description: 'The redesigned analytics dashboard in the portal',
      enabled: false,
      rolloutPercent: 0,
      allowMerchantIds: [],
      denyMerchantIds: [],
    },
  ];
  let made = 0;
  for (const input of plan) {
    if (have.has(input.key)) continue;
    await createFeatureFlag(ctx, { admin, ip: '127.0.0.1', input });
    made += 1;
  }
  return made;
}
