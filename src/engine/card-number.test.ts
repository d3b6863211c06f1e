import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_NETWORKS, containsCardNumber, findCardNumber, isCardNumber, networkOf } from './card-number.js';

/** Textbook Luhn, written independently of the screen. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The payload with the check digit that makes it pass Luhn. */
function withCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(payload + d)) return payload + d;
  throw new Error('unreachable');
}

/** The issuer table restated as the usual regular expressions, to cross-check CARD_NETWORKS. */
const NETWORK_PATTERNS: [string, RegExp][] = [
  ['Visa', /^4(?:\d{12}|\d{15}|\d{18})$/],
  ['Mastercard', /^(?:5[1-5]\d{14}|(?:222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12})$/],
  ['American Express', /^3[47]\d{13}$/],
  ['Discover', /^(?:6011|64[4-9]\d|65\d{2})\d{12,15}$/],
  ['JCB', /^(?:352[89]|35[3-8]\d)\d{12,15}$/],
  ['Diners Club', /^(?:36\d|30[0-5])\d{11,16}$/],
  ['UnionPay', /^62\d{14,17}$/],
];

/** Straightforward restatement of the rule: regex runs, whole runs only, textbook Luhn, the regex table. */
function naive(text: string): boolean {
  const masked = text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, (uuid) => uuid.replace(/-/g, '_'));
  for (const run of masked.match(/\d(?:[ -]?\d)*/g) ?? []) {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length >= 13 && digits.length <= 19 && luhn(digits) && NETWORK_PATTERNS.some(([, pattern]) => pattern.test(digits))) return true;
  }
  return false;
}

const spaced = (digits: string, separator = ' ') => digits.match(/.{1,4}/g)!.join(separator);

/** The published test numbers of each network. */
const CARDS = {
  visa: '4111111111111111',
  visa13: '4222222222222',
  amex: '378282246310005',
  discover: '6011111111111117',
  jcb: '3530111333300000',
  mastercard: '5555555555554444',
  mastercard2: '2223003122003222',
  diners: '36227206271667',
  unionpay: '6200000000000005',
};

describe('findCardNumber: refused', () => {
  const forms = (digits: string): [string, unknown][] => [
    ['plain', digits],
    ['spaced in fours', spaced(digits)],
    ['dashed in fours', spaced(digits, '-')],
    ['inside text', `card ${digits} exp 12/30`],
    ['spaced inside text', `card ${spaced(digits)} exp 12/30`],
    ['dashed inside text', `Pay with ${spaced(digits, '-')}, thanks`],
    ['glued to letters', `x${digits}y`],
    ['as an email', `${digits}@shop.example`],
    ['as a JSON integer', JSON.parse(digits)],
    ['as a negative JSON integer', JSON.parse(`-${digits}`)],
  ];
  for (const [network, digits] of Object.entries(CARDS)) {
    it.each(forms(digits))(`finds ${network} ${digits} %s`, (_form, value) => {
      expect(findCardNumber(value)).toEqual({ path: '', inKey: false });
      expect(findCardNumber({ cards: [{ id: 'a' }, { id: value }] })).toEqual({ path: 'cards.1.id', inKey: false });
    });
  }

  it.each(['3782 822463 10005', '3622 720627 1667', '4111 1111 1111 1111 ', '4222 2222 2222 2', '4242-4242 4242-4242', 'pay with 4242-4242 4242-4242 please'])(
    'finds card numbers in other groupings: %j',
    (text) => {
      expect(findCardNumber(text)).not.toBeNull();
    },
  );

  it('finds 19-digit Visa, Discover, JCB, Diners and UnionPay numbers, as text and as imprecise JSON integers', () => {
    for (const prefix of ['4', '6011', '644', '65', '3528', '3589', '36', '300', '305', '62']) {
      const digits = withCheckDigit(prefix + '1'.repeat(18 - prefix.length));
      expect(digits).toHaveLength(19);
      expect(findCardNumber(digits), digits).not.toBeNull();
      // 19 digits do not survive JSON.parse; every integer that rounds to the parsed value is considered.
      const parsed = JSON.parse(digits) as number;
      expect(String(BigInt(parsed))).not.toBe(digits);
      expect(findCardNumber({ amount: parsed }), digits).toEqual({ path: 'amount', inKey: false });
    }
    // 5e18 is what JSON.parse makes of 19-digit Visa-range numbers such as 4999999999999999993.
    expect(Number('4999999999999999993')).toBe(5e18);
    expect(isCardNumber('4999999999999999993')).toBe(true);
    expect(findCardNumber(5e18)).not.toBeNull();
  });
});

