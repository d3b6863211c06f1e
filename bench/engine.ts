/**
 * Engine micro-benchmark: `npx tsx bench/engine.ts`.
 * Seeded wallets so runs are comparable; exits 1 if any result breaks the split rules.
 */
import { cardReward, optimiseSplit, type CardBrand, type EngineCard, type SplitInput } from '../src/engine/index.js';

const CALLS = 20_000;
const WARMUP = 3_000;
const CATEGORIES = ['groceries', 'travel', 'dining', 'fuel', 'general'];
const BRANDS: CardBrand[] = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'];
const NOW = new Date('2026-06-15T12:00:00Z');

/** mulberry32: tiny, fast, good enough to make wallets repeatable. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rand = () => number;
const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const logUniform = (rand: Rand, lo: number, hi: number) => Math.round(lo * Math.pow(hi / lo, rand()));
const rate = (rand: Rand, lo: number, hi: number) => Math.round((lo + rand() * (hi - lo)) * 10_000) / 10_000;

function randomCard(rand: Rand, i: number): EngineCard {
  const rewardRate = rand() < 0.1 ? 0 : rate(rand, 0.005, 0.03);
  const card: EngineCard = {
    id: `card_${i}`,
    brand: pick(rand, BRANDS),
    last4: String(1000 + Math.floor(rand() * 9000)),
    bin: String(400000 + Math.floor(rand() * 200000)),
    expMonth: 1 + Math.floor(rand() * 12),
    expYear: rand() < 0.05 ? 2025 : 2026 + Math.floor(rand() * 5),
    available: rand() < 0.1 ? Math.floor(rand() * 150) : logUniform(rand, 500, 500_000),
    rewardRate,
  };
  if (rand() < 0.4) {
    card.categoryRates = { [pick(rand, CATEGORIES)]: rate(rand, 0.02, 0.06), [pick(rand, CATEGORIES)]: rate(rand, 0.01, 0.04) };
  }
  if (rand() < 0.4) {
    card.rewardCap = logUniform(rand, 50, 5_000);
    const floor = Math.min(rewardRate, ...Object.values(card.categoryRates ?? {}));
    card.rateAfterCap = rand() < 0.5 ? 0 : Math.round(floor * rand() * 10_000) / 10_000;
  }
  return card;
}

function randomInput(rand: Rand, cardCount: number, maxSplits: number): SplitInput {
  const cards = Array.from({ length: cardCount }, (_, i) => randomCard(rand, i));
  // Half the amounts are sized against the wallet so several cards are needed.
  const top = cards.map((c) => c.available).sort((a, b) => b - a).slice(0, maxSplits);
  const reach = top.reduce((sum, a) => sum + a, 0);
  const amount = rand() < 0.5 ? logUniform(rand, 50, 200_000) : Math.max(100, Math.round(reach * (0.3 + rand() * 0.75)));
  return { amount, category: pick(rand, CATEGORIES), maxSplits, cards, blockedBinPrefixes: ['4000', '55'], now: NOW };
}

/** Rule checks that catch an obviously broken optimiser without re-solving. */
function problem(input: SplitInput): string | null {
  const out = optimiseSplit(input);
  if (out.status === 'DECLINED') return out.splits.length === 0 ? null : 'declined with splits';
  const byId = new Map(input.cards.map((c) => [c.id, c]));
  let sum = 0;
  let exact = 0;
  for (const split of out.splits) {
    const card = byId.get(split.cardId);
    if (!card) return `unknown card ${split.cardId}`;
    if (split.amount > card.available) return `over available on ${card.id}`;
    if (split.amount < Math.min(100, input.amount)) return `split under minimum on ${card.id}`;
    sum += split.amount;
    exact += cardReward(card, input.category, split.amount);
  }
  if (sum !== input.amount) return `splits sum to ${sum}, not ${input.amount}`;
  if (out.splits.length > input.maxSplits) return `${out.splits.length} splits > maxSplits`;
  if (Math.abs(exact - out.totalReward) > 0.006) return `totalReward ${out.totalReward} != ${exact}`;
  return null;
}

interface Row {
  scenario: string;
  stats: { p50: number; p99: number; max: number; perSecond: number };
  multi: number;
  declined: number;
}

function run(scenario: string, cardCount: number, maxSplits: number, seed: number): Row {
  const rand = prng(seed);
  const inputs = Array.from({ length: CALLS }, () => randomInput(rand, cardCount, maxSplits));
  for (let i = 0; i < WARMUP; i++) optimiseSplit(inputs[i % inputs.length]);
  for (const input of inputs) {
    const issue = problem(input);
    if (issue !== null) {
      console.error(`${scenario}: ${issue}\n${JSON.stringify(input)}`);
      process.exit(1);
    }
  }
  const times = new Float64Array(CALLS);
  let multi = 0;
  let declined = 0;
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    const out = optimiseSplit(inputs[i]);
    times[i] = performance.now() - t0;
    if (out.splits.length > 1) multi++;
    if (out.status === 'DECLINED') declined++;
  }
  const elapsed = performance.now() - started;
  times.sort();
  const at = (q: number) => times[Math.min(CALLS - 1, Math.floor(q * CALLS))] * 1000;
  return {
    scenario,
    stats: { p50: at(0.5), p99: at(0.99), max: times[CALLS - 1] * 1000, perSecond: (CALLS / elapsed) * 1000 },
    multi: multi / CALLS,
    declined: declined / CALLS,
  };
}

const rows = [run('20 cards, maxSplits 5', 20, 5, 20_250_515), run('5 cards, maxSplits 3', 5, 3, 5_030_303)];

const pad = (s: string, n: number) => s.padStart(n);
console.log(`optimiseSplit, ${CALLS.toLocaleString('en-GB')} calls per scenario (times in µs)\n`);
console.log(['scenario'.padEnd(24), pad('p50', 8), pad('p99', 8), pad('max', 9), pad('calls/s', 10), pad('multi', 7), pad('declined', 9)].join(' '));
for (const { scenario, stats, multi, declined } of rows) {
  console.log(
    [
      scenario.padEnd(24),
      pad(stats.p50.toFixed(1), 8),
      pad(stats.p99.toFixed(1), 8),
      pad(stats.max.toFixed(1), 9),
      pad(Math.round(stats.perSecond).toLocaleString('en-GB'), 10),
      pad(`${(multi * 100).toFixed(0)}%`, 7),
      pad(`${(declined * 100).toFixed(0)}%`, 9),
    ].join(' '),
  );
}
