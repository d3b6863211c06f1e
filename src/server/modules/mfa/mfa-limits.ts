import type { DbOrTx } from '@server/db/client';
import { rateLimited } from '@server/errors';
import { hit, type RateLimitRule, type RateLimitState } from '../rate-limit';
import type { MfaAccountRef } from './mfa-accounts';

const WINDOW_SECONDS = 15 * 60;

/** Wrong codes at sign-in, per account across every challenge: 10 in 15 minutes. */
export const accountVerifyRule = (ref: MfaAccountRef): RateLimitRule => ({ key: `mfa-verify:${ref.kind}:${ref.id}`, limit: 10, windowSeconds: WINDOW_SECONDS });

/** Wrong codes at sign-in from one address, whichever accounts they are for. */
export const addressVerifyRule = (ip: string): RateLimitRule => ({ key: `mfa-verify:ip:${ip}`, limit: 30, windowSeconds: WINDOW_SECONDS });

/** Wrong codes on one challenge: the last one allowed ends it, and the person signs in again. */
export const CHALLENGE_ATTEMPTS = 5;
export const challengeRule = (challengeId: string): RateLimitRule => ({
  key: `mfa-challenge:${challengeId}`,
  limit: CHALLENGE_ATTEMPTS,
  windowSeconds: WINDOW_SECONDS,
});

/** Wrong passwords or codes when turning two-factor sign-in off: 5 in 15 minutes per account. */
export const disableRule = (ref: MfaAccountRef): RateLimitRule => ({ key: `mfa-disable:${ref.kind}:${ref.id}`, limit: 5, windowSeconds: WINDOW_SECONDS });

/**
 * Counts this attempt on every rule BEFORE the code is checked (so a concurrent burst cannot all be
 * checked), and answers 429 with Retry-After when any of them is over its allowance. Returns the
 * counted states, in the order of the rules, for the caller to refund or reset on success.
 */
export async function countAttempt(db: DbOrTx, rules: RateLimitRule[]): Promise<RateLimitState[]> {
  const states: RateLimitState[] = [];
  for (const rule of rules) states.push(await hit(db, rule));
  const refused = states.filter((s) => !s.allowed);
  if (refused.length > 0) {
    throw rateLimited(Math.max(...refused.map((s) => s.retryAfterSeconds)), (wait) => `Too many wrong codes. Try again ${wait}.`);
  }
  return states;
}
