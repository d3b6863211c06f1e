import { allocate } from './allocate.js';
import { Bounds, type Node } from './bound.js';
import type { Curve } from './curve.js';
import { dominatedLists } from './dominance.js';

export interface BestSplit {
  readonly curves: Curve[];
  readonly amounts: number[];
  readonly value: number;
}

/** Rewards closer than this are equal, so float noise cannot beat "fewer cards". */
export function tolerance(value: number): number {
  return 1e-9 * Math.max(1, Math.abs(value));
}

/**
 * Exact best split of amount >= MIN_SPLIT over at most maxCards viable cards
 * (avail already clamped, each >= MIN_SPLIT), or null if none is feasible.
 *
 * Depth-first branch and bound over card subsets. Each subset is valued by
 * the exact greedy fill (see allocate), so the search only has to find the
 * right subset; a subtree is skipped only when its upper bound proves it can
 * neither beat the incumbent nor tie it with fewer cards, and dominated cards
 * are skipped only where a swap argument shows an equally good split remains.
 * Both keep the result exact.
 */
export function searchBest(viable: readonly Curve[], amount: number, maxCards: number): BestSplit | null {
  if (maxCards < 1 || viable.length === 0) return null;
  return new Search(viable, amount, maxCards).run();
}

class Search {
  private readonly curves: Curve[];
  private readonly bounds: Bounds;
  private readonly dominated: number[][];
  private readonly blocked: Int32Array;
  private readonly chosen: number[] = [];
  private chosenAvail = 0;
  private best: { positions: number[]; amounts: number[]; value: number } | null = null;

  constructor(
    viable: readonly Curve[],
    private readonly amount: number,
    private readonly maxCards: number,
  ) {
    this.curves = orderForSearch(viable, amount, maxCards);
    this.bounds = new Bounds(this.curves, amount, maxCards);
    this.dominated = dominatedLists(this.curves);
    this.blocked = new Int32Array(this.curves.length);
  }

  run(): BestSplit | null {
    this.visit(0);
    const best = this.best;
    if (best === null) return null;
    return {
      curves: best.positions.map((p) => this.curves[p]),
      amounts: best.amounts,
      value: best.value,
    };
  }

  private visit(from: number): void {
    if (this.chosen.length > 0 && this.chosenAvail >= this.amount) this.consider();
    if (this.chosen.length === this.maxCards) return;
    const undo: number[] = [];
    for (let p = from; p < this.curves.length; p++) {
      if (this.blocked[p] !== 0) continue;
      if (this.prunable(p, 1)) break;
      this.chosen.push(p);
      this.chosenAvail += this.curves[p].avail;
      if (!this.prunable(p + 1, 0)) this.visit(p + 1);
      this.chosen.pop();
      this.chosenAvail -= this.curves[p].avail;
      // Later siblings leave p out, so cards that need p present are out too.
      for (const q of this.dominated[p]) {
        this.blocked[q]++;
        undo.push(q);
      }
    }
    for (const q of undo) this.blocked[q]--;
  }

  private node(from: number, minExtra: number): Node {
    return {
      chosen: this.chosen,
      chosenAvail: this.chosenAvail,
      from,
      blocked: this.blocked,
      slots: this.maxCards - this.chosen.length,
      minExtra,
    };
  }

  /** True when nothing below this node can replace the incumbent. */
  private prunable(from: number, minExtra: number): boolean {
    const estimate = this.bounds.estimate(this.node(from, minExtra));
    if (estimate === null) return true;
    const best = this.best;
    if (best === null) return false;
    const eps = tolerance(best.value);
    if (estimate.value < best.value - eps) return true;
    return estimate.value <= best.value + eps && estimate.minCards >= best.positions.length;
  }

  private consider(): void {
    const { amounts, value } = allocate(this.curves, this.chosen, this.amount);
    const best = this.best;
    const count = this.chosen.length;
    if (best !== null) {
      const eps = tolerance(best.value);
      const better = value > best.value + eps || (value >= best.value - eps && count < best.positions.length);
      if (!better) return;
    }
    this.best = { positions: [...this.chosen], amounts, value };
  }
}

/**
 * Most promising cards first (by their Lagrangian gain at the root's best
 * price), so a near-optimal incumbent is found at once and bounds prune early.
 * Ties keep input order, which is also what makes dominance between identical
 * cards point one way.
 */
function orderForSearch(viable: readonly Curve[], amount: number, maxCards: number): Curve[] {
  const bounds = new Bounds(viable, amount, maxCards);
  const root: Node = {
    chosen: [],
    chosenAvail: 0,
    from: 0,
    blocked: new Int32Array(viable.length),
    slots: maxCards,
    minExtra: 1,
  };
  const price = bounds.rootPrice(root);
  const keyed = viable.map((curve, p) => ({ curve, key: bounds.gain(p, price) }));
  keyed.sort((a, b) => b.key - a.key || a.curve.index - b.curve.index);
  return keyed.map((entry) => entry.curve);
}
