import type { Config } from '@server/config';
import type { AppContext } from '@server/context';
import { rateLimited } from '@server/errors';
import { createApiRateLimiter, type ApiRateLimiter } from './api-rate-limiter';

const limiters = new WeakMap<AppContext, ApiRateLimiter>();

/** Starts this app's per-key limiter and its sync timer (buildApp does); stop it when the app closes. */
export function startApiRateLimiter(ctx: AppContext): ApiRateLimiter {
  const limiter = createApiRateLimiter({
    pool: ctx.database.pool,
    instanceId: ctx.instanceId ?? 'cli',
    onError: (err) => ctx.logger.warn({ err }, 'could not share API rate-limit counts'),
  });
  limiters.set(ctx, limiter);
  return limiter;
}

/** Requests a second for a key: the merchant's own setting when an admin set one, else the mode's default; 0 = no limit. */
export function apiKeyLimit(config: Pick<Config, 'apiRateLimit'>, mode: 'live' | 'test', merchantLimit: number | null): number {
  return merchantLimit ?? config.apiRateLimit[mode];
}

/** Counts the request against its key's limit; 429 RATE_LIMITED with Retry-After past it. */
export function enforceApiKeyLimit(ctx: AppContext, key: { keyId: string; mode: 'live' | 'test' }, merchantLimit: number | null): void {
  const limiter = limiters.get(ctx);
  if (!limiter) return;
  const limit = apiKeyLimit(ctx.config, key.mode, merchantLimit);
  const decision = limiter.admit(key.keyId, limit);
  if (!decision.allowed) {
    throw rateLimited(decision.retryAfterSeconds, (wait) => `Too many requests with this API key: its limit is ${limit} a second. Try again ${wait}.`);
  }
}
