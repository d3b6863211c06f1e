import type { DbOrTx } from '@server/db/client';
import { rateLimited } from '@server/errors';
import { hit, refund, reset, type RateLimitRule } from '../rate-limit';

// Attempts per account and per address over 15 minutes, for every kind of sign-in.
const ACCOUNT_LIMIT = 5;
const IP_LIMIT = 20;
const WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in throttling shared by admin and merchant logins. Each attempt is counted on both
 * counters BEFORE the password is checked, so of any burst, concurrent or not and on however many
 * instances, at most 5 per account reach the check; the rest get 429. A right password clears the
 * account's counter and gives the address its attempt back, so only failures add up. Counters live
 * in PostgreSQL, so the limits hold across every app instance.
 */
export function loginThrottle(scope: 'admin' | 'merchant', email: string, ip: string) {
  const account: RateLimitRule = { key: `${scope}-login:account:${email}`, limit: ACCOUNT_LIMIT, windowSeconds: WINDOW_SECONDS };
  const address: RateLimitRule = { key: `${scope}-login:ip:${ip}`, limit: IP_LIMIT, windowSeconds: WINDOW_SECONDS };
  return {
    /** Counts this attempt; 429 when either allowance is used up. Returns what a success calls. */
    async countAttempt(db: DbOrTx): Promise<{ succeeded(tx: DbOrTx): Promise<void> }> {
      const perAccount = await hit(db, account);
      const perAddress = await hit(db, address);
      const refused = [perAccount, perAddress].filter((s) => !s.allowed);
      // The wait is what is left of the counter's window, as the message states it and Retry-After sends it.
      if (refused.length > 0) {
        const wait = Math.max(...refused.map((s) => s.retryAfterSeconds));
        throw rateLimited(wait, (text) => `Too many sign-in attempts. Try again ${text}.`);
      }
      return {
        async succeeded(tx: DbOrTx) {
          await reset(tx, account.key);
          await refund(tx, address, perAddress);
        },
      };
    },
    /** Ends a lockout (a completed password reset). */
    async clear(tx: DbOrTx): Promise<void> {
      await reset(tx, account.key);
    },
  };
}
