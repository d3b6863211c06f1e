import type { CardBrand } from '@engine/index';
import type { LegStatus } from '@contract/payment-states';

/**
 * A leg as stored in `transactions.legs` (docs/decisions/0033): the public leg plus the card's reward
 * terms, so a refund's reversed reward is computed with the engine's own function, caps included.
 */
export interface StoredLeg {
  id: string;
  cardId: string;
  brand: CardBrand;
  last4: string;
  amount: number;
  status: LegStatus;
  amountAuthorised: number;
  amountCaptured: number;
  amountRefunded: number;
  reward: number;
  processorReference: string | null;
  declineCode: string | null;
  /** The card's reward terms for the payment's category: effective rate, cap and rate after it. */
  terms: { rate: number; cap: number | null; after: number };
}
