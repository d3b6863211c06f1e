import { describe, expect, it } from 'vitest';
import { formatDateTime, formatGBP } from './format';

describe('formatGBP', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [12345, '£123.45'],
    [100000000, '£1,000,000.00'],
    [-250, '-£2.50'],
  ])('formats %i pence as %s', (pence, expected) => {
    expect(formatGBP(pence)).toBe(expected);
  });
});

describe('formatDateTime', () => {
  it('shows day, short month, year, hour and minute in UK time', () => {
    expect(formatDateTime(new Date('2026-11-21T14:05:00Z'))).toBe('21 Nov 2026, 14:05');
  });

  it('accepts ISO strings and follows British Summer Time', () => {
    expect(formatDateTime('2026-07-01T00:05:00Z')).toBe('1 Jul 2026, 01:05');
  });

  it('uses a 24-hour clock at midnight', () => {
    expect(formatDateTime('2026-01-02T00:00:00Z')).toBe('2 Jan 2026, 00:00');
  });

  it('says so for an unparseable date instead of throwing', () => {
    expect(formatDateTime('not a date')).toBe('Invalid date');
  });
});
