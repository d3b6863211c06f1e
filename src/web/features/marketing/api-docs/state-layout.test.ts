import { describe, expect, it } from 'vitest';
import { LEG_TRANSITIONS, PAYMENT_TRANSITIONS } from '@contract/payment-states';
import { layoutStates } from './state-layout';

const grid = (layout: ReturnType<typeof layoutStates>) => layout.states.map((s) => `${s.column}.${s.row} ${s.state}${s.terminal ? ' (end)' : ''}`);

describe('layoutStates', () => {
  it('lays out every payment state and move, with DECLINED apart', () => {
    const layout = layoutStates(PAYMENT_TRANSITIONS, 'REQUIRES_AUTHORISATION');
    expect(grid(layout)).toEqual(['0.0 REQUIRES_AUTHORISATION', '1.0 AUTHORISED', '2.0 COMPLETED (end)', '1.1 FAILED (end)', '2.1 CANCELED (end)']);
    expect(layout.apart).toEqual(['DECLINED']);
    expect(layout.edges.map((e) => `${e.from}>${e.to}`)).toEqual([
      'REQUIRES_AUTHORISATION>AUTHORISED',
      'REQUIRES_AUTHORISATION>FAILED',
      'REQUIRES_AUTHORISATION>CANCELED',
      'AUTHORISED>COMPLETED',
      'AUTHORISED>CANCELED',
    ]);
    // The move that skips a column runs through a free row of it, below AUTHORISED and FAILED.
    expect(layout.edges[2]!.via).toEqual([{ column: 1, row: 2 }]);
    expect(layout.edges.filter((e) => e.via.length > 0)).toHaveLength(1);
    expect({ columns: layout.columns, rows: layout.rows }).toEqual({ columns: 3, rows: 3 });
  });

  it('lays the leg out from PENDING, every move of the table an edge', () => {
    const layout = layoutStates(LEG_TRANSITIONS, 'PENDING');
    expect(grid(layout)).toEqual(['0.0 PENDING', '1.0 AUTHORISED', '2.0 CAPTURED (end)', '1.1 DECLINED (end)', '2.1 VOIDED (end)']);
    expect(layout.edges).toEqual([
      { from: 'PENDING', to: 'AUTHORISED', via: [] },
      { from: 'PENDING', to: 'DECLINED', via: [] },
      { from: 'PENDING', to: 'VOIDED', via: [{ column: 1, row: 2 }] },
      { from: 'AUTHORISED', to: 'CAPTURED', via: [] },
      { from: 'AUTHORISED', to: 'VOIDED', via: [] },
    ]);
    expect(layout.apart).toEqual([]);
  });

  it('puts a state in the column of its longest way in', () => {
    const layout = layoutStates({ A: ['B', 'C'], B: ['C'], C: [] } as Record<string, string[]>, 'A');
    expect(grid(layout)).toEqual(['0.0 A', '1.0 B', '2.0 C (end)']);
  });
});
