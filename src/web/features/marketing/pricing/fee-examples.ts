/**
 * The pricing page's worked fees. platformFee mirrors the server's rule (amount × rate / 100,
 * rounded half up to a whole penny); scripts/marketing-claims.test.ts checks it against the
 * engine's own fee function so the page cannot promise a different figure.
 */
export function platformFee(amount: number, feePercent: number): number {
  // Integer arithmetic in hundredths of a percent avoids floating-point half-way errors.
  const basisPoints = Math.round(feePercent * 100);
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

export const FEE_EXAMPLES = [
  { amount: 100, note: '£1.00 × 0.5% = 0.5p, rounded half up to 1p (the smallest payment by default)' },
  { amount: 1999, note: '£19.99 × 0.5% = 9.995p, rounded to 10p' },
  { amount: 12550, note: '£125.50 × 0.5% = 62.75p, rounded to 63p' },
  { amount: 100000, note: '£1,000.00 × 0.5% = exactly £5.00' },
] as const;
