import { MIN_SPLIT, type CardDeclineReason, type EngineCard } from './types.js';

/**
 * A card is valid through the last instant of its expiry month (UTC).
 * Compared as year*12+month so two-digit years or month 12 need no Date maths.
 */
export function isExpired(card: EngineCard, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  const expiry = card.expYear * 12 + card.expMonth;
  return current > expiry;
}

export function hasBlockedBin(card: EngineCard, blockedBinPrefixes: readonly string[]): boolean {
  const bin = card.bin;
  if (bin === undefined) return false;
  return blockedBinPrefixes.some((prefix) => bin.startsWith(prefix));
}

/** What a single used card must be able to take: 100, or the whole payment when it is smaller. */
export function minimumSplit(amount: number): number {
  return Math.min(MIN_SPLIT, amount);
}

/** First failing reason in contract order, or null when the card can be used. */
export function declineReason(card: EngineCard, amount: number, blockedBinPrefixes: readonly string[], now: Date): CardDeclineReason | null {
  if (isExpired(card, now)) return 'EXPIRED';
  if (hasBlockedBin(card, blockedBinPrefixes)) return 'BLOCKED_BIN';
  if (card.available < minimumSplit(amount)) return 'INSUFFICIENT_FUNDS';
  return null;
}
