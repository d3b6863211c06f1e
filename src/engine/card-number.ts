const MIN_DIGITS = 13;
const MAX_DIGITS = 19;
/** Luhn's doubled digit, with the two digits of the product already summed. */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];
const RING = 32;

/**
 * True when any string inside a JSON-like value (keys, string values, and
 * numbers as decimal strings) holds something that could be a card number: a
 * window of 13–19 consecutive digits that passes Luhn, where single spaces or
 * dashes may sit between digits. Every window of every digit run is checked,
 * so a number glued to other digits is still caught.
 */
export function containsCardNumber(value: unknown): boolean {
  const stack: unknown[] = [value];
  // Guards against cyclic objects; real JSON never has them, but callers may pass anything.
  const seen = new WeakSet<object>();
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (hasLuhnWindow(item)) return true;
    } else if (typeof item === 'number' || typeof item === 'bigint') {
      if (hasLuhnWindow(String(item))) return true;
    } else if (typeof item === 'object' && item !== null && !seen.has(item)) {
      seen.add(item);
      if (Array.isArray(item)) {
        for (const element of item) stack.push(element);
      } else {
        for (const [key, child] of Object.entries(item)) {
          if (hasLuhnWindow(key)) return true;
          stack.push(child);
        }
      }
    }
  }
  return false;
}

/**
 * One pass, O(7 per digit). Luhn doubles every second digit counting from the
 * right end of the window, so two running prefix sums (mod 10) are kept, one
 * doubling odd positions and one doubling even ones; a window's checksum is a
 * difference of the right pair. Only the last 19 prefixes are ever needed.
 */
export function hasLuhnWindow(text: string): boolean {
  const oddDoubled = new Uint8Array(RING);
  const evenDoubled = new Uint8Array(RING);
  let length = 0;
  let afterSeparator = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    const digit = code - 48;
    if (digit >= 0 && digit <= 9) {
      const at = length & (RING - 1);
      const next = (length + 1) & (RING - 1);
      const even = (length & 1) === 0;
      oddDoubled[next] = (oddDoubled[at] + (even ? digit : DOUBLED[digit])) % 10;
      evenDoubled[next] = (evenDoubled[at] + (even ? DOUBLED[digit] : digit)) % 10;
      length++;
      afterSeparator = false;
      if (length >= MIN_DIGITS && windowEndingHerePasses(length, oddDoubled, evenDoubled)) return true;
    } else if ((code === 32 || code === 45) && length > 0 && !afterSeparator) {
      afterSeparator = true;
    } else {
      length = 0;
      afterSeparator = false;
      oddDoubled[0] = 0;
      evenDoubled[0] = 0;
    }
  }
  return false;
}

function windowEndingHerePasses(length: number, oddDoubled: Uint8Array, evenDoubled: Uint8Array): boolean {
  // The window's last digit has index length-1 and is never doubled, so the
  // doubled ones have the other parity.
  const prefix = ((length - 1) & 1) === 0 ? oddDoubled : evenDoubled;
  const end = prefix[length & (RING - 1)];
  const longest = Math.min(MAX_DIGITS, length);
  for (let size = MIN_DIGITS; size <= longest; size++) {
    if ((end - prefix[(length - size) & (RING - 1)] + 10) % 10 === 0) return true;
  }
  return false;
}
