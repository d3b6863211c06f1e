import type { VatTreatment } from '@contract/invoices';

/**
 * The VAT rules of SmartSplit's fee invoices, in one pure place (docs/decisions/0019-invoicing.md):
 * - a GB merchant pays UK VAT at 20%;
 * - a merchant outside GB with a tax id pays 0%, and the invoice carries a reverse-charge note;
 * - a merchant outside GB without a tax id, or whose country we do not know, pays UK VAT at 20%
 *   (without a business tax id we cannot treat the supply as business-to-business abroad).
 * VAT is worked out per line, rounded half up to the penny; totals are sums of the lines. An invoice
 * with a credit line pays VAT on its net fee (priceLines).
 */

export const UK_VAT_RATE_PERCENT = 20;

export const REVERSE_CHARGE_NOTE =
  'Reverse charge: no UK VAT is charged on this supply of services. The customer must account for any VAT due in its own country under the reverse-charge procedure.';

export interface VatRule {
  treatment: VatTreatment;
  ratePercent: number;
  note: string | null;
}

export interface VatCustomer {
  /** ISO 3166 alpha-2, or null when the merchant has no verified business address. */
  country: string | null;
  taxId: string | null;
}

export function vatRuleFor(customer: VatCustomer): VatRule {
  const abroad = customer.country !== null && customer.country !== 'GB';
  const hasTaxId = (customer.taxId ?? '').trim() !== '';
  if (abroad && hasTaxId) return { treatment: 'REVERSE_CHARGE', ratePercent: 0, note: REVERSE_CHARGE_NOTE };
  return { treatment: 'UK_STANDARD', ratePercent: UK_VAT_RATE_PERCENT, note: null };
}

/** VAT on one line's net amount (pence), rounded half up (away from zero for a negative amount). */
export function vatOnLine(netAmount: number, ratePercent: number): number {
  if (!Number.isSafeInteger(netAmount)) throw new RangeError(`vatOnLine: net amount must be a whole number of pence, got ${netAmount}`);
  const hundredths = Math.round(ratePercent * 100);
  if (hundredths < 0 || Math.abs(ratePercent * 100 - hundredths) > 1e-9)
    throw new RangeError(`vatOnLine: rate must be a non-negative percentage with at most 2 decimals, got ${ratePercent}`);
  const magnitude = (BigInt(Math.abs(netAmount)) * BigInt(hundredths) + 5000n) / 10000n;
  return Number(netAmount < 0 ? -magnitude : magnitude);
}

export interface NetLine {
  description: string;
  quantity: number;
  netAmount: number;
}

export interface PricedLine extends NetLine {
  vatRatePercent: number;
  vatAmount: number;
  totalAmount: number;
}

export interface PricedInvoice {
  lines: PricedLine[];
  subtotal: number;
  vatAmount: number;
  total: number;
}

/**
 * Applies a VAT rule to each line and adds the lines up. An invoice with a credit line (a negative net,
 * such as the fees returned on refunds) is charged VAT once, on its net fee: its VAT is the VAT on the
 * subtotal, the other lines keep their own and the credit lines take the rest, so the lines still add
 * up to the totals (docs/decisions/0033, "Invoices").
 */
export function priceLines(lines: readonly NetLine[], rule: VatRule): PricedInvoice {
  const priced = lines.map((line) => {
    const vatAmount = vatOnLine(line.netAmount, rule.ratePercent);
    return { ...line, vatRatePercent: rule.ratePercent, vatAmount, totalAmount: line.netAmount + vatAmount };
  });
  const sum = (pick: (l: PricedLine) => number) => priced.reduce((acc, l) => acc + pick(l), 0);
  const lastCredit = priced.findLastIndex((l) => l.netAmount < 0);
  if (lastCredit >= 0) {
    const rest =
      vatOnLine(
        sum((l) => l.netAmount),
        rule.ratePercent,
      ) - sum((l) => l.vatAmount);
    const line = priced[lastCredit]!;
    priced[lastCredit] = { ...line, vatAmount: line.vatAmount + rest, totalAmount: line.totalAmount + rest };
  }
  return { lines: priced, subtotal: sum((l) => l.netAmount), vatAmount: sum((l) => l.vatAmount), total: sum((l) => l.totalAmount) };
}
