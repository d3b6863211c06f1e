import { randomAlphanumeric } from '../auth';

/** 16 characters from 62 give about 95 bits: not guessable, and collisions are not a practical concern. */
export function newMerchantId(): string {
  return `mch_${randomAlphanumeric(16)}`;
}

export const MERCHANT_ID_PATTERN = /^mch_[A-Za-z0-9]{16}$/;
