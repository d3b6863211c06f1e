// eslint-disable-next-line no-restricted-imports -- test tooling, not an engine dependency
import fc from 'fast-check';
// eslint-disable-next-line no-restricted-imports -- test tooling, not an engine dependency
import { describe, expect, it } from 'vitest';
import { containsCardNumber } from './card-number.js';

/** Straightforward restatement of the rule: regex runs, every window, textbook Luhn. */
function naive(text: string): boolean {
  for (const run of text.match(/\d(?:[ -]?\d)*/g) ?? []) {
    const digits = run.replace(/[ -]/g, '');
    for (let size = 13; size <= 19; size++) {
      for (let start = 0; start + size <= digits.length; start++) {
        if (luhn(digits.slice(start, start + size))) return true;
      }
    }
  }
  return false;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

describe('containsCardNumber', () => {
  it.each([
    '4242 4242 4242 4242',
    '4111-1111-1111-1111',
    'x4111111111111111y',
    'pay with 4242-4242 4242-4242 please',
    '4222222222222', // 13 digits
    '6011111111111117',
    '99994242424242424242', // glued to other digits
  ])('finds a card number in %j', (text) => {
    expect(containsCardNumber(text)).toBe(true);
  });

  it.each(['123', 'jo@shop.example', 'card_a', '', '4242  4242  4242  4242', '4242 -4242 -4242 -4242', '424242424242', '1234 5612 3456 1234'])(
    'finds none in %j',
    (text) => {
      expect(containsCardNumber(text)).toBe(false);
    },
  );

  it('flags "4242 4242 4242 4241" through a 14-digit window even though the full 16 digits fail Luhn', () => {
    expect(luhn('4242424242424241')).toBe(false);
    expect(luhn('42424242424242')).toBe(true);
    expect(containsCardNumber('4242 4242 4242 4241')).toBe(true);
  });

  it('walks keys, nested values and numbers of any JSON value', () => {
    expect(containsCardNumber({ customer: { cards: [{ note: 'x4111111111111111y' }] } })).toBe(true);
    expect(containsCardNumber({ '4242424242424242': 'key' })).toBe(true);
    expect(containsCardNumber([1, 2, [3, [4111111111111111]]])).toBe(true);
    expect(containsCardNumber({ amount: 12550, id: 'card_a', ok: true, none: null, list: [1.5, -2] })).toBe(false);
    expect(containsCardNumber(null)).toBe(false);
    expect(containsCardNumber(undefined)).toBe(false);
  });

  it('survives cycles and deep nesting', () => {
    const cyclic: Record<string, unknown> = { a: 'safe' };
    cyclic.self = cyclic;
    expect(containsCardNumber(cyclic)).toBe(false);
    let deep: unknown = '4242424242424242';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(containsCardNumber(deep)).toBe(true);
  });

  it('agrees with a naive window-by-window scan', { timeout: 30_000 }, () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789 -x'), maxLength: 60 });
    fc.assert(fc.property(text, (t) => containsCardNumber(t) === naive(t)), { numRuns: 5000 });
    const cardish = fc.array(fc.constantFrom('4242', '4111', '1', '12', ' ', '-', '  ', 'a'), { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(fc.property(cardish, (t) => containsCardNumber(t) === naive(t)), { numRuns: 3000 });
  });

  it('scans a 1 MB digit run with no card number in linear time', { timeout: 30_000 }, () => {
    // No 13–19 digit window of this repeating pattern passes Luhn, so every window is checked.
    const text = '123456'.repeat(175_000);
    expect(naive(text.slice(0, 600))).toBe(false);
    const started = performance.now();
    expect(containsCardNumber(text)).toBe(false);
    expect(containsCardNumber({ body: text, words: 'lorem ipsum 12345 '.repeat(60_000) })).toBe(false);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
