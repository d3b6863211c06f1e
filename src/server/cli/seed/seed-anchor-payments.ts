import { sql } from 'drizzle-orm';
import { feeAmount, optimiseSplit } from '@engine/index';
import type { AppContext } from '@server/context';
import { randomAlphanumeric } from '@server/modules/auth';
import { recordTransactions, type TransactionRecord } from '@server/modules/payments';
import { getPlatformSettings } from '@server/modules/settings';
import { demoCustomer } from './demo-names';
import { customerWallet } from './demo-wallets';
import { intBetween, pick, prng } from './prng';
import type { DemoMerchant } from './seed-principals';

const DAY = 86_400_000;

/**
 * Completed live payments (and a few test ones) for the trading merchants the rest of the demo is
 * built on, whatever the random spread of --transactions gave them: spread over the days asked for
 * (the seed stores an older and a newer set, with a payout run after each), so each has money old
 * enough for two payout runs, fees in each of the last two months to invoice, and payments to dispute. Stored through recordTransactions, as every seeded payment is, with each
 * payment decided by the real engine on a wallet with room for it.
 */
export async function seedAnchorPayments(
  ctx: AppContext,
  sellers: DemoMerchant[],
  { seed, now = new Date(), perMerchant = 12, days = [3, 80] }: { seed: number; now?: Date; perMerchant?: number; days?: [from: number, to: number] },
) {
  const { db } = ctx.database;
  const rand = prng(seed);
  const settings = await getPlatformSettings(db);
  // Raw SQL: bulk seeding reads what it needs in plain statements (decision 0027).
  const blocked = (await db.execute<{ prefix: string }>(sql`select prefix from blocked_bins`)).rows.map((r) => r.prefix);
  const batch: TransactionRecord[] = [];
  let k = 900_000 + (seed % 100) * 10_000;
  for (const seller of sellers) {
    for (let i = 0; i < perMerchant + 4; i++) {
      const live = i < perMerchant;
      // Evenly over the days asked for, the newest first.
      const at = new Date(now.getTime() - (days[0] + Math.floor((i * (days[1] - days[0])) / (perMerchant + 4))) * DAY - intBetween(rand, 0, DAY / 2));
      const amount = intBetween(rand, 20, 240) * 100 + intBetween(rand, 0, 99);
      const category = pick(rand, ['general', 'groceries', 'dining', 'online']);
      for (let tries = 0; tries < 8; tries++) {
        const wallet = customerWallet(++k, at).map((c) => ({ ...c, available: Math.max(c.available, amount), expYear: now.getUTCFullYear() + 2 }));
        const outcome = optimiseSplit({ amount, category, maxSplits: 3, cards: wallet, blockedBinPrefixes: blocked, now: at });
        if (outcome.status !== 'COMPLETED') continue;
        batch.push({
          transactionId: `txn_${randomAlphanumeric(20)}`,
          merchantDbId: seller.principal.merchantDbId,
          mode: live ? 'live' : 'test',
          status: 'COMPLETED',
          amount,
          currency: 'GBP',
          feeAmount: feeAmount(amount, settings.defaultFeePercent),
          feePercent: settings.defaultFeePercent,
          customerEmail: demoCustomer(prng(k + 17), k),
          category,
          splits: outcome.splits,
          totalReward: outcome.totalReward,
          declinedCards: outcome.declinedCards,
          declineReason: null,
          createdAt: at,
        });
        break;
      }
    }
  }
  if (batch.length) await db.transaction((tx) => recordTransactions(tx, batch));
  return batch.length;
}
