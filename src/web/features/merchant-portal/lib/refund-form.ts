const POUNDS = /^\d+(\.\d{1,2})?$/;

/** Pounds as typed ("12.5", "£12.50", "1,000") in pence; null when it is not a positive sum of money. */
export function parsePounds(text: string): number | null {
  const plain = text.trim().replace(/^£/, '').replace(/,/g, '');
  if (!POUNDS.test(plain)) return null;
  const pence = Math.round(Number(plain) * 100);
  return pence > 0 ? pence : null;
}

/** Pence as the amount field shows it: "12.50". */
export function penceToPoundsText(pence: number): string {
  return (pence / 100).toFixed(2);
}

/** An optional amount (capture): blank means all of it; otherwise pence, or an error to show by the field. */
export function parseOptionalPounds(text: string): { ok: true; amount: number | undefined } | { ok: false; error: string } {
  if (text.trim() === '') return { ok: true, amount: undefined };
  const pence = parsePounds(text);
  return pence === null ? { ok: false, error: 'Enter an amount in pounds, for example 12.50' } : { ok: true, amount: pence };
}
