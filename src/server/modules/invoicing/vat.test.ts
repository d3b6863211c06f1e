import { describe, expect, it } from 'vitest';
import { priceLines, REVERSE_CHARGE_NOTE, vatOnLine, vatRuleFor } from './vat';

describe('vatRuleFor', () => {
  it('charges GB merchants 20% UK VAT, with or without a tax id', () => {
    expect(vatRuleFor({ country: 'GB', taxId: 'GB123456789' })).toEqual({ treatment: 'UK_STANDARD', ratePercent: 20, note: null });
    expect(vatRuleFor({ country: 'GB', taxId: null })).toEqual({ treatment: 'UK_STANDARD', ratePercent: 20, note: null });
  });

  it('charges non-GB merchants with a tax id 0% with a reverse-charge note', () => {
    for (const country of ['IE', 'US', 'CA']) {
      expect(vatRuleFor({ country, taxId: 'IE1234567T' })).toEqual({ treatment: 'REVERSE_CHARGE', ratePercent: 0, note: REVERSE_CHARGE_NOTE });
    }
  });

  it('charges UK VAT to non-GB merchants without a tax id, and when the country is unknown', () => {
    expect(vatRuleFor({ country: 'IE', taxId: null }).ratePercent).toBe(20);
    expect(vatRuleFor({ country: 'US', taxId: '   ' }).treatment).toBe('UK_STANDARD');
    expect(vatRuleFor({ country: null, taxId: 'X1' }).treatment).toBe('UK_STANDARD');
  });
});

describe('vatOnLine', () => {
  it('rounds half up to the penny', () => {
    expect(vatOnLine(1, 20)).toBe(0); // 0.2p
    expect(vatOnLine(2, 20)).toBe(0); // 0.4p
    expect(vatOnLine(3, 20)).toBe(1); // 0.6p
    expect(vatOnLine(5, 10)).toBe(1); // 0.5p exactly: up
    expect(vatOnLine(12_345, 20)).toBe(2469);
    expect(vatOnLine(62_75, 20)).toBe(1255);
    expect(vatOnLine(1000, 0)).toBe(0);
  });

  it('rounds a negative amount away from zero at the half', () => {
    expect(vatOnLine(-5, 10)).toBe(-1);
    expect(vatOnLine(-12_345, 20)).toBe(-2469);
  });

  it('stays exact for very large amounts', () => {
    expect(vatOnLine(4_503_599_627_370_495, 20)).toBe(900_719_925_474_099);
  });

  it('refuses fractional pence and odd rates', () => {
    expect(() => vatOnLine(1.5, 20)).toThrow(RangeError);
    expect(() => vatOnLine(100, -1)).toThrow(RangeError);
    expect(() => vatOnLine(100, 12.345)).toThrow(RangeError);
  });
});

describe('priceLines', () => {
  it('works VAT out per line and totals the lines', () => {
    const priced = priceLines(
      [
        { description: 'a', quantity: 1, netAmount: 3 },
        { description: 'b', quantity: 1, netAmount: 3 },
      ],
      vatRuleFor({ country: 'GB', taxId: null }),
    );
    // 0.6p + 0.6p would round to 1p on the sum; per line it is 1p + 1p.
    expect(priced.lines.map((l) => l.vatAmount)).toEqual([1, 1]);
    expect(priced).toMatchObject({ subtotal: 6, vatAmount: 2, total: 8 });
    expect(priced.lines[0]).toMatchObject({ vatRatePercent: 20, totalAmount: 4 });
  });

  it('charges nothing under the reverse charge', () => {
    const priced = priceLines([{ description: 'fee', quantity: 12, netAmount: 98_765 }], vatRuleFor({ country: 'US', taxId: '12-3456789' }));
    expect(priced).toMatchObject({ subtotal: 98_765, vatAmount: 0, total: 98_765 });
  });

  it('charges an invoice with a credit line VAT once, on its net fee, and the lines still add up', () => {
    const gb = vatRuleFor({ country: 'GB', taxId: null });
    // 247p at 20% is 49.4p -> 49p; a 3p credit alone would be -0.6p -> -1p, but on the net 244p the VAT is 48.8p -> 49p.
    const priced = priceLines(
      [
        { description: 'fee', quantity: 4, netAmount: 247 },
        { description: 'fees returned', quantity: 1, netAmount: -3 },
      ],
      gb,
    );
    expect(priced.lines.map((l) => [l.netAmount, l.vatAmount, l.totalAmount])).toEqual([
      [247, 49, 296],
      [-3, 0, -3],
    ]);
    expect(priced).toMatchObject({ subtotal: 244, vatAmount: 49, total: 293 });
    // Whatever the amounts, the VAT is the VAT on the net and the lines sum to the totals.
    for (const [fee, back] of [
      [100, 50],
      [61, 7],
      [5, 5],
      [3, 9],
      [123_457, 98_765],
    ] as const) {
      const p = priceLines(
        [
          { description: 'fee', quantity: 1, netAmount: fee },
          { description: 'fees returned', quantity: 1, netAmount: -back },
        ],
        gb,
      );
      expect(p.vatAmount).toBe(vatOnLine(fee - back, 20));
      expect(p.lines.reduce((s, l) => s + l.vatAmount, 0)).toBe(p.vatAmount);
      expect(p.lines.reduce((s, l) => s + l.totalAmount, 0)).toBe(p.total);
      expect(p.total).toBe(p.subtotal + p.vatAmount);
    }
    expect(priceLines([{ description: 'fees returned', quantity: 1, netAmount: -40 }], vatRuleFor({ country: 'IE', taxId: 'IE1' }))).toMatchObject({
      subtotal: -40,
      vatAmount: 0,
      total: -40,
    });
  });
});
