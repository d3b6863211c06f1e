import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_NETWORKS, findCardNumber, isCardNumber, type CardNetwork } from './card-number.js';
import { inputArb, LARGE, SMALL } from './test-arbitraries.js';

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

function withCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(payload + d)) return payload + d;
  throw new Error('unreachable');
}

const digitString = (minLength: number, maxLength: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength }).map((d) => d.join(''));

/** A number in the network's range, of one of its lengths, with the right Luhn check digit. */
function cardNumberOf(network: CardNetwork): fc.Arbitrary<string> {
  const prefix = fc.constantFrom(...network.prefixes).chain(([from, to]) => fc.integer({ min: Number(from), max: Number(to) }).map(String));
  return fc.tuple(prefix, fc.constantFrom(...network.lengths), digitString(19, 19)).map(([p, length, rest]) => withCheckDigit((p + rest).slice(0, length - 1)));
}
const anyCardNumber = fc.constantFrom(...CARD_NETWORKS).chain(cardNumberOf);

const grouped = (digits: string, separator: string) => digits.match(/.{1,4}/g)!.join(separator);

/** Every way a card number is written in text. */
const TEXT_FORMS: [string, (digits: string) => string][] = [
  ['plain', (d) => d],
  ['spaced in fours', (d) => grouped(d, ' ')],
  ['dashed in fours', (d) => grouped(d, '-')],
  ['inside text', (d) => `card ${d} exp 12/30`],
  ['spaced inside text', (d) => `card ${grouped(d, ' ')} exp 12/30`],
  ['dashed inside text', (d) => `Pay with ${grouped(d, '-')}, thanks`],
  ['glued to letters', (d) => `ref:${d};x`],
  ['as an email', (d) => `${d}@shop.example`],
];
const textForm = fc.constantFrom(...TEXT_FORMS);

/**
 * Millisecond timestamps of 2001 to 2039 (1.0e12 to 2.2e12): no issuer range
 * starts with 10 to 2199, so they stay clear of card numbers whatever digits follow.
 */
const timestamp = fc.integer({ min: 1_000_000_000_000, max: 2_199_999_999_999 });

/** Digit runs that look long but are not card numbers, each for a stated reason. */
const notCardRun = fc.oneof(
  // More than 19 digits: not a candidate, and nothing inside it is tested.
  digitString(20, 40),
  fc
    .tuple(anyCardNumber, digitString(1, 12), digitString(1, 12))
    .map(([card, a, b]) => `${a}${card}${b}`)
    .filter((d) => d.length > 19),
  // Runs of zeros pass Luhn but belong to no network.
  fc.integer({ min: 13, max: 19 }).map((n) => '0'.repeat(n)),
  // In range and of the right length, with a wrong check digit.
  fc.tuple(anyCardNumber, fc.integer({ min: 1, max: 9 })).map(([card, bump]) => card.slice(0, -1) + ((Number(card.at(-1)) + bump) % 10)),
  // Luhn-valid, starting with a digit no network issues under.
  fc
    .tuple(fc.constantFrom('0', '1', '7', '8', '9'), fc.integer({ min: 13, max: 19 }), digitString(19, 19))
    .map(([p, length, rest]) => withCheckDigit((p + rest).slice(0, length - 1))),
  // Luhn-valid, in a network's range, but of a length that network does not issue.
  fc
    .constantFrom(...CARD_NETWORKS)
    .chain((network) =>
      fc.tuple(
        fc.constantFrom(...network.prefixes.map(([from]) => from)),
        fc.constantFrom(...[13, 14, 15, 16, 17, 18, 19].filter((n) => !network.lengths.includes(n))),
        digitString(19, 19),
      ),
    )
    .map(([p, length, rest]) => withCheckDigit((p + rest).slice(0, length - 1))),
  // Timestamps, alone or with a counter.
  fc.tuple(timestamp, digitString(0, 6)).map(([t, counter]) => `${t}${counter}`),
);

/** Reward rates as JavaScript computes them, e.g. 0.028999999999999998 or 0.036000000000000004. */
const floatRate = fc.oneof(
  fc
    .tuple(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }))
    .map(([a, b, c]) => Math.min(0.2, (a * b) / c / 1000)),
  fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 9 })).map(([a, b]) => a * 0.01 + b * 0.001),
  fc.constantFrom(0.028999999999999998, 0.036000000000000004, 0.1 + 0.2 - 0.3, 0.07 / 3, 0.029 * 3),
  fc.double({ min: 0, max: 0.2, noNaN: true }),
);

const cardId = fc.oneof(
  fc.nat({ max: 99 }).map((i) => `card_${i}`),
  timestamp.map((t) => `card_${t}`),
  fc.tuple(timestamp, fc.nat({ max: 9999 })).map(([t, n]) => `pm-${t}-${n}`),
  fc.uuid(),
);
const email = fc.oneof(
  timestamp.map((t) => `peer${t}@shop.example`),
  notCardRun.map((run) => `peer${run}@shop.example`),
  fc.emailAddress(),
);
const orderRef = fc.oneof(
  fc.uuid(),
  timestamp.map((t) => `ord_${t}`),
  fc.tuple(timestamp, fc.nat({ max: 999 })).map(([t, n]) => `order-${t}-${n}`),
  notCardRun,
  notCardRun.map((run) => grouped(run, ' ')),
  notCardRun.map((run) => grouped(run, '-')),
  notCardRun.map((run) => `ref ${run} placed`),
);

