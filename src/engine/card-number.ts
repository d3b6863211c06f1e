/**
 * The card-number screen: finds anything in a request that is plausibly a
 * payment card number (PAN), so the payment API can refuse it before it is
 * stored or logged, while letting through the long numbers real requests carry
 * (millisecond timestamps inside ids, order references, float reward rates).
 *
 * A CANDIDATE is a maximal run of 13-19 ASCII digits with a non-digit (or the
 * end of the text) on each side. Single spaces or single dashes may separate
 * its digit groups, as people write card numbers: `4111 1111 1111 1111`,
 * `4111-1111-1111-1111`. A run of more than 19 digits is not a candidate, and
 * no shorter window inside any run is tested, so an order reference such as
 * `ord_1732012345678` or a 24-digit reference never matches by accident.
 *
 * A candidate is a CARD NUMBER when it passes the Luhn check AND starts with an
 * issuer prefix of one of the networks in CARD_NETWORKS with a length that
 * network issues. Runs of zeros pass Luhn but belong to no network. The dashes
 * of a UUID do not join its digit groups (see textHasCardNumber).
 *
 * What is scanned in a JSON value: every string, every object key, and every
 * number that is an integer (its decimal digits). A number with a fraction is
 * never a candidate: the digits of a rate such as 0.028999999999999998 are not
 * a card number. See numberMayBeCardNumber for integers above 2^53.
 */

const MIN_DIGITS = 13;
const MAX_DIGITS = 19;

export interface CardNetwork {
  readonly name: string;
  /** Issuer prefixes as inclusive ranges of equal-length digit strings, e.g. ['2221', '2720']. */
  readonly prefixes: readonly (readonly [from: string, to: string])[];
  /** Card number lengths the network issues, in digits. */
  readonly lengths: readonly number[];
}

/**
 * Issuer identification number (IIN) ranges and card lengths, after the ISO/IEC
 * 7812 numbering as the networks publish it (the table usually reproduced as
 * "Payment card number: issuer identification number"). This is the one place
 * the screen knows about networks; everything else reads it.
 */
