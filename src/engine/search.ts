import { allocate } from './allocate.js';
import { Bounds, type Node } from './bound.js';
import { Coverage } from './coverage.js';
import { curveReward, type Curve } from './curve.js';
import { Dominance } from './dominance.js';
import { zeros } from './sorted-numbers.js';
import { tolerance } from './tolerance.js';

export interface BestSplit {
  readonly curves: Curve[];
  readonly amounts: number[];
  readonly value: number;
}

/**
 * Exact best split of amount >= MIN_SPLIT over at most maxCards viable cards
 * (avail already clamped to the amount), or null if none is feasible.
 *
 * Depth-first branch and bound over card subsets. Each subset is valued by
 * the exact greedy fill (see allocate), so the search only has to find the
 * right subset. A subtree is skipped only when its bounds prove it can neither
 * beat the incumbent nor tie it with fewer cards, and dominated cards only
 * where a swap argument shows an equally good split survives; so the result
 * is the true optimum, with the fewest cards among optimal splits.
 */
export function searchBest(viable: readonly Curve[], amount: number, maxCards: number): BestSplit | null {
  if (maxCards < 1 || viable.length === 0) return null;
  return new Search(viable, amount, maxCards).run();
}

interface Incumbent {
  readonly positions: number[];
  readonly amounts: number[];
  readonly value: number;
}

class Search {
  private readonly curves: Curve[];
  private readonly bounds: Bounds;
  private readonly coverage: Coverage;
  private readonly dominance: Dominance;
  private readonly blocked: number[];
  private readonly chosen: number[] = [];
  private chosenAvail = 0;
  private readonly node: Node;
  private best: Incumbent | null = null;

  constructor(
    viable: readonly Curve[],
    private readonly amount: number,
    private readonly maxCards: number,
  ) {
    this.bounds = new Bounds(viable, amount, maxCards);
    const order = searchOrder(viable, this.bounds, maxCards);
    this.bounds.reorder(order);
    this.curves = order.map((i) => viable[i]);
    this.coverage = new Coverage(
      this.curves.map((curve) => curve.avail),
      amount,
      maxCards,
    );
    this.dominance = new Dominance(this.curves);
    this.blocked = zeros(this.curves.length);
    this.node = { chosen: this.chosen, chosenAvail: 0, from: 0, blocked: this.blocked, slots: 0, minExtra: 0 };
  }

  run(): BestSplit | null {
    this.visit(0);
    const best = this.best;
    if (best === null) return null;
    return { curves: best.positions.map((p) => this.curves[p]), amounts: best.amounts, value: best.value };
  }

  private visit(from: number): void {
    if (this.chosen.length > 0 && this.chosenAvail >= this.amount) this.consider();
    if (this.chosen.length === this.maxCards) return;
    const undo: number[] = [];
    for (let p = from; p < this.curves.length; p++) {
      if (this.blocked[p] !== 0) continue;
      this.chosen.push(p);
      this.chosenAvail += this.curves[p].avail;
      if (!this.prunable(p + 1, 0)) this.visit(p + 1);
      this.chosen.pop();
      this.chosenAvail -= this.curves[p].avail;
      // Later siblings leave p out, so cards that need p alongside are out too.
      for (const q of this.dominance.dominatedBy(p)) {
        this.blocked[q]++;
        undo.push(q);
      }
      // One check covers every later sibling at once.
      if (this.prunable(p + 1, 1)) break;
    }
    for (const q of undo) this.blocked[q]--;
  }

  /** True when nothing below this node can replace the incumbent. */
  private prunable(from: number, minExtra: number): boolean {
    const node = this.node;
    node.chosenAvail = this.chosenAvail;
    node.from = from;
    node.slots = this.maxCards - this.chosen.length;
    node.minExtra = minExtra;
    const minCards = this.coverage.minCards(node);
    if (minCards < 0) return true;
    const best = this.best;
    if (best === null) return false;
    // A subtree that might use fewer cards is kept even if it can only tie: ties go to fewer cards.
    const eps = tolerance(best.value);
    const fewer = minCards < best.positions.length;
    const target = fewer ? best.value - eps : best.value + eps;
    const bound = this.bounds.value(node, target);
    return fewer ? bound < target : bound <= target;
  }

  private consider(): void {
    const { amounts, value } = allocate(this.curves, this.chosen, this.amount);
    const best = this.best;
    if (best !== null) {
      const eps = tolerance(best.value);
      const fewer = this.chosen.length < best.positions.length;
      if (!(value > best.value + eps || (fewer && value >= best.value - eps))) return;
    }
    this.best = { positions: [...this.chosen], amounts, value };
  }
}

/**
 * Most promising cards first, by Lagrangian gain at the root's best price, so
 * the first leaves give a near-optimal incumbent and bounds bite early. Every
 * key is monotone under dominance, so dominating cards come first (dominance
 * is only applied forwards); complete ties keep input order.
 */
function searchOrder(viable: readonly Curve[], bounds: Bounds, maxCards: number): number[] {
  const identity = viable.map((_, i) => i);
  const root: Node = {
    chosen: [],
    chosenAvail: 0,
    from: 0,
    blocked: zeros(viable.length),
    slots: maxCards,
    minExtra: 1,
  };
  const price = bounds.bestPrice(root);
  const gain = identity.map((i) => bounds.gain(i, price));
  const full = viable.map((curve) => curveReward(curve, curve.avail));
  return identity.sort((a, b) => gain[b] - gain[a] || full[b] - full[a] || viable[b].avail - viable[a].avail || viable[a].index - viable[b].index);
}
