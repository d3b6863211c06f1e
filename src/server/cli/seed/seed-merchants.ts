import { inArray } from 'drizzle-orm';
import { merchants, merchantUsers } from '@server/db/schema/index';
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

/** Merchants in every state; the first few through the modules, the rest in bulk. Returns the count per state of those added. */
export async function seedMerchants(ctx: AppContext, rand: Rand, reviewer: AdminActor, o: SeedMerchantsOptions): Promise<Record<DemoState, number>> {
  const now = o.now ?? new Date();
  const planned = Array.from({ length: o.count }, (_, n) => planMerchant(rand, n, now));
  // The same --seed plans the same emails: a merchant already there from an earlier run is kept, not added twice.
  const taken = await existingEmails(
    ctx,
    planned.map((p) => p.profile.contactEmail.toLowerCase()),
  );
  const plans = planned.filter((p) => !taken.has(p.profile.contactEmail.toLowerCase()));
  const throughModules = Math.min(o.throughModules ?? 40, plans.length);
  let done = planned.length - plans.length;
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

/** Which of these emails a merchant or a merchant user already has, looked up in chunks. */
async function existingEmails(ctx: AppContext, emails: string[]): Promise<Set<string>> {
  const { db } = ctx.database;
  const out = new Set<string>();
  for (let i = 0; i < emails.length; i += 5_000) {
    const chunk = emails.slice(i, i + 5_000);
    for (const r of await db.select({ e: merchants.contactEmail }).from(merchants).where(inArray(merchants.contactEmail, chunk))) out.add(r.e.toLowerCase());
    for (const r of await db.select({ e: merchantUsers.email }).from(merchantUsers).where(inArray(merchantUsers.email, chunk))) out.add(r.e.toLowerCase());
  }
  return out;
}
