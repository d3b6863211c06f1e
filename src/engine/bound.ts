import { curveReward, type Curve } from './curve.js';
import { insertTop, sortUnique, zeros } from './sorted-numbers.js';
import { MIN_SPLIT } from './types.js';

/** The search node a bound is asked about (mutated in place by the search to avoid garbage). */
export interface Node {
  /** Positions already in the split. */
  readonly chosen: readonly number[];
  /** Sum of avail over chosen. */
  chosenAvail: number;
  /** Positions >= from with blocked[p] === 0 may still be added. */
  from: number;
  readonly blocked: readonly number[];
  /** How many more cards may be added. */
  slots: number;
  /** Completions must add at least this many cards (0 or 1). */
  minExtra: number;
}

/** g(λ) peaks at MIN_SPLIT, avail, or one of the two breakpoints between. */
const POINTS = 4;

/**
 * Upper bounds on the best completion of a search node.
 *
 * Lagrangian relaxation of the sum constraint: for any price λ,
 * sum f(x) = λ·amount + sum (f(x) − λx), and each term is at most
 * g(λ) = max over x in [MIN_SPLIT, avail] of f(x) − λx. The card limit is kept
 * exactly (only the best `slots` positive g count), which keeps the bound
 * tight when caps make many cards look attractive. Any λ gives a valid bound;
 * the bound is convex in λ, so bisection over the sorted slope values finds
 * the best one. Missing a kink between slope values can only loosen the
 * bound, never break it.
 */
export class Bounds {
  private readonly px: number[];
  private readonly fx: number[];
  private readonly count: number;
  private readonly prices: number[];
  private readonly top: number[];
  private readonly topX: number[];
  /** Per price index, every card's g and its maximising x; the same for every node, so built once. */
  private readonly gains: (number[] | undefined)[];
  private readonly gainXs: (number[] | undefined)[];
  private hint = 0;
  /** Side outputs of gain() and lagrangian(), in fields to avoid allocating per call. */
  private gainX = 0;
  private slope = 0;

  constructor(
    curves: readonly Curve[],
    private readonly amount: number,
    maxCards: number,
  ) {
    this.px = [];
    this.fx = [];
    this.count = curves.length;
    const slopes: number[] = [];
    for (const curve of curves) {
      for (const x of [MIN_SPLIT, curve.ends[0], curve.ends[1], curve.avail]) {
        const clamped = Math.min(Math.max(x, MIN_SPLIT), curve.avail);
        this.px.push(clamped);
        this.fx.push(curveReward(curve, clamped));
      }
      // g only bends at slopes of pieces reaching past MIN_SPLIT; other prices add nothing.
      for (let s = 0; s < 3; s++) {
        const start = s === 0 ? 0 : curve.ends[s - 1];
        if (curve.ends[s] > Math.max(start, MIN_SPLIT)) slopes.push(curve.slopes[s]);
      }
    }
    // Every card fixed at MIN_SPLIT: any single price will do.
    if (slopes.length === 0) slopes.push(0);
    this.prices = sortUnique(slopes);
    this.top = zeros(maxCards + 1);
    this.topX = zeros(maxCards + 1);
    this.gains = new Array<number[] | undefined>(this.prices.length).fill(undefined);
    this.gainXs = new Array<number[] | undefined>(this.prices.length).fill(undefined);
  }

  /** Re-indexes cards so that position p becomes old position order[p]. */
  reorder(order: readonly number[]): void {
    const px = this.px.slice();
    const fx = this.fx.slice();
    order.forEach((old, p) => {
      for (let t = 0; t < POINTS; t++) {
        this.px[p * POINTS + t] = px[old * POINTS + t];
        this.fx[p * POINTS + t] = fx[old * POINTS + t];
      }
    });
    this.gains.fill(undefined);
    this.gainXs.fill(undefined);
  }

  /** g(λ) for the card at position p; the maximising x is left in `gainX`. */
  gain(p: number, price: number): number {
    const base = p * POINTS;
    let best = -Infinity;
    for (let t = 0; t < POINTS; t++) {
      const v = this.fx[base + t] - price * this.px[base + t];
      if (v > best) {
        best = v;
        this.gainX = this.px[base + t];
      }
    }
    return best;
  }

  /** The price minimising the node's bound; later calls try it first. */
  bestPrice(node: Node): number {
    this.value(node, -Infinity);
    return this.prices[this.hint];
  }

  /**
   * Upper bound on the reward of any completion of the node. Returns as soon
   * as some price proves a bound below `target`, since the caller only needs
   * to know whether the node can reach it. Tries the previous node's best
   * price first (neighbouring nodes have similar optima), then bisects on the
   * sign of the bound's slope in λ (amount minus the units the selected cards
   * want at that price), a valid subgradient because the bound is convex.
   */
  value(node: Node, target: number): number {
    let best = this.lagrangian(node, this.hint);
    if (best < target || this.slope === 0) return best;
    let lo = this.slope < 0 ? this.hint + 1 : 0;
    let hi = this.slope < 0 ? this.prices.length - 1 : this.hint - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const here = this.lagrangian(node, mid);
      if (here < best) {
        best = here;
        this.hint = mid;
        if (best < target) return best;
      }
      if (this.slope === 0) break;
      if (this.slope < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return best;
  }

  /** The bound at prices[j]; its slope in λ is left in `slope`. */
  private lagrangian(node: Node, j: number): number {
    const gains = this.gains[j] ?? this.fillColumn(j);
    const xs = this.gainXs[j] as number[];
    let total = this.prices[j] * this.amount;
    let units = 0;
    for (const p of node.chosen) {
      total += gains[p];
      units += xs[p];
    }
    const { top, topX } = this;
    let size = 0;
    let bestAny = -Infinity;
    let bestAnyX = 0;
    for (let p = node.from; p < gains.length; p++) {
      if (node.blocked[p] !== 0) continue;
      const g = gains[p];
      if (g > bestAny) {
        bestAny = g;
        bestAnyX = xs[p];
      }
      if (g > 0) size = insertTop(top, topX, size, node.slots, g, xs[p]);
    }
    for (let i = 0; i < size; i++) {
      total += top[i];
      units += topX[i];
    }
    // A node that must add a card pays for its best one even if it loses at this price.
    if (size < node.minExtra) {
      total += bestAny;
      units += bestAnyX;
    }
    this.slope = this.amount - units;
    return total;
  }

  private fillColumn(j: number): number[] {
    const gains: number[] = [];
    const xs: number[] = [];
    for (let p = 0; p < this.count; p++) {
      gains.push(this.gain(p, this.prices[j]));
      xs.push(this.gainX);
    }
    this.gains[j] = gains;
    this.gainXs[j] = xs;
    return gains;
  }
}
