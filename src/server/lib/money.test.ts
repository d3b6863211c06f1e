import { describe, expect, it } from 'vitest';
import { formatPounds, poundsDecimal } from '@contract/money';

describe('money', () => {
  it('formats pence as pounds for people', () => {
    expect(formatPounds(0)).toBe('£0.00');
    expect(formatPounds(4550)).toBe('£45.50');
    expect(formatPounds(123_450)).toBe('£1,234.50');
    expect(formatPounds(-226)).toBe('-£2.26');
  });
  it('writes plain decimal pounds for files', () => {
    expect(poundsDecimal(0)).toBe('0.00');
    expect(poundsDecimal(123_450)).toBe('1234.50');
    expect(poundsDecimal(-150)).toBe('-1.50');
    expect(poundsDecimal(7)).toBe('0.07');
  });
});
