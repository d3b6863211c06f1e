export type {
  CardBrand,
  CardDeclineReason,
  DeclinedCard,
  EngineCard,
  PaymentDeclineReason,
  Split,
  SplitInput,
  SplitOutcome,
} from './types.js';
export { MIN_SPLIT } from './types.js';
export { optimiseSplit } from './optimise-split.js';
export { cardReward } from './reward.js';
export { containsCardNumber } from './card-number.js';
export { feeAmount } from './fee.js';
