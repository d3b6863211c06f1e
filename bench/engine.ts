/**
 * Engine micro-benchmark: `npx tsx bench/engine.ts` (or `npm run bench:engine`).
 *
 * Times optimiseSplit per call on seeded random wallets, so runs are
 * repeatable, and exits 1 if any result breaks the split rules.
 */
import { cardReward, optimiseSplit, type CardBrand, type EngineCard, type SplitInput, type SplitOutcome } from '@engine/index.js';

const CALLS = 20_000;
const WARMUP = 5_000;
const CATEGORIES = ['groceries', 'travel', 'dining', 'fuel', 'general'];
const BRANDS: CardBrand[] = ['VISA', 'MASTERCARD', 'AMEX', 'DISCOVER'];
const NOW = new Date('2026-06-15T12:00:00Z');

type Rand = () => number;

/** mulberry32: tiny, fast and good enough to make wallets repeatable. */
function prng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)];
const logUniform = (rand: Rand, lo: number, hi: number) => Math.round(lo * Math.pow(hi / lo, rand()));
const rate = (rand: Rand, lo: number, hi: number) => Math.round((lo + rand() * (hi - lo)) * 10_000) / 10_000;

function effectiveRate(card: EngineCard, category: string): number {
  const rates = card.categoryRates;
  return rates && Object.hasOwn(rates, category) ? rates[category] : card.rewardRate;
}

/** Debit-like zero-rate cards, category bonuses, reward caps, a few expired or nearly empty cards. */
function randomCard(rand: Rand, i: number): EngineCard {
  const card: EngineCard = {
    id: `card_${i}`,
    brand: pick(rand, BRANDS),
    last4: String(1000 + Math.floor(rand() * 9000)),
    bin: String(400000 + Math.floor(rand() * 200000)),
    expMonth: 1 + Math.floor(rand() * 12),
    expYear: rand() < 0.05 ? 2025 : 2026 + Math.floor(rand() * 5),
    available: rand() < 0.1 ? Math.floor(rand() * 150) : logUniform(rand, 500, 500_000),
    rewardRate: rand() < 0.1 ? 0 : rate(rand, 0.005, 0.03),
  };
  if (rand() < 0.4) {
    card.categoryRates = { [pick(rand, CATEGORIES)]: rate(rand, 0.02, 0.06), [pick(rand, CATEGORIES)]: rate(rand, 0.01, 0.04) };
  }
  if (rand() < 0.4) {
    card.rewardCap = logUniform(rand, 50, 5_000);
    // Must stay at or below the effective rate for every category.
    const lowest = Math.min(card.rewardRate, ...Object.values(card.categoryRates ?? {}));
    card.rateAfterCap = rand() < 0.5 ? 0 : Math.floor(lowest * rand() * 10_000) / 10_000;
  }
  return card;
}

function randomInput(rand: Rand, cardCount: number, maxSplits: number): SplitInput {
  const cards = Array.from({ length: cardCount }, (_, i) => randomCard(rand, i));
  // Half the amounts are sized against what the wallet's best cards can reach, so several cards are needed.
  const reach = cards
    .map((c) => c.available)
    .sort((a, b) => b - a)
    .slice(0, maxSplits)
    .reduce((sum, a) => sum + a, 0);
  const amount = rand() < 0.5 ? logUniform(rand, 50, 200_000) : Math.max(100, Math.round(reach * (0.3 + rand() * 0.75)));
  return { amount, category: pick(rand, CATEGORIES), maxSplits, cards, blockedBinPrefixes: ['4000', '55'], now: NOW };
}

