/**
 * Minor units to pounds for marketing copy, e.g. 12550 -> "£125.50". Deterministic (no locale
 * data), so the prerendered HTML and the hydrating browser always agree. Half-pennies (rewards
 * carry two decimals of a penny) round to the nearest penny.
 */
export function pounds(minor: number): string {
  const [whole, pence] = (Math.round(minor) / 100).toFixed(2).split('.');
  return `£${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}
