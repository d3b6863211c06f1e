import { allocate } from './allocate.js';
import { Bounds, type Node } from './bound.js';
import { curveReward, type Curve } from './curve.js';
import type { BestSplit } from './search.js';
import { zeros } from './sorted-numbers.js';
import { tolerance } from './tolerance.js';
import { MIN_SPLIT } from './types.js';

/**
 * Exact best placement of amount >= MIN_SPLIT over viable marginal curves
 * (avail already clamped to the amount), or null when none covers it.
 *
 * Unlike optimiseSplit, cards differ in cost: a card that already carries a
 * committed leg (`free`) takes a new leg without using up one of the
 * payment's splits, so only the other cards count against `newCards`. The
 * search is a depth-first walk over card subsets in input order, each subset
 * valued by the exact greedy fill (allocate). A subtree is skipped only when
 * its cards cannot cover the amount or the Lagrangian bound shows it cannot
 * even tie the incumbent, so every subset that could be the answer is valued.
 * Ties within tolerance go to fewer legs, then to the subset met first in
 * search order (see searchOrder), so the result is deterministic.
 * Optimality, not speed, rests on the bound being valid: optimiseSplit's
 * dominance and ordering tricks assume every card costs a split, so they are
 * not reused here; a payment has at most 20 cards and 5 splits.
 */
export function searchResplit(curves: readonly Curve[], free: readonly boolean[], amount: number, newCards: number): BestSplit | null {
  if (curves.length === 0 || amount < MIN_SPLIT) return null;
  return new ResplitSearch(curves, free, amount, newCards).run();
}

interface Incumbent {
  readonly members: number[];
  readonly amounts: number[];
  readonly value: number;
}

class ResplitSearch {
  private readonly chosen: number[] = [];
  private chosenAvail = 0;
  private newUsed = 0;
  /** suffixAvail[p]: the avail of every card from position p on. */
  private readonly suffixAvail: number[];
  private readonly maxLegs: number;
  private readonly bounds: Bounds;
  /** The search node as the bounds see it, while new cards may still be added and once they may not. */
  private readonly open: Node;
  private readonly freeOnly: Node;
  private best: Incumbent | null = null;

  private readonly curves: Curve[];
  private readonly free: boolean[];

  constructor(
    viable: readonly Curve[],
    free: readonly boolean[],
    private readonly amount: number,
    private readonly newCards: number,
  ) {
    this.maxLegs = Math.min(Math.floor(amount / MIN_SPLIT), viable.length);
    this.bounds = new Bounds(viable, amount, this.maxLegs);
    const order = searchOrder(viable, this.bounds, this.maxLegs);
    this.bounds.reorder(order);
    this.curves = order.map((i) => viable[i]);
    this.free = order.map((i) => free[i]);
    this.suffixAvail = new Array<number>(viable.length + 1).fill(0);
    for (let p = viable.length - 1; p >= 0; p--) this.suffixAvail[p] = this.suffixAvail[p + 1] + this.curves[p].avail;
    const node = (blocked: number[]): Node => ({ chosen: this.chosen, chosenAvail: 0, from: 0, blocked, slots: 0, minExtra: 0 });
    this.open = node(zeros(viable.length));
    this.freeOnly = node(this.free.map((isFree) => (isFree ? 0 : 1)));
  }

  run(): BestSplit | null {
    this.visit(0);
    const best = this.best;
    if (best === null) return null;
    return { curves: best.members.map((p) => this.curves[p]), amounts: best.amounts, value: best.value };
  }

  private visit(from: number): void {
    if (this.chosen.length > 0 && this.chosenAvail >= this.amount) this.consider();
    if (this.chosen.length === this.maxLegs) return;
    for (let p = from; p < this.curves.length; p++) {
      // Even every remaining card together cannot cover the amount: neither can any later start.
      if (this.chosenAvail + this.suffixAvail[p] < this.amount) return;
      const costs = this.free[p] ? 0 : 1;
      if (this.newUsed + costs > this.newCards) continue;
      this.chosen.push(p);
      this.chosenAvail += this.curves[p].avail;
      this.newUsed += costs;
      if (!this.cannotTie(p + 1)) this.visit(p + 1);
      this.chosen.pop();
      this.chosenAvail -= this.curves[p].avail;
      this.newUsed -= costs;
    }
  }

  /**
   * True when no completion of the chosen cards with cards from `from` on can
   * even tie the incumbent: the Lagrangian bound (bound.ts) over the cards
   * still allowed is below it. Subtrees that might tie are kept, so pruning
   * never changes which of several equal answers is returned.
   */
  private cannotTie(from: number): boolean {
    const best = this.best;
    if (best === null) return false;
    const node = this.newUsed < this.newCards ? this.open : this.freeOnly;
    node.chosenAvail = this.chosenAvail;
    node.from = from;
    node.slots = this.maxLegs - this.chosen.length;
    const target = best.value - tolerance(best.value);
    return this.bounds.value(node, target) < target;
  }

  private consider(): void {
    const { amounts, value } = allocate(this.curves, this.chosen, this.amount);
    const best = this.best;
    if (best !== null) {
      const eps = tolerance(best.value);
      const fewer = this.chosen.length < best.members.length;
      if (!(value > best.value + eps || (fewer && value >= best.value - eps))) return;
    }
    this.best = { members: [...this.chosen], amounts, value };
  }
}

/**
 * Most promising cards first, by Lagrangian gain at the root's best price, so
 * an early incumbent is near the optimum and the bound prunes sooner; then by
 * reward on all the card can take, room, and input order.
 */
function searchOrder(viable: readonly Curve[], bounds: Bounds, maxLegs: number): number[] {
  const root: Node = { chosen: [], chosenAvail: 0, from: 0, blocked: zeros(viable.length), slots: maxLegs, minExtra: 1 };
  const price = bounds.bestPrice(root);
  const gain = viable.map((_, i) => bounds.gain(i, price));
  const full = viable.map((curve) => curveReward(curve, curve.avail));
  return viable
    .map((_, i) => i)
    .sort((a, b) => gain[b] - gain[a] || full[b] - full[a] || viable[b].avail - viable[a].avail || viable[a].index - viable[b].index);
}
