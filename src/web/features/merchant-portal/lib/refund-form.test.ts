import { describe, expect, it } from 'vitest';
import { parseOptionalPounds, parsePounds, penceToPoundsText } from './refund-form';

describe('refund and capture amounts', () => {
  it('reads pounds as typed into pence', () => {
    expect(parsePounds('12.5')).toBe(1250);
    expect(parsePounds(' £1,000.05 ')).toBe(100005);
    expect(parsePounds('0.29')).toBe(29);
    expect(parsePounds('40')).toBe(4000);
  });

  it('refuses what is not a positive sum of money', () => {
    for (const text of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '12.']) expect(parsePounds(text)).toBeNull();
  });

  it('shows pence back as pounds with two decimals', () => {
    expect(penceToPoundsText(12550)).toBe('125.50');
    expect(penceToPoundsText(5)).toBe('0.05');
  });

  it('takes a blank optional amount as all of it', () => {
    expect(parseOptionalPounds('  ')).toEqual({ ok: true, amount: undefined });
    expect(parseOptionalPounds('30')).toEqual({ ok: true, amount: 3000 });
    expect(parseOptionalPounds('x')).toEqual({ ok: false, error: 'Enter an amount in pounds, for example 12.50' });
  });
});
