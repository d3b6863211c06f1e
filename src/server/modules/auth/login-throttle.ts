import type { DbOrTx } from '@server/db/client';
import { rateLimited } from '@server/errors';
import { hit, peek, reset, type RateLimitRule } from '../rate-limit/rate-limiter';

// Failures per account and per address over 15 minutes, for every kind of sign-in.
const ACCOUNT_LIMIT = 5;
const IP_LIMIT = 20;
const WINDOW_SECONDS = 15 * 60;

/**
 * Sign-in throttling shared by admin and merchant logins: check both counters
 * before verifying a password, count a failure on both, and clear the
 * account's counter on success. Counters live in PostgreSQL, so the limits
 * hold across every app instance.
 */
export function loginThrottle(scope: 'admin' | 'merchant', email: string, ip: string) {
  const account: RateLimitRule = { key: `${scope}-login:account:${email}`, limit: ACCOUNT_LIMIT, windowSeconds: WINDOW_SECONDS };
  const address: RateLimitRule = { key: `${scope}-login:ip:${ip}`, limit: IP_LIMIT, windowSeconds: WINDOW_SECONDS };
  return {
    async assertAllowed(db: DbOrTx): Promise<void> {
      for (const rule of [account, address]) {
        const state = await peek(db, rule);
        // The wait is what is left of the counter's window, as the message states it and Retry-After sends it.
        if (!state.allowed) throw rateLimited(state.retryAfterSeconds, (wait) => `Too many sign-in attempts. Try again ${wait}.`);
      }
    },
    async recordFailure(tx: DbOrTx): Promise<void> {
      await hit(tx, account);
      await hit(tx, address);
    },
    async clear(tx: DbOrTx): Promise<void> {
      await reset(tx, account.key);
    },
  };
}
