import type { AppContext } from '@server/context';
import { addBlockedBin, listBlockedBins } from '@server/modules/risk';
import type { AdminPrincipal } from '@server/principals';

/** Card ranges outside the demo wallets' BINs, so blocking them declines no seeded customer's card. */
export const DEMO_BLOCKED_BINS = [
  { prefix: '499999', reason: 'Card-testing attack: 300 declined attempts in 10 minutes from this range' },
  { prefix: '222100', reason: 'Issuer reported the range compromised' },
] as const;

/** Blocked card ranges through the risk module; a range already blocked is left as it is. */
export async function seedBlockedBins(ctx: AppContext, admin: AdminPrincipal): Promise<number> {
  const have = new Set((await listBlockedBins(ctx)).map((b) => b.prefix));
  let made = 0;
  for (const b of DEMO_BLOCKED_BINS) {
    if (have.has(b.prefix)) continue;
    await addBlockedBin(ctx, { admin, prefix: b.prefix, reason: b.reason, ip: '127.0.0.1' });
    made += 1;
  }
  return made;
}
