import type { Node } from './bound.js';
import { insertTop, zeros } from './sorted-numbers.js';

/**
 * The funding side of the search: how many cards a node needs just to cover
 * the amount, using its largest remaining cards. This both prunes infeasible
 * nodes and tells the search whether a node could still tie the incumbent
 * with fewer cards.
 */
export class Coverage {
  private readonly top: number[];
  private readonly unused: number[];

  /** avail[p] is the (clamped) available of the card at search position p. */
  constructor(
    private readonly avail: readonly number[],
    private readonly amount: number,
    maxCards: number,
  ) {
    this.top = zeros(maxCards + 1);
    this.unused = zeros(maxCards + 1);
  }

  /** Fewest cards any completion of the node can use, or -1 if none can cover the amount. */
  minCards(node: Node): number {
    const top = this.top;
    let size = 0;
    for (let p = node.from; p < this.avail.length; p++) {
      if (node.blocked[p] === 0) size = insertTop(top, this.unused, size, node.slots, this.avail[p], 0);
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
