import { CARD_BRANDS, type ProcessPaymentRequest } from '@contract/payments';

/**
 * The wallet builder's form state and its translation to the process-payment body. People type
 * pounds and percentages; the body carries pence and fractions, exactly as the payment API takes
 * them, so what the Sandbox runs is what a checkout would send.
 */

export type CardBrand = (typeof CARD_BRANDS)[number];
export const BRANDS: readonly CardBrand[] = CARD_BRANDS;

export interface CategoryRateDraft {
  key: string;
  category: string;
  /** Percent, as typed. */
  rate: string;
}

export interface CardDraft {
  /** Stable React key; also the card's token in the body. */
  id: string;
  brand: CardBrand;
  last4: string;
  /** MM/YYYY parts, as typed. */
  expMonth: string;
  expYear: string;
  /** Pounds, as typed. */
  available: string;
  /** Percent, as typed. */
  rewardRate: string;
  categoryRates: CategoryRateDraft[];
  /** Pounds of reward; blank for no cap. */
  rewardCap: string;
  /** Percent; blank for 0. */
  rateAfterCap: string;
}

export interface WalletDraft {
  /** Pounds, as typed. */
  amount: string;
  category: string;
  maxSplits: number;
  customerEmail: string;
  cards: CardDraft[];
}

export const MAX_CARDS = 20;
export const DEFAULT_CUSTOMER = 'sandbox.customer@example.com';

let seq = 0;
/** A token for a new card: letters and digits only, never anything like a card number. */
export function newCardId(): string {
  seq += 1;
  return `card_${Date.now().toString(36)}${seq.toString(36)}`;
}

export function blankCard(): CardDraft {
  const year = new Date().getUTCFullYear() + 3;
  return {
    id: newCardId(),
    brand: 'VISA',
    last4: '',
    expMonth: '12',
    expYear: String(year),
    available: '',
    rewardRate: '1',
    categoryRates: [],
    rewardCap: '',
    rateAfterCap: '',
  };
}

export function blankCategoryRate(): CategoryRateDraft {
  seq += 1;
  return { key: `rate_${seq}`, category: '', rate: '' };
}

/** Problems found before sending, keyed like the server's `field` (`amount`, `cards.1.rewardRate`). */
export type DraftErrors = Record<string, string>;

const decimal = /^\d+(\.\d+)?$/;

function pounds(text: string): number | null {
  const t = text.trim().replace(/^£/, '').replace(/,/g, '');
  return decimal.test(t) ? Math.round(Number(t) * 100) : null;
}

function percent(text: string): number | null {
  const t = text.trim().replace(/%$/, '');
  if (!decimal.test(t)) return null;
  // Divided as decimals (1.5 -> 0.015), so a typed rate is exactly the fraction a person means.
  return Number((Number(t) / 100).toPrecision(12));
}

/** The process-payment body for the draft, or the problems that stop it being sent. */
export function toRequestBody(draft: WalletDraft): { body: ProcessPaymentRequest | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const amount = pounds(draft.amount);
  if (amount === null || amount <= 0) errors.amount = 'Enter an amount in pounds, e.g. 125.50';
  if (draft.cards.length === 0) errors.cards = 'Add at least one card';
  const cards = draft.cards.map((card, i) => {
    const at = (name: string) => `cards.${i}.${name}`;
    const available = pounds(card.available);
    if (available === null) errors[at('available')] = 'Enter the amount available in pounds';
    const rewardRate = percent(card.rewardRate);
    if (rewardRate === null) errors[at('rewardRate')] = 'Enter the reward rate as a percentage, e.g. 1.5';
    if (!/^\d{4}$/.test(card.last4.trim())) errors[at('last4')] = 'Enter 4 digits';
    const expMonth = Number(card.expMonth);
    const expYear = Number(card.expYear);
    if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12) errors[at('expMonth')] = 'Enter a month from 1 to 12';
    if (!Number.isInteger(expYear) || expYear < 2000 || expYear > 2100) errors[at('expYear')] = 'Enter a four-digit year';
    const categoryRates: Record<string, number> = {};
    card.categoryRates.forEach((row, j) => {
      const rate = percent(row.rate);
      const name = row.category.trim();
      if (!/^[a-z_]{1,32}$/.test(name)) errors[at(`categoryRates.${j}.category`)] = 'Use lower-case letters and _';
      if (rate === null) errors[at(`categoryRates.${j}.rate`)] = 'Enter a percentage';
      if (rate !== null) categoryRates[name] = rate;
    });
    const out: ProcessPaymentRequest['cards'][number] = {
      id: card.id,
      brand: card.brand,
      last4: card.last4.trim(),
      expMonth,
      expYear,
      available: available ?? 0,
      rewardRate: rewardRate ?? 0,
    };
    if (card.categoryRates.length > 0) out.categoryRates = categoryRates;
    if (card.rewardCap.trim() !== '') {
      const cap = pounds(card.rewardCap);
      if (cap === null) errors[at('rewardCap')] = 'Enter the cap in pounds, or leave it blank';
      out.rewardCap = cap ?? 0;
      if (card.rateAfterCap.trim() !== '') {
        const after = percent(card.rateAfterCap);
        if (after === null) errors[at('rateAfterCap')] = 'Enter a percentage, or leave it blank for 0';
        out.rateAfterCap = after ?? 0;
      }
    }
    return out;
  });
  if (Object.keys(errors).length > 0) return { body: null, errors };
  return {
    body: {
      amount: amount!,
      currency: 'GBP',
      customerEmail: draft.customerEmail.trim() || DEFAULT_CUSTOMER,
      category: draft.category.trim() || 'general',
      maxSplits: draft.maxSplits,
      cards,
    },
    errors,
  };
}

/** A draft card from a body's card, for presets written as bodies. */
export function cardFromBody(card: ProcessPaymentRequest['cards'][number]): CardDraft {
  const pct = (fraction: number) => String(Number((fraction * 100).toPrecision(12)));
  return {
    id: card.id,
    brand: card.brand,
    last4: card.last4,
    expMonth: String(card.expMonth),
    expYear: String(card.expYear),
    available: String(card.available / 100),
    rewardRate: pct(card.rewardRate),
    categoryRates: Object.entries(card.categoryRates ?? {}).map(([category, rate]) => ({ ...blankCategoryRate(), category, rate: pct(rate) })),
    rewardCap: card.rewardCap === undefined ? '' : String(card.rewardCap / 100),
    rateAfterCap: card.rateAfterCap === undefined ? '' : pct(card.rateAfterCap),
  };
}