describe('findCardNumber: accepted', () => {
  it.each([
    ['float rates', { rewardRate: 0.028999999999999998, categoryRates: { dining: 0.036000000000000004, travel: 0.1 + 0.2 } }],
    ['a rate computed in JavaScript', [0.029 * 3, 0.07 / 3, (3 * 0.012) / 1, 0.1 * 0.3, 1 / 7, 4.111111111111111e-5]],
    ['a huge fraction', [4111111111111111.5, 0.4111111111111111]],
    ['a 13-digit millisecond timestamp inside an id', 'ord_1732012345678'],
    ['a timestamp after a word', 'peer21795350141261@shop.example'],
    ['a timestamp with a counter, dashed', 'order-1732012345678-0042'],
    ['UUIDs', ['41571744-3993-4627-ad74-d6bc293217cb', 'a0d15c25-57d4-4070-9024-3190c2102302', '550e8400-e29b-41d4-a716-446655440000']],
    ['a 20-digit run', '99994242424242424242'],
    ['a 24-digit order reference around a card number', 'ref 00004111111111111111111'],
    ['a spaced run of more than 19 digits', '4111 1111 1111 1111 1111'],
    ['16 digits that fail Luhn', '4242 4242 4242 4241'],
    ['a run of zeros', ['0000000000000', '0000 0000 0000 0000', '0000000000000000000']],
    ['a Luhn-valid number outside every issuer range', ['1234567812345670', '9999999999999995']],
    ['a Luhn-valid Visa prefix with a length Visa does not issue', ['42424242424242', '424242424242424', '42424242424242424']],
    ['double spaces between groups', '4242  4242  4242  4242'],
    ['a space and a dash between groups', '4242 -4242 -4242 -4242'],
    ['12 digits', '424242424242'],
    ['integers that are not card numbers', [12550, 1732012345678, 9007199254740991, 1.5e18, 9e18, 1e19, 5.5e18, 4e21]],
    ['the usual payment fields', { amount: 12550, id: 'card_a', last4: '4242', bin: '424242', ok: true, none: null, list: [1.5, -2] }],
  ])('passes %s', (_what, value) => {
    expect(findCardNumber(value)).toBeNull();
  });

  it.each(['123', 'jo@shop.example', 'card_a', '', '1234 5612 3456 1234'])('finds none in %j', (text) => {
    expect(findCardNumber(text)).toBeNull();
  });
});

describe('findCardNumber: where', () => {
  it('names the path of the value, with array indexes', () => {
    expect(findCardNumber({ customerEmail: '4111111111111111@shop.example' })).toEqual({ path: 'customerEmail', inKey: false });
    expect(findCardNumber({ cards: [{ id: 'a' }, { id: 'b' }, { cardId: '4111 1111 1111 1111' }] })).toEqual({ path: 'cards.2.cardId', inKey: false });
    expect(findCardNumber([1, 2, [3, [4111111111111111]]])).toEqual({ path: '2.1.0', inKey: false });
  });

  it('names the parent of a key, and never a path through a key holding a card number', () => {
    expect(findCardNumber({ metadata: { '4111111111111111': 'x' } })).toEqual({ path: 'metadata', inKey: true });
    expect(findCardNumber({ '4242424242424242': 'key' })).toEqual({ path: '', inKey: true });
    // The key is checked before anything under it, so the path never echoes it.
    expect(findCardNumber({ '4111111111111111': { note: '4111111111111111' } })).toEqual({ path: '', inKey: true });
  });

  it('reports the first hit in document order', () => {
    expect(findCardNumber({ a: 'ok', b: ['ok', '4111111111111111'], c: '5555555555554444' })).toEqual({ path: 'b.1', inKey: false });
  });

  it('keeps containsCardNumber as the yes/no form', () => {
    expect(containsCardNumber({ customer: { cards: [{ note: 'x4111111111111111y' }] } })).toBe(true);
    expect(containsCardNumber({ amount: 12550, rewardRate: 0.028999999999999998 })).toBe(false);
    expect(containsCardNumber(null)).toBe(false);
    expect(containsCardNumber(undefined)).toBe(false);
  });

  it('survives cycles and deep nesting', () => {
    const cyclic: Record<string, unknown> = { a: 'safe' };
    cyclic.self = cyclic;
    expect(findCardNumber(cyclic)).toBeNull();
    let deep: unknown = '4242424242424242';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findCardNumber(deep)?.path).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
  });
});

