export type CardBrand = 'VISA' | 'MASTERCARD' | 'AMEX' | 'DISCOVER';

export interface EngineCard {
  id: string;
  brand: CardBrand;
  last4: string;
  bin?: string;
  expMonth: number;
  expYear: number;
  /** Integer minor units the card can take now. */
  available: number;
  /** Base reward fraction, 0..0.2. */
  rewardRate: number;
  categoryRates?: Record<string, number>;
  /** Most reward (minor units) still earnable at the effective rate. */
  rewardCap?: number;
  /** Defaults to 0; never above the effective rate. */
  rateAfterCap?: number;
}

export type CardDeclineReason = 'EXPIRED' | 'BLOCKED_BIN' | 'INSUFFICIENT_FUNDS';
export type PaymentDeclineReason = 'NO_VIABLE_CARD' | 'INSUFFICIENT_FUNDS';

export interface SplitInput {
  amount: number;
  category: string;
  maxSplits: number;
  cards: EngineCard[];
  blockedBinPrefixes: readonly string[];
  now: Date;
}

export interface Split {
  cardId: string;
  brand: CardBrand;
  last4: string;
  amount: number;
  /** Rounded to 2 decimals. */
  reward: number;
}

export interface DeclinedCard {
  cardId: string;
  reason: CardDeclineReason;
}

export interface SplitOutcome {
  status: 'COMPLETED' | 'DECLINED';
  /** Empty when declined. */
  splits: Split[];
  /** Exact optimum rounded to 2 decimals; 0 when declined. */
  totalReward: number;
  /** Non-viable cards in input order, reported on COMPLETED too. */
  declinedCards: DeclinedCard[];
  declineReason: PaymentDeclineReason | null;
}

/** Smallest amount a used card may take, unless the whole payment is smaller. */
export const MIN_SPLIT = 100;
