/**
 * Money is integer pence everywhere; these two functions are the only places that turn it into
 * pounds, at the edge where a person or a file reads it. Built once: Intl construction is slow.
 */

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** For people (emails, notifications, PDFs): "£1,234.50", "-£2.26". */
export function formatPounds(pence: number): string {
  return gbp.format(pence / 100);
}

/** For files and fixed formats (CSV cells, "12.50 GBP"): "1234.50", no symbol and no separators. */
export function poundsDecimal(pence: number): string {
  return (pence / 100).toFixed(2);
}
