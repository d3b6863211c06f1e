import { z } from 'zod';
import { blockedBinSchema } from './payments';

/** Fraud & Risk: blocked BIN prefixes, the velocity rule and decline counts. */
export const blockedBinPrefixParamsSchema = z.object({ prefix: z.string().regex(/^\d{4,8}$/, 'must be 4-8 digits') });

export const createBlockedBinResponseSchema = z.object({ blockedBin: blockedBinSchema, message: z.string() });

export const riskSummaryQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }).strict();

export const riskSummarySchema = z.object({
  velocityRule: z.object({ maxPayments: z.number(), windowMinutes: z.number() }),
  days: z.number(),
  declines: z.array(z.object({ reason: z.string(), mode: z.string(), count: z.number() })),
});
export type RiskSummary = z.infer<typeof riskSummarySchema>;
