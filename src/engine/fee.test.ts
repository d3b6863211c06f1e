import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feeAmount } from './fee.js';

describe('feeAmount', () => {
  it.each([
    [12_550, 0.5, 63], // 62.75
    [100, 0.5, 1], // 0.5 rounds up
    [12_500, 0.5, 63], // 62.5 rounds up
    [12_499, 0.5, 62], // 62.495
    [10_000, 2.9, 290],
    [1_005, 0.29, 3], // 2.9145
    [0, 1.5, 0],
    [99, 0, 0],
    [1_000_000, 100, 1_000_000],
  ])('feeAmount(%i, %f) = %i', (amount, percent, fee) => {
    expect(feeAmount(amount, percent)).toBe(fee);
  });

  it('is exact for huge amounts', () => {
    expect(feeAmount(Number.MAX_SAFE_INTEGER, 0.01)).toBe(900_719_925_474);
  });

  it('rounds the exact decimal product half up', () => {
    const args = fc.tuple(fc.integer({ min: 0, max: 10_000_000_000 }), fc.integer({ min: 0, max: 10_000 }));
    fc.assert(
      fc.property(args, ([amount, hundredths]) => {
        const percent = hundredths / 100;
        // amount × (hundredths / 100) / 100, as an exact fraction over 10 000.
        const scaled = BigInt(amount) * BigInt(hundredths);
        const whole = scaled / 10_000n;
        const rest = scaled % 10_000n;
        expect(feeAmount(amount, percent)).toBe(Number(rest * 2n >= 10_000n ? whole + 1n : whole));
      }),
      { numRuns: 2000 },
    );
  });

  it('rejects a fractional amount and a non-finite percent', () => {
    expect(() => feeAmount(10.5, 1)).toThrow(RangeError);
    expect(() => feeAmount(100, Number.NaN)).toThrow(RangeError);
  });
});
