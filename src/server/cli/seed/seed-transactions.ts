import { sql } from 'drizzle-orm';
import { feeAmount, optimiseSplit } from '@engine/index';
import type { Db } from '@server/db/client';
import { randomAlphanumeric } from '@server/modules/auth';
import { recordTransactions, type TransactionRecord } from '@server/modules/payments';
import { getPlatformSettings } from '@server/modules/settings';
import { customerWallet, DEMO_CATEGORIES, walletAtCheckout } from './demo-wallets';
import { demoCustomer } from './demo-names';
import { chance, logNormal, pick, prng, weightedPicker, type Rand } from './prng';
import { dayCounts, instantOnDay } from './demo-calendar';

// 17 bound values per row (recordTransactions); PostgreSQL allows 65,535 per statement, so at most
// 3,855 rows: a busy merchant's day over 4,000 rows failed the statement.
const BATCH = 3_000;
const WRITERS = 2;

interface Seller {
  id: string;
  createdAt: number;
  live: boolean;
  industry: string;
}

export interface SeedTransactionsOptions {
  count: number;
  days?: number;
  now?: Date;
  seed?: number;
  onProgress?: (done: number) => void;
}

/**
 * Decided payments spread over the last `days` days, each one decided by the
 * real engine (optimiseSplit, ~10 µs a call: cheap enough to run per row) on
 * a returning customer's wallet, with the platform's current fee, and stored
 * through recordTransactions so the daily aggregate stays exact. A few large
 * merchants take most of the volume (Zipf-like), weekdays are busier than
 * weekends, and volume grows over the window. Within a day, payments are
 * written merchant by merchant, so each merchant-day lands in one batch.
 * Velocity declines need bursts of one customer and are not simulated.
 */
export async function seedTransactions(db: Db, { count, days = 60, now = new Date(), seed = 7, onProgress }: SeedTransactionsOptions): Promise<number> {
  if (count <= 0) return 0;
  const rand = prng(seed);
  const settings = await getPlatformSettings(db);
  const minAmount = Math.max(1, settings.minTransactionAmount * 100);
  const maxAmount = Math.max(minAmount, Math.min(500_000, settings.maxTransactionAmount * 100));
  // Raw SQL: bulk seeding reads what it needs in plain statements (decision 0027).
  const blocked = (await db.execute<{ prefix: string }>(sql`select prefix from blocked_bins`)).rows.map((r) => r.prefix);
  // Raw SQL: bulk seeding; every merchant with its creation time in milliseconds, in one statement (decision 0027).
  const { rows } = await db.execute<{ id: string; status: string; verification_status: string; industry: string; created_ms: string }>(sql`
    select id, status, verification_status, industry, (extract(epoch from created_at) * 1000)::bigint::text as created_ms from merchants order by id`);
  if (rows.length === 0) throw new Error('seed transactions: there are no merchants yet');

  // Shuffle so the big sellers are not always the oldest rows, then rank-weight them.
  const sellers: Seller[] = rows.map((r) => ({ id: r.id, createdAt: Number(r.created_ms), live: r.verification_status === 'APPROVED', industry: r.industry }));
  for (let i = sellers.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [sellers[i], sellers[j]] = [sellers[j]!, sellers[i]!];
  }
  const weights = sellers.map((s, rank) => (s.live ? 1 : 0.05) / Math.pow(rank + 1, 1.1));
  const pickSeller = weightedPicker(weights);
  const customers = Math.max(50, Math.round(count / 6));

  // Up to WRITERS batches in flight on their own connections, while the next one is generated.
  // Their aggregate upserts take row locks in one global order, so they can only wait, never deadlock.
  let done = 0;
  const inFlight = new Set<Promise<unknown>>();
  const flush = async (batch: TransactionRecord[]) => {
    while (inFlight.size >= WRITERS) await Promise.race(inFlight);
    const write = retryConnect(() => db.transaction((tx) => recordTransactions(tx, batch))).then(() => {
      inFlight.delete(write);
      done += batch.length;
      onProgress?.(done);
    });
    // Awaited through the set; marked handled here so a failure surfaces there, not as an unhandled rejection.
    write.catch(() => undefined);
    inFlight.add(write);
  };

  for (const { day, count: n } of dayCounts(rand, count, days, now)) {
    const picks: { seller: Seller; at: Date }[] = [];
    for (let i = 0; i < n; i++) {
      const at = instantOnDay(rand, day, now);
      let seller = sellers[pickSeller(rand)]!;
      // A merchant cannot take payments before it signed up: draw again, or use the biggest seller.
      for (let tries = 0; seller.createdAt > at.getTime() && tries < 5; tries++) seller = sellers[pickSeller(rand)]!;
      if (seller.createdAt > at.getTime()) seller = sellers.find((s) => s.createdAt <= at.getTime()) ?? seller;
      picks.push({ seller, at });
    }
    picks.sort((a, b) => (a.seller.id < b.seller.id ? -1 : a.seller.id > b.seller.id ? 1 : a.at.getTime() - b.at.getTime()));
    let batch: TransactionRecord[] = [];
    for (const p of picks) {
      batch.push(decide(rand, p.seller, p.at, { customers, minAmount, maxAmount, feePercent: settings.defaultFeePercent, blocked }));
      if (batch.length === BATCH) {
        await flush(batch);
        batch = [];
      }
    }
    if (batch.length) await flush(batch);
  }
  await Promise.all(inFlight);
  return done;
}

/**
 * On a busy machine opening a pool connection can exceed the pool's 5 s
 * connect timeout. The transaction never started then, so trying again is safe.
 */
async function retryConnect<T>(fn: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= attempts || !/timeout exceeded when trying to connect/i.test(String((err as Error)?.message))) throw err;
    }
  }
}

function decide(
  rand: Rand,
  seller: Seller,
  at: Date,
  o: { customers: number; minAmount: number; maxAmount: number; feePercent: number; blocked: string[] },
): TransactionRecord {
  const k = Math.floor(Math.pow(rand(), 1.6) * o.customers); // some customers shop far more often
  const category = pick(rand, DEMO_CATEGORIES[seller.industry] ?? ['general']);
  const raw = logNormal(rand, 3_500, 1.0);
  const amount = Math.min(o.maxAmount, Math.max(o.minAmount, chance(rand, 0.3) ? Math.round(raw / 100) * 100 : Math.round(raw)));
  const outcome = optimiseSplit({
    amount,
    category,
    maxSplits: chance(rand, 0.8) ? 3 : 5,
    cards: walletAtCheckout(rand, customerWallet(k, at)),
    blockedBinPrefixes: o.blocked,
    now: at,
  });
  const completed = outcome.status === 'COMPLETED';
  return {
    transactionId: `txn_${randomAlphanumeric(20)}`,
    merchantDbId: seller.id,
    mode: seller.live && rand() < 0.85 ? 'live' : 'test',
    status: outcome.status,
    amount,
    currency: 'GBP',
    feeAmount: completed ? feeAmount(amount, o.feePercent) : 0,
    feePercent: o.feePercent,
    customerEmail: demoCustomer(prng(k + 17), k),
    category,
    splits: outcome.splits,
    totalReward: outcome.totalReward,
    declinedCards: outcome.declinedCards,
    declineReason: outcome.declineReason,
    createdAt: at,
  };
}
