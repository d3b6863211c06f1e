import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { round2 } from './rounding.js';

describe('round2', () => {
  it.each([
    [0.125, 0.13],
    [1.005, 1.01],
    [2.675, 2.68],
    [0.015 * 12_345, 185.18], // 185.17499999999998 in binary, 185.175 in decimal
    [62.745, 62.75],
    [1.004999, 1],
    [0.004, 0],
    [0.005, 0.01],
    [-1.005, -1.01],
    [0, 0],
    [123_456.789, 123_456.79],
  ])('round2(%f) = %f', (value, expected) => {
    expect(round2(value)).toBe(expected);
  });

  it('never moves a value by more than half a cent, and is symmetric', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (v) => {
        expect(Math.abs(round2(v) - v)).toBeLessThanOrEqual(0.005 + 1e-6);
        expect(round2(-v)).toBe(round2(v) === 0 ? 0 : -round2(v));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds exact half cents away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const half = Number(`${cents}.5e-2`);
        expect(round2(half)).toBe((cents + 1) / 100);
      }),
      { numRuns: 5000 },
    );
  });
});
