import { curveReward, type Curve } from './curve.js';
import { MIN_SPLIT } from './types.js';

/** The search node a bound is asked about. */
export interface Node {
  /** Positions already in the split. */
  readonly chosen: readonly number[];
  /** Sum of avail over chosen. */
  readonly chosenAvail: number;
  /** Positions >= from with blocked[p] === 0 may still be added. */
  readonly from: number;
  readonly blocked: Int32Array;
  /** How many more cards may be added. */
  readonly slots: number;
  /** Completions must add at least this many cards (0 or 1). */
  readonly minExtra: number;
}

export interface Estimate {
  /** No completion can pay more than this. */
  readonly value: number;
  /** No completion uses fewer cards than this. */
  readonly minCards: number;
}

const POINTS = 4;

/**
 * Upper bounds on the best completion of a search node, for curves in search
 * order. Two independent relaxations; the smaller is returned.
 *
 * Lagrangian: for any price λ, sum f(x) = λ·amount + sum (f(x) − λx), and each
 * term is at most g(λ) = max over x in [MIN_SPLIT, avail] of f(x) − λx. The
 * card limit is kept exactly (take the best `slots` positive g), which is what
 * makes it tight when caps make many cards look attractive. The bound is
 * convex in λ, so its minimum over the sorted slope values is found by binary
 * search; any λ gives a valid bound, so missing a kink only loosens it.
 */
export class Bounds {
  private readonly px: Float64Array;
  private readonly fx: Float64Array;
  private readonly prices: Float64Array;
  private readonly topGain: Float64Array;
  private readonly topAvail: Float64Array;

  constructor(
    private readonly curves: readonly Curve[],
    private readonly amount: number,
    maxCards: number,
  ) {
    const n = curves.length;
    this.px = new Float64Array(n * POINTS);
    this.fx = new Float64Array(n * POINTS);
    const slopes = new Set<number>();
    curves.forEach((curve, p) => {
      // g(λ) is attained at an end of the range or at a breakpoint inside it.
      const xs = [MIN_SPLIT, curve.ends[0], curve.ends[1], curve.avail];
      xs.forEach((x, t) => {
        const clamped = Math.min(Math.max(x, MIN_SPLIT), curve.avail);
        this.px[p * POINTS + t] = clamped;
        this.fx[p * POINTS + t] = curveReward(curve, clamped);
      });
      curve.slopes.forEach((slope) => slopes.add(slope));
    });
    this.prices = Float64Array.from([...slopes].sort((a, b) => a - b));
    this.topGain = new Float64Array(maxCards + 1);
    this.topAvail = new Float64Array(maxCards + 1);
  }

  /** Null when no completion of the node is feasible. */
  estimate(node: Node): Estimate | null {
    const minCards = this.minCards(node);
    if (minCards < 0) return null;
    return { value: this.bestLagrangian(node), minCards };
  }

  /** g(λ) for the card at position p. */
  gain(p: number, price: number): number {
    const base = p * POINTS;
    let best = -Infinity;
    for (let t = 0; t < POINTS; t++) {
      const v = this.fx[base + t] - price * this.px[base + t];
      if (v > best) best = v;
    }
    return best;
  }

  /** The price minimising the root bound; a good ordering key for the search. */
  rootPrice(node: Node): number {
    return this.prices[this.argminPrice(node)];
  }

  bestLagrangian(node: Node): number {
    return this.lagrangian(node, this.prices[this.argminPrice(node)]);
  }

  lagrangian(node: Node, price: number): number {
    let total = price * this.amount;
    for (const p of node.chosen) total += this.gain(p, price);
    const top = this.topGain;
    let size = 0;
    let bestAny = -Infinity;
    for (let p = node.from; p < this.curves.length; p++) {
      if (node.blocked[p] !== 0) continue;
      const g = this.gain(p, price);
      if (g > bestAny) bestAny = g;
      size = insertTop(top, size, node.slots, g);
    }
    let extra = 0;
    let used = 0;
    for (let i = 0; i < size && top[i] > 0; i++, used++) extra += top[i];
    // A node that must add a card pays for its best one even if it loses money at this price.
    if (used < node.minExtra && bestAny > -Infinity) extra += bestAny;
    return total + extra;
  }

  private argminPrice(node: Node): number {
    let lo = 0;
    let hi = this.prices.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.lagrangian(node, this.prices[mid + 1]) < this.lagrangian(node, this.prices[mid])) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Fewest cards any completion needs to cover the amount with the largest
   * remaining cards, or -1 if even the best `slots` of them fall short.
   */
  private minCards(node: Node): number {
    const top = this.topAvail;
    let size = 0;
    for (let p = node.from; p < this.curves.length; p++) {
      if (node.blocked[p] === 0) size = insertTop(top, size, node.slots, this.curves[p].avail);
    }
    let covered = node.chosenAvail;
    let extra = 0;
    while (extra < node.minExtra || covered < this.amount) {
      if (extra >= size) return -1;
      covered += top[extra++];
    }
    return node.chosen.length + extra;
  }
}

/** Keeps top[0..size) as the largest values seen, descending, at most `limit` of them. */
function insertTop(top: Float64Array, size: number, limit: number, value: number): number {
  if (limit === 0) return 0;
  if (size === limit && value <= top[size - 1]) return size;
  let i = size === limit ? size - 1 : size;
  while (i > 0 && top[i - 1] < value) {
    top[i] = top[i - 1];
    i--;
  }
  top[i] = value;
  return size === limit ? size : size + 1;
}
