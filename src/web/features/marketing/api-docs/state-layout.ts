/**
 * Places a state machine's transition table (src/contract/payment-states.ts) on a grid for the
 * API reference's diagrams: each state in the column of its longest path from the first state, in
 * the table's order within a column. Drawn from the table itself, so the picture cannot drift from
 * the moves the server allows. States the first one never reaches are returned apart. A move that
 * skips columns runs through a free row of each column it crosses (a waypoint below that column's
 * states), so no arrow passes through a box.
 */

export interface PlacedState {
  state: string;
  column: number;
  row: number;
  terminal: boolean;
}

export interface StateLayout {
  states: PlacedState[];
  /** `via`: the free cells a move that skips columns runs through, in order. */
  edges: { from: string; to: string; via: { column: number; row: number }[] }[];
  columns: number;
  rows: number;
  /** States with no way in from the first one (e.g. a payment DECLINED outright). */
  apart: string[];
}

export function layoutStates<S extends string>(table: Record<S, readonly S[]>, initial: S): StateLayout {
  const order = Object.keys(table) as S[];
  const depth = new Map<S, number>([[initial, 0]]);
  // Longest path by relaxation: the tables are acyclic and tiny, so |states| rounds suffice.
  for (let round = 0; round < order.length; round++) {
    for (const from of order) {
      const d = depth.get(from);
      if (d === undefined) continue;
      for (const to of table[from]) if ((depth.get(to) ?? -1) < d + 1) depth.set(to, d + 1);
    }
  }
  const rowsUsed = new Map<number, number>();
  const states: PlacedState[] = [];
  for (const state of order) {
    const column = depth.get(state);
    if (column === undefined) continue;
    const row = rowsUsed.get(column) ?? 0;
    rowsUsed.set(column, row + 1);
    states.push({ state, column, row, terminal: table[state].length === 0 });
  }
  const edges = order
    .filter((from) => depth.has(from))
    .flatMap((from) =>
      table[from].map((to) => {
        const via: { column: number; row: number }[] = [];
        for (let column = depth.get(from)! + 1; column < depth.get(to)!; column++) {
          const row = rowsUsed.get(column) ?? 0;
          rowsUsed.set(column, row + 1);
          via.push({ column, row });
        }
        return { from, to, via };
      }),
    );
  return {
    states,
    edges,
    columns: Math.max(...states.map((s) => s.column)) + 1,
    rows: Math.max(...rowsUsed.values()),
    apart: order.filter((state) => !depth.has(state)),
  };
}
