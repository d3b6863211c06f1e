import { z } from 'zod';
import { MERCHANT_STATUSES } from './merchant-auth';
import { modeParam } from './admin-paging';

const count = z.number().int().nonnegative();
const minor = z.number().int().meta({ description: 'Minor units (pence)' });
const day = z.string().meta({ description: 'UTC day, YYYY-MM-DD' });

export const statsQuerySchema = z.object({ mode: modeParam }).strict();

export const adminStatsSchema = z
  .object({
    totalMerchants: count,
    activeMerchants: count,
    pendingMerchants: count,
    totalTransactions: count.meta({ description: 'Decided payments: completed + declined' }),
    successfulTransactions: count,
    totalVolume: minor.meta({ description: 'Sum of completed amounts, minor units' }),
    totalFees: minor.meta({ description: 'Sum of completed fees, minor units' }),
    grossVolume: minor.meta({ description: 'Captured volume before refunds: the same figure as totalVolume, minor units' }),
    totalRefunds: minor.meta({ description: 'Sum of succeeded refund legs (pending ones do not count yet), minor units' }),
    netVolume: minor.meta({ description: 'grossVolume - totalRefunds, minor units' }),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const dailyStatsQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'days must be a whole number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(365, 'days must be at most 365')
      .default(30),
    mode: modeParam,
  })
  .strict();

export const dailyStatSchema = z.object({
  date: day,
  transactions: count,
  successfulTransactions: count,
  volume: minor,
  fees: minor,
  refunds: minor.meta({ description: 'Succeeded refund legs of refunds created on this day, minor units' }),
  netVolume: minor.meta({ description: 'volume - refunds, minor units' }),
});
export type DailyStat = z.infer<typeof dailyStatSchema>;

export const dailyStatsResponseSchema = z
  .object({ days: z.array(dailyStatSchema).meta({ description: 'Oldest first, one entry per UTC day ending today, zero-filled' }) })
  .meta({ id: 'AdminDailyStats' });
export type DailyStatsResponse = z.infer<typeof dailyStatsResponseSchema>;

export const analyticsQuerySchema = z
  .object({
    days: z.coerce
      .number({ error: 'days must be a whole number' })
      .int('days must be a whole number')
      .min(1, 'days must be at least 1')
      .max(365, 'days must be at most 365')
      .default(90),
    mode: modeParam,
  })
  .strict();

export const analyticsResponseSchema = z
  .object({
    days: z.number().int(),
    totals: z.object({ transactions: count, successful: count, declined: count, volume: minor, fees: minor }),
    successRate: z.number().nullable().meta({ description: 'successful / transactions, 0..1; null without transactions' }),
    averageTransaction: z.number().int().nullable().meta({ description: 'volume / successful, minor units; null without successful payments' }),
    effectiveFeeRate: z.number().nullable().meta({ description: 'fees / volume as a percent, e.g. 0.5; null without volume' }),
    merchantsByStatus: z.object(Object.fromEntries(MERCHANT_STATUSES.map((s) => [s, count])) as Record<(typeof MERCHANT_STATUSES)[number], typeof count>),
    declineReasons: z.array(z.object({ reason: z.string(), count })),
    refunds: minor.meta({ description: 'Succeeded refund legs of refunds created in the window, minor units' }),
    netVolume: minor.meta({ description: 'totals.volume - refunds, minor units' }),
    revenueTrend: z.array(
      z.object({
        date: day,
        fees: minor,
        volume: minor,
        refunds: minor.meta({ description: 'Succeeded refund legs of refunds created on this day, minor units' }),
      }),
    ),
    projection: z
      .object({
        method: z.string(),
        label: z.literal('Projection'),
        points: z.array(z.object({ date: day, fees: minor })),
      })
      .nullable()
      .meta({ description: 'Daily fees for the next 14 days; null with fewer than 7 days of data' }),
  })
  .meta({ id: 'AdminAnalytics' });
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