describe('the issuer table', () => {
  it("has each network's ranges and lengths, edges included", () => {
    const cases: [string, string | undefined][] = [
      ['4', 'Visa'],
      ['51', 'Mastercard'],
      ['55', 'Mastercard'],
      ['50', undefined],
      ['56', undefined],
      ['2221', 'Mastercard'],
      ['2720', 'Mastercard'],
      ['2220', undefined],
      ['2721', undefined],
      ['6011', 'Discover'],
      ['6012', undefined],
      ['644', 'Discover'],
      ['643', undefined],
      ['649', 'Discover'],
      ['65', 'Discover'],
      ['66', undefined],
      ['3528', 'JCB'],
      ['3589', 'JCB'],
      ['3527', undefined],
      ['3590', undefined],
      ['36', 'Diners Club'],
      ['300', 'Diners Club'],
      ['305', 'Diners Club'],
      ['306', undefined],
      ['62', 'UnionPay'],
      ['1', undefined],
      ['0', undefined],
    ];
    for (const [prefix, name] of cases) {
      const digits = withCheckDigit(prefix.padEnd(15, '0'));
      expect(networkOf(digits)?.name, prefix).toBe(name);
      expect(isCardNumber(digits), prefix).toBe(name !== undefined);
    }
    expect(networkOf(withCheckDigit('34'.padEnd(14, '0')))?.name).toBe('American Express');
    expect(networkOf(withCheckDigit('37'.padEnd(14, '0')))?.name).toBe('American Express');
    expect(networkOf(withCheckDigit('34'.padEnd(15, '0')))).toBeUndefined();
  });

  it('allows each network only its lengths', () => {
    const allowed: Record<string, number[]> = {
      '4': [13, 16, 19],
      '51': [16],
      '2221': [16],
      '34': [15],
      '6011': [16, 17, 18, 19],
      '3528': [16, 17, 18, 19],
      '36': [14, 15, 16, 17, 18, 19],
      '62': [16, 17, 18, 19],
    };
    for (const [prefix, lengths] of Object.entries(allowed)) {
      for (let length = 13; length <= 19; length++) {
        const digits = withCheckDigit(prefix.padEnd(length - 1, '7'));
        expect(isCardNumber(digits), `${prefix} with ${length} digits`).toBe(lengths.includes(length));
      }
    }
  });

  it('agrees with the usual regular expressions', { timeout: 30_000 }, () => {
    const prefixes = CARD_NETWORKS.flatMap((n) => n.prefixes.flat()).concat([
      '0',
      '1',
      '2',
      '3',
      '5',
      '7',
      '8',
      '9',
      '2220',
      '2721',
      '3527',
      '3590',
      '306',
      '643',
    ]);
    const digits = fc
      .tuple(fc.constantFrom(...prefixes), fc.integer({ min: 13, max: 19 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 19, maxLength: 19 }))
      .map(([prefix, length, rest]) => (prefix + rest.join('')).slice(0, length));
    fc.assert(
      fc.property(digits, (d) => (networkOf(d)?.name ?? null) === (NETWORK_PATTERNS.find(([, p]) => p.test(d))?.[0] ?? null)),
      { numRuns: 20_000 },
    );
  });
});

describe('the scan', () => {
  it('agrees with a naive regex restatement', { timeout: 60_000 }, () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123456789 -x'), maxLength: 60 });
    fc.assert(
      fc.property(text, (t) => containsCardNumber(t) === naive(t)),
      { numRuns: 5000 },
    );
    const pieces = [...Object.values(CARDS), ...Object.values(CARDS).map((c) => spaced(c)), '4242', '4111', '1', '12', ' ', '-', '  ', 'a', 'f', '0'];
    const cardish = fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(cardish, (t) => containsCardNumber(t) === naive(t)),
      { numRuns: 5000 },
    );
    const uuidish = fc.array(fc.oneof(fc.uuid(), fc.constantFrom(...pieces, '-', '4111-1111')), { maxLength: 5 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(uuidish, (t) => containsCardNumber(t) === naive(t)),
      { numRuns: 3000 },
    );
  });

  it('scans a 1 MB digit run and 1 MB of text in linear time', { timeout: 30_000 }, () => {
    const run = '123456'.repeat(175_000);
    const started = performance.now();
    expect(findCardNumber(run)).toBeNull();
    expect(findCardNumber({ body: run, words: 'lorem ipsum 12345 '.repeat(60_000), ids: '550e8400-e29b-41d4-a716-446655440000 '.repeat(28_000) })).toBeNull();
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('checks many large integers quickly', () => {
    const values = Array.from({ length: 20_000 }, (_, i) => [5e18 + 4096 * (i + 1), 1.2e18 + 4096 * i, 6.43e18 + 2048 * i]).flat();
    const started = performance.now();
    expect(findCardNumber(values)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
