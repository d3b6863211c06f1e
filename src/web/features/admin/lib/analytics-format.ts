/** Pure formatting for Analytics. Null figures (nothing to divide by) show as an em dash. */

export const NO_VALUE = '—';

/** 0.9234 -> "92.3%" (one decimal, docs/product-spec.md section 2). */
export function formatSuccessRate(rate: number | null): string {
  return rate === null ? NO_VALUE : `${(rate * 100).toFixed(1)}%`;
}

const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });

/** The API sends the effective fee rate already as a percent: 0.5 -> "0.5%". */
export function formatFeeRate(percentValue: number | null): string {
  return percentValue === null ? NO_VALUE : `${percent.format(percentValue)}%`;
}

/** Sum of a list of pence values (e.g. the projected days). */
export function sumPence(values: number[]): number {
  return values.reduce((total, v) => total + v, 0);
}
