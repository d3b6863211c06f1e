import type { DbOrTx } from '@server/db/client';
import { rateLimited } from '@server/errors';
import { peek, type RateLimitRule } from '../rate-limit/rate-limiter';
import type { MfaAccountRef } from './mfa-accounts';

const WINDOW_SECONDS = 15 * 60;

/** Wrong codes at sign-in, per account across every challenge: 10 in 15 minutes. */
export const accountVerifyRule = (ref: MfaAccountRef): RateLimitRule => ({ key: `mfa-verify:${ref.kind}:${ref.id}`, limit: 10, windowSeconds: WINDOW_SECONDS });

/** Wrong codes at sign-in from one address, whichever accounts they are for. */
export const addressVerifyRule = (ip: string): RateLimitRule => ({ key: `mfa-verify:ip:${ip}`, limit: 30, windowSeconds: WINDOW_SECONDS });

/** Wrong codes on one challenge: the last one allowed ends it, and the person signs in again. */
export const CHALLENGE_ATTEMPTS = 5;
export const challengeRule = (challengeId: string): RateLimitRule => ({ key: `mfa-challenge:${challengeId}`, limit: CHALLENGE_ATTEMPTS, windowSeconds: WINDOW_SECONDS });

/** Wrong passwords or codes when turning two-factor sign-in off: 5 in 15 minutes per account. */
export const disableRule = (ref: MfaAccountRef): RateLimitRule => ({ key: `mfa-disable:${ref.kind}:${ref.id}`, limit: 5, windowSeconds: WINDOW_SECONDS });

/** 429 with Retry-After when any of the rules has used up its allowance. */
export async function assertWithinLimits(db: DbOrTx, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const state = await peek(db, rule);
    if (!state.allowed) throw rateLimited(state.retryAfterSeconds, (wait) => `Too many wrong codes. Try again ${wait}.`);
  }
}
