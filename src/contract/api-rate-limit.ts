import { z } from 'zod';

/** The per-API-key request limit (requests a second), as an admin sees and sets it for one merchant. */
export const MAX_API_RATE_LIMIT = 100_000;

const perSecond = z.number().int().meta({ description: 'Requests a second per API key; 0 means no limit' });

export const merchantApiRateLimitSchema = z
  .object({
    merchantId: z.string(),
    override: perSecond.nullable().meta({ description: "The merchant's own limit for every one of its keys, or null for the platform defaults" }),
    defaults: z.object({ live: perSecond, test: perSecond }).meta({ description: 'API_RATE_LIMIT_LIVE and API_RATE_LIMIT_TEST' }),
    effective: z.object({ live: perSecond, test: perSecond }).meta({ description: 'What applies to each kind of key now' }),
  })
  .meta({ id: 'MerchantApiRateLimit' });
export type MerchantApiRateLimit = z.infer<typeof merchantApiRateLimitSchema>;

export const setMerchantApiRateLimitRequestSchema = z
  .object({
    requestsPerSecond: z
      .number({ error: 'requestsPerSecond must be a whole number or null' })
      .int('requestsPerSecond must be a whole number')
      .min(0, 'requestsPerSecond must be 0 (no limit) or more')
      .max(MAX_API_RATE_LIMIT, `requestsPerSecond must be at most ${MAX_API_RATE_LIMIT}`)
      .nullable()
      .meta({ description: 'Requests a second for each of the merchant’s keys; 0 turns the limit off; null returns to the defaults' }),
  })
  .strict();
export type SetMerchantApiRateLimitRequest = z.infer<typeof setMerchantApiRateLimitRequestSchema>;