/** Rule checks that catch an obviously broken optimiser without re-solving. */
function problem(input: SplitInput, out: SplitOutcome): string | null {
  if (out.status === 'DECLINED') return out.splits.length === 0 && out.declineReason !== null ? null : 'bad decline';
  const byId = new Map(input.cards.map((c) => [c.id, c]));
  let sum = 0;
  let exact = 0;
  for (const split of out.splits) {
    const card = byId.get(split.cardId);
    if (!card) return `unknown card ${split.cardId}`;
    if (split.amount > card.available) return `${card.id} over its available`;
    if (split.amount < Math.min(100, input.amount)) return `${card.id} under the minimum split`;
    sum += split.amount;
    exact += cardReward(card, input.category, split.amount);
  }
  if (new Set(out.splits.map((s) => s.cardId)).size !== out.splits.length) return 'a card is used twice';
  if (sum !== input.amount) return `splits sum to ${sum}, not ${input.amount}`;
  if (out.splits.length > input.maxSplits) return `${out.splits.length} splits > maxSplits ${input.maxSplits}`;
  if (Math.abs(exact - out.totalReward) > 0.006) return `totalReward ${out.totalReward} but splits earn ${exact}`;
  return null;
}

function capped(input: SplitInput, out: SplitOutcome): boolean {
  return out.splits.some((split) => {
    const card = input.cards.find((c) => c.id === split.cardId)!;
    return card.rewardCap !== undefined && effectiveRate(card, input.category) * split.amount > card.rewardCap;
  });
}

interface Row {
  scenario: string;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  multi: number;
  capped: number;
  declined: number;
}

function run(scenario: string, cardCount: number, maxSplits: number, seed: number): Row {
  const rand = prng(seed);
  const inputs = Array.from({ length: CALLS }, () => randomInput(rand, cardCount, maxSplits));
  for (let i = 0; i < WARMUP; i++) optimiseSplit(inputs[i % CALLS]);

  const times = new Float64Array(CALLS);
  const outs: SplitOutcome[] = new Array(CALLS);
  const started = performance.now();
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    outs[i] = optimiseSplit(inputs[i]);
    times[i] = performance.now() - t0;
  }
  const elapsed = performance.now() - started;

  for (let i = 0; i < CALLS; i++) {
    const issue = problem(inputs[i], outs[i]);
    if (issue !== null) {
      console.error(`${scenario}: ${issue}\n${JSON.stringify(inputs[i])}`);
      process.exit(1);
    }
  }
  times.sort();
  const micros = (q: number) => times[Math.min(CALLS - 1, Math.floor(q * CALLS))] * 1000;
  const share = (test: (i: number) => boolean) => outs.filter((_, i) => test(i)).length / CALLS;
  return {
    scenario,
    p50: micros(0.5),
    p99: micros(0.99),
    max: times[CALLS - 1] * 1000,
    perSecond: (CALLS / elapsed) * 1000,
    multi: share((i) => outs[i].splits.length > 1),
    capped: share((i) => capped(inputs[i], outs[i])),
    declined: share((i) => outs[i].status === 'DECLINED'),
  };
}

const rows = [run('20 cards, maxSplits 5', 20, 5, 20_250_515), run('5 cards, maxSplits 3', 5, 3, 5_030_303)];

const percent = (share: number) => `${Math.round(share * 100)}%`;
const columns: [string, number, (row: Row) => string][] = [
  ['scenario', -22, (r) => r.scenario],
  ['p50 µs', 8, (r) => r.p50.toFixed(1)],
  ['p99 µs', 8, (r) => r.p99.toFixed(1)],
  ['max µs', 9, (r) => r.max.toFixed(0)],
  ['calls/s', 9, (r) => Math.round(r.perSecond).toLocaleString('en-GB')],
  ['multi-card', 11, (r) => percent(r.multi)],
  ['cap hit', 8, (r) => percent(r.capped)],
  ['declined', 9, (r) => percent(r.declined)],
];
const cell = (text: string, width: number) => (width < 0 ? text.padEnd(-width) : text.padStart(width));
console.log(`optimiseSplit: ${CALLS.toLocaleString('en-GB')} timed calls per scenario after ${WARMUP.toLocaleString('en-GB')} warm-up calls\n`);
console.log(columns.map(([title, width]) => cell(title, width)).join('  '));
for (const row of rows) console.log(columns.map(([, width, value]) => cell(value(row), width)).join('  '));
