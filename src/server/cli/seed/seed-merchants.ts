import { hashPassword } from '@server/modules/auth';
import type { AdminActor } from '@server/principals';
import type { AppContext } from '@server/context';
import { planMerchant, type DemoState } from './merchant-plans';
import { insertMerchantsInBulk } from './seed-merchants-bulk';
import { createMerchantThroughModules, DEMO_MERCHANT_PASSWORD } from './seed-merchants-modules';
import type { Rand } from './prng';

const BULK_CHUNK = 500;

export interface SeedMerchantsOptions {
  count: number;
  /** How many go through the real modules one by one (the rest in bulk). */
  throughModules?: number;
  now?: Date;
  onProgress?: (done: number) => void;
}

/** Merchants in every state; the first few through the modules, the rest in bulk. Returns the count per state. */
export async function seedMerchants(ctx: AppContext, rand: Rand, reviewer: AdminActor, o: SeedMerchantsOptions): Promise<Record<DemoState, number>> {
  const now = o.now ?? new Date();
  const plans = Array.from({ length: o.count }, (_, n) => planMerchant(rand, n, now));
  const throughModules = Math.min(o.throughModules ?? 40, plans.length);
  let done = 0;
  for (const plan of plans.slice(0, throughModules)) {
    await createMerchantThroughModules(ctx, plan, reviewer);
    o.onProgress?.(++done);
  }
  const rest = plans.slice(throughModules);
  if (rest.length) {
    // One real argon2id hash of the demo password, shared: hashing 10,000 times would take minutes.
    const passwordHash = await hashPassword(DEMO_MERCHANT_PASSWORD);
    for (let i = 0; i < rest.length; i += BULK_CHUNK) {
      const chunk = rest.slice(i, i + BULK_CHUNK);
      await insertMerchantsInBulk(ctx, chunk, reviewer, passwordHash);
      o.onProgress?.((done += chunk.length));
    }
  }
  const byState = {} as Record<DemoState, number>;
  for (const p of plans) byState[p.state] = (byState[p.state] ?? 0) + 1;
  return byState;
}
