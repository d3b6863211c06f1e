import { describe, expect, it } from 'vitest';
import { declinesByReason } from './declines-by-reason';

describe('declinesByReason', () => {
  it('puts live and test counts of a reason side by side, most frequent first', () => {
    expect(
      declinesByReason([
        { reason: 'NO_VIABLE_CARD', mode: 'test', count: 2 },
        { reason: 'VELOCITY_LIMIT', mode: 'live', count: 3 },
        { reason: 'VELOCITY_LIMIT', mode: 'test', count: 4 },
      ]),
    ).toEqual([
      { reason: 'VELOCITY_LIMIT', live: 3, test: 4, total: 7 },
      { reason: 'NO_VIABLE_CARD', live: 0, test: 2, total: 2 },
    ]);
    expect(declinesByReason([])).toEqual([]);
  });
});
