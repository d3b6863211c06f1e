import { feeAmount, optimiseSplit, type EngineCard, type SplitOutcome } from '@engine/index';
import { AppError } from '@server/errors';
import type { PaymentCache, PaymentSettings } from './payment-cache';

/**
 * The payment API's decision, in this process, shared by the payment path (process-payment.ts) and
 * the Sandbox, so a simulation is the payment's own decision by construction: the amount limits,
 * then card viability (expired, blocked BIN range, the 100p minimum split), the optimal split
 * within maxSplits, and the fee. Velocity is the one rule left out: it needs the customer's
 * stored payments, and record_payment applies it under the customer's lock.
 */

export interface DecisionInput {
  amount: number;
  category: string;
  maxSplits: number;
  cards: EngineCard[];
}

export interface PaymentDecision {
  /** Every prefix (4 to 8 digits) of the cards' BINs: what record_payment re-checks the blocked ranges against. */
  prefixes: string[];
  /** Those prefixes that are blocked now. */
  blocked: string[];
  outcome: SplitOutcome;
  /** 0 when declined. */
  feeAmount: number;
}

/** Every prefix (4 to 8 digits) of the given BINs: what a blocked range is matched against. */
export function binPrefixes(cards: readonly EngineCard[]): string[] {
  const out = new Set<string>();
  for (const card of cards) if (card.bin) for (let len = 4; len <= Math.min(8, card.bin.length); len++) out.add(card.bin.slice(0, len));
  return [...out];
}

/** `feePercent` is the merchant's fee in force (payment-cache.ts feeFor); the platform default when absent. */
export function decidePayment(input: DecisionInput, settings: PaymentSettings, now: Date, feePercent: number = settings.feePercent): PaymentDecision {
  const prefixes = binPrefixes(input.cards);
  const blocked = prefixes.filter((p) => settings.blockedPrefixes.has(p));
  const outcome = optimiseSplit({
    amount: input.amount,
    category: input.category,
    maxSplits: input.maxSplits,
    cards: input.cards,
    blockedBinPrefixes: blocked,
    now,
  });
  return { prefixes, blocked, outcome, feeAmount: outcome.status === 'COMPLETED' ? feeAmount(input.amount, feePercent) : 0 };
}

/** The platform's amount limits in minor units (settings hold whole pounds). */
export function amountRange(settings: PaymentSettings): { min: number; max: number } {
  return { min: settings.minAmount * 100, max: settings.maxAmount * 100 };
}

/**
 * The settings to decide this amount on, and the refusal when it lies outside the limits. Cached
 * settings serve an amount within their limits; one outside them is judged again on fresh settings,
 * so a payment is refused only on the current limits (no extra round trip otherwise).
 */
export async function checkAmount(
  cache: PaymentCache,
  settings: PaymentSettings,
  amount: number,
): Promise<{ settings: PaymentSettings; refusal: AppError | null }> {
  const within = (s: PaymentSettings) => {
    const { min, max } = amountRange(s);
    return amount >= min && amount <= max;
  };
  if (within(settings)) return { settings, refusal: null };
  const fresh = await cache.freshSettings();
  if (within(fresh)) return { settings: fresh, refusal: null };
  const { min, max } = amountRange(fresh);
  return { settings: fresh, refusal: new AppError('AMOUNT_OUT_OF_RANGE', 400, `amount must be between ${min} and ${max} minor units`, { field: 'amount' }) };
}