export const CARD_NETWORKS: readonly CardNetwork[] = [
  { name: 'Visa', prefixes: [['4', '4']], lengths: [13, 16, 19] },
  {
    name: 'Mastercard',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  {
    name: 'American Express',
    prefixes: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  {
    name: 'Discover',
    prefixes: [
      ['6011', '6011'],
      ['644', '649'],
      ['65', '65'],
    ],
    lengths: [16, 17, 18, 19],
  },
  { name: 'JCB', prefixes: [['3528', '3589']], lengths: [16, 17, 18, 19] },
  {
    name: 'Diners Club',
    prefixes: [
      ['36', '36'],
      ['300', '305'],
    ],
    lengths: [14, 15, 16, 17, 18, 19],
  },
  { name: 'UnionPay', prefixes: [['62', '62']], lengths: [16, 17, 18, 19] },
];

/** Where a card number was found: see findCardNumber. */
export interface CardNumberHit {
  /**
   * Dotted path from the scanned value, e.g. `customerEmail`, `cards.2.id`;
   * '' for the value itself. For a key, the path of the object holding the key.
   * Never contains a card number: every key on it was scanned first.
   */
  path: string;
  /** True when the number is in an object key rather than in a value. */
  inKey: boolean;
}

interface Frame {
  value: unknown;
  parent: Frame | undefined;
  segment: string;
}

/**
 * The first card number in a JSON-like value, with where it was found, or null.
 * Arrays and objects are walked depth first in order (keys of an object before
 * its values); cycles and any depth are handled without recursion.
 */
export function findCardNumber(value: unknown): CardNumberHit | null {
  const stack: Frame[] = [{ value, parent: undefined, segment: '' }];
  // Guards against cyclic objects; real JSON never has them, but callers may pass anything.
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const item = frame.value;
    if (typeof item === 'string') {
      if (textHasCardNumber(item)) return { path: pathOf(frame), inKey: false };
    } else if (typeof item === 'number') {
      if (numberMayBeCardNumber(item)) return { path: pathOf(frame), inKey: false };
    } else if (typeof item === 'bigint') {
      if (isCardNumber((item < 0n ? -item : item).toString())) return { path: pathOf(frame), inKey: false };
    } else if (typeof item === 'object' && item !== null && !seen.has(item)) {
      seen.add(item);
      const children: Frame[] = [];
      if (Array.isArray(item)) {
        for (let i = 0; i < item.length; i++) children.push({ value: item[i], parent: frame, segment: String(i) });
      } else {
        for (const [key, child] of Object.entries(item)) {
          if (textHasCardNumber(key)) return { path: pathOf(frame), inKey: true };
          children.push({ value: child, parent: frame, segment: key });
        }
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return null;
}

/** True when findCardNumber finds anything. */
export function containsCardNumber(value: unknown): boolean {
  return findCardNumber(value) !== null;
}

function pathOf(frame: Frame): string {
  const segments: string[] = [];
  for (let at: Frame | undefined = frame; at?.parent !== undefined; at = at.parent) segments.push(at.segment);
  return segments.reverse().join('.');
}

/** A UUID in its text form (RFC 9562): 8-4-4-4-12 hex digits. */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * True when the text holds a candidate (see the top of this file) that is a
 * card number. One pass.
 *
 * The dashes of a UUID do not join digit groups: its all-digit groups, joined,
 * would otherwise make a random UUID look like a card number about once in
 * 5,000 (`41571744-3993-4627-ad74-…` reads as the 16-digit Visa-range number
 * 4157174439934627, which passes Luhn), and a card number written with dashes
 * is never shaped like a UUID.
 */
export function textHasCardNumber(text: string): boolean {
  const scanned = text.length >= 36 && text.includes('-') ? text.replace(UUID, (uuid) => uuid.replaceAll('-', '_')) : text;
  let digits = '';
  let count = 0;
  for (let i = 0; i <= scanned.length; i++) {
    const code = i < scanned.length ? scanned.charCodeAt(i) : -1;
    if (isDigitCode(code)) {
      // Past 19 digits the run can no longer be a candidate; only its end matters.
      if (++count <= MAX_DIGITS) digits += scanned[i];
    } else if ((code === 32 || code === 45) && count > 0 && isDigitCode(scanned.charCodeAt(i + 1))) {
      // A single space or dash between two digit groups: the run goes on.
    } else {
      if (count >= MIN_DIGITS && count <= MAX_DIGITS && isCardNumber(digits)) return true;
      digits = '';
      count = 0;
    }
  }
  return false;
}

function isDigitCode(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** True for a string of 13-19 digits that passes Luhn and lies in a network's range with its length. */
export function isCardNumber(digits: string): boolean {
  return /^\d{13,19}$/.test(digits) && networkOf(digits) !== undefined && luhnValid(digits);
}

/** The network whose issuer prefix and length the digits have (Luhn not checked). */
export function networkOf(digits: string): CardNetwork | undefined {
  return CARD_NETWORKS.find(
    (network) =>
      network.lengths.includes(digits.length) &&
      network.prefixes.some(([from, to]) => {
        const prefix = digits.slice(0, from.length);
        return prefix >= from && prefix <= to;
      }),
  );
}

function luhnValid(digits: string): boolean {
  return luhnSum(digits, false) % 10 === 0;
}

/** The digit that, appended to the payload, makes it pass Luhn. */
function luhnCheckDigit(payload: string): number {
  return (10 - (luhnSum(payload, true) % 10)) % 10;
}

/**
 * Luhn's sum: every second digit from the right is doubled (the digits of the
 * product summed). With `doubleLast`, the rightmost digit is doubled too, as
 * it is for a payload whose check digit is still to come.
 */
function luhnSum(digits: string, doubleLast: boolean): number {
  let sum = 0;
  for (let i = digits.length - 1, double = doubleLast; i >= 0; i--, double = !double) {
    const digit = digits.charCodeAt(i) - 48;
    sum += double ? (digit < 5 ? digit * 2 : digit * 2 - 9) : digit;
  }
  return sum;
}

/** Largest integer whose rounding interval can still hold a 19-digit number. */
const LARGEST_CANDIDATE_NUMBER = 1e19 + 4096;

/**
 * A JSON number is a candidate only when it is an integer; its digits are its
 * decimal string (the sign ignored, like a dash before a run in a string).
 *
 * Integers above 2^53 lose digits in JSON.parse: `4111111111111111111` arrives
 * as 4111111111111111168, so its own decimal string no longer tells whether a
 * card number was sent. Only the parsed value reaches this screen (the raw body
 * text is not kept), so such a number is judged by every integer JSON.parse
 * would have rounded to it: it is flagged when any of them is a card number.
 * With 17 digits that interval holds 2 to 17 consecutive integers, with 18 or
 * 19 digits 16 to 2049, so an 18- or 19-digit integer with a network's prefix
 * and length is refused whatever its last digits. The payment contract bounds
 * every number at 2^53 - 1, so no valid request is affected.
 */
function numberMayBeCardNumber(value: number): boolean {
  if (!Number.isInteger(value)) return false;
  const size = Math.abs(value);
  if (size < 10 ** (MIN_DIGITS - 1) || size > LARGEST_CANDIDATE_NUMBER) return false;
  if (size <= Number.MAX_SAFE_INTEGER) return isCardNumber(String(size));
  return roundsFromCardNumber(size);
}

/** True when JSON.parse turns some card number's digits into exactly this double (an integer above 2^53). */
function roundsFromCardNumber(size: number): boolean {
  const exact = BigInt(size);
  // The gap to the next double up; the gap below is half as wide at a power of two.
  const gap = 1n << BigInt(exact.toString(2).length - 53);
  const low = exact - ((exact & (exact - 1n)) === 0n ? gap / 4n : gap / 2n);
  const high = exact + gap / 2n;
  const lowInRange = networkOf(low.toString()) !== undefined;
  // Issuer ranges span at least 10^12 numbers and the interval at most 4096, so
  // a range that meets the interval contains one of its ends.
  if (!lowInRange && networkOf(high.toString()) === undefined) return false;
  // Walk from the end that is in range, one Luhn-valid integer per decade
  // (exactly one of any ten consecutive integers sharing all but the last digit passes).
  const step = lowInRange ? 1n : -1n;
  const last = (lowInRange ? high : low) / 10n;
  for (let decade = (lowInRange ? low : high) / 10n; lowInRange ? decade <= last : decade >= last; decade += step) {
    const candidate = decade * 10n + BigInt(luhnCheckDigit(decade.toString()));
    if (candidate < low || candidate > high) continue;
    const digits = candidate.toString();
    // Out of range now means out for the rest of the interval.
    if (networkOf(digits) === undefined) return false;
    if (Number(digits) === size) return true;
  }
  return false;
}