/** A process-payment body as integrators send it, with ids, references and computed rates that are not card numbers. */
const wallet = fc
  .tuple(
    fc.oneof(inputArb(SMALL), inputArb(LARGE)),
    fc.array(fc.tuple(cardId, floatRate, fc.option(floatRate, { nil: undefined })), { minLength: 9, maxLength: 9 }),
    email,
    fc.array(orderRef, { maxLength: 4 }),
    fc.option(timestamp),
  )
  .map(([input, extras, customerEmail, refs, placedAt]) => ({
    amount: input.amount,
    currency: 'GBP',
    customerEmail,
    category: input.category,
    maxSplits: input.maxSplits,
    cards: input.cards.map(({ categoryRates, ...card }, i) => {
      const [id, rewardRate, dining] = extras[i];
      return { ...card, id, rewardRate, categoryRates: { ...categoryRates, ...(dining === undefined ? {} : { dining }) } };
    }),
    metadata: { refs, placedAt, ...Object.fromEntries(refs.map((ref, i) => [`ref_${i}_${ref}`, true])) },
  }));

describe('findCardNumber on realistic wallets', () => {
  it('never flags a wallet without a card number', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(wallet, (body) => {
        expect(findCardNumber(body)).toBeNull();
      }),
      { numRuns: 400 },
    );
  });

  it('flags a wallet exactly when a card number is put in, and says where', { timeout: 60_000 }, () => {
    const insertion = fc.option(fc.tuple(anyCardNumber, textForm, fc.nat(), fc.constantFrom('cardNote', 'email', 'metadataKey')));
    fc.assert(
      fc.property(wallet, insertion, (body, insert) => {
        if (insert === null) {
          expect(findCardNumber(body)).toBeNull();
          return;
        }
        const [digits, [, form], at, where] = insert;
        const text = form(digits);
        if (where === 'email') {
          expect(findCardNumber({ ...body, customerEmail: text })).toEqual({ path: 'customerEmail', inKey: false });
        } else if (where === 'metadataKey' || body.cards.length === 0) {
          expect(findCardNumber({ ...body, metadata: { ...body.metadata, [text]: 'x' } })).toEqual({ path: 'metadata', inKey: true });
        } else {
          const i = at % body.cards.length;
          const cards = body.cards.map((card, j) => (j === i ? { ...card, note: text } : card));
          expect(findCardNumber({ ...body, cards })).toEqual({ path: `cards.${i}.note`, inKey: false });
        }
      }),
      { numRuns: 400 },
    );
  });

  it('never flags runs that are not card numbers, written any way', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(notCardRun, textForm, (run, [, form]) => {
        expect(findCardNumber(form(run))).toBeNull();
        expect(findCardNumber({ [form(run)]: 1 })).toBeNull();
        // As an integer only when exact: a larger one stands for every integer that rounds to it.
        if (!run.startsWith('0') && Number.isSafeInteger(Number(run))) expect(findCardNumber(JSON.parse(run))).toBeNull();
      }),
      { numRuns: 3000 },
    );
  });
});

describe('findCardNumber on card numbers of each network', () => {
  it.each(CARD_NETWORKS.map((network) => [network.name, network] as const))('always flags %s numbers, written any way', (_name, network) => {
    fc.assert(
      fc.property(cardNumberOf(network), textForm, (digits, [formName, form]) => {
        expect(isCardNumber(digits)).toBe(true);
        expect(findCardNumber(form(digits)), formName).toEqual({ path: '', inKey: false });
        expect(findCardNumber({ cards: [{ id: 'a', note: form(digits) }] }), formName).toEqual({ path: 'cards.0.note', inKey: false });
        expect(findCardNumber({ metadata: { [form(digits)]: true } }), formName).toEqual({ path: 'metadata', inKey: true });
        const parsed = JSON.parse(`{"n":${digits}}`) as { n: number };
        if (Number.isSafeInteger(parsed.n)) expect(String(parsed.n)).toBe(digits);
        // Exact or not, a JSON integer holding a card number is flagged.
        expect(findCardNumber(parsed)).toEqual({ path: 'n', inKey: false });
      }),
      { numRuns: 400 },
    );
  });
});

describe('integers above 2^53', () => {
  /** Every integer near the value that JSON.parse would round to it, by brute force. */
  function sourcesOf(size: number): string[] {
    const exact = BigInt(size);
    const sources: string[] = [];
    for (let k = exact - 4096n; k <= exact + 4096n; k++) if (Number(k.toString()) === size) sources.push(k.toString());
    return sources;
  }

  it('are flagged exactly when some integer that parses to them is a card number', { timeout: 60_000 }, () => {
    // Prefixes at and beside every range edge, so intervals that straddle an edge come up.
    const prefixes = [
      '4',
      '3',
      '5',
      '51',
      '55',
      '50',
      '56',
      '6011',
      '6010',
      '6012',
      '644',
      '643',
      '649',
      '65',
      '650',
      '659',
      '66',
      '3528',
      '3527',
      '3589',
      '3590',
      '36',
      '35',
      '37',
      '300',
      '305',
      '306',
      '299',
      '62',
      '61',
      '63',
      '9',
      '1',
    ];
    const text = fc
      .tuple(fc.constantFrom(...prefixes), fc.integer({ min: 17, max: 19 }), fc.constantFrom('0', '9', ''), digitString(19, 19))
      .map(([prefix, length, fill, rest]) => (prefix + (fill ? fill.repeat(19) : rest)).slice(0, length));
    fc.assert(
      fc.property(text, (digits) => {
        const size = Number(digits);
        fc.pre(size > Number.MAX_SAFE_INTEGER);
        expect(findCardNumber(size) !== null).toBe(sourcesOf(size).some(isCardNumber));
      }),
      { numRuns: 300 },
    );
  });
});
