/**
 * A seeded PRNG (mulberry32) so demo data is repeatable run to run.
 * Public ids and key secrets still come from crypto randomness, as in the app.
 */
export type Rand = () => number;

export function prng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
export const intBetween = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
export const chance = (rand: Rand, p: number) => rand() < p;
export const logUniform = (rand: Rand, lo: number, hi: number) => Math.round(lo * Math.pow(hi / lo, rand()));

/** Log-normal around a median: most values near it, a long tail of big ones. */
export function logNormal(rand: Rand, median: number, sigma: number): number {
  const u = Math.max(rand(), 1e-12);
  const z = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
  return median * Math.exp(sigma * z);
}

/** Picks indexes in proportion to weights, in O(log n) per draw. */
export function weightedPicker(weights: number[]): (rand: Rand) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) cumulative.push((total += w));
  return (rand) => {
    const target = rand() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! <= target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}
