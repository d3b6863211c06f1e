import { describe, expect, it } from 'vitest';
import { formatFeeRate, formatSuccessRate, NO_VALUE, sumPence } from './analytics-format';

describe('analytics formatting', () => {
  it('shows the success rate with one decimal', () => {
    expect(formatSuccessRate(0.92345)).toBe('92.3%');
    expect(formatSuccessRate(1)).toBe('100.0%');
    expect(formatSuccessRate(0)).toBe('0.0%');
    expect(formatSuccessRate(null)).toBe(NO_VALUE);
  });

  it('shows the fee rate the API computed, not a fixed 0.5%', () => {
    expect(formatFeeRate(0.5)).toBe('0.5%');
    expect(formatFeeRate(1.2345)).toBe('1.23%');
    expect(formatFeeRate(null)).toBe(NO_VALUE);
  });

  it('adds pence', () => {
    expect(sumPence([100, 250, 1])).toBe(351);
    expect(sumPence([])).toBe(0);
  });
});
