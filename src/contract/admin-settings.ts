import { z } from 'zod';
import { MAX_PAYOUT_DELAY_DAYS } from './ledger';
import { REFUND_FEE_POLICIES } from './payment-states';
import type { AdminRole } from './roles';

/** Largest amount limit accepted, in whole pounds (the column is a 32-bit integer). */
export const MAX_AMOUNT_LIMIT_POUNDS = 1_000_000_000;

/** Largest dispute fee accepted, in pence (£1,000). */
export const MAX_DISPUTE_FEE = 100_000;

export const platformSettingsSchema = z
  .object({
    defaultFeePercent: z.number().meta({ description: 'Percent, e.g. 0.5 for 0.5%' }),
    minTransactionAmount: z.number().int().meta({ description: 'Whole pounds' }),
    maxTransactionAmount: z.number().int().meta({ description: 'Whole pounds' }),
    autoApproveEnabled: z.boolean(),
    requireAdminMfa: z.boolean().meta({ description: 'Admins without two-factor sign-in must set it up at their next sign-in' }),
    payoutDelayDays: z.number().int().meta({ description: 'Days after a payment completes before its funds are paid out (Net 7 by default)' }),
    disputeFee: z.number().int().meta({ description: 'Fee debited from the merchant when a dispute is lost or accepted, in pence (default 1500)' }),
    authorisationValidityHours: z
      .number()
      .int()
      .meta({ description: 'Hours an authorised payment waits for capture before it is canceled as expired (default 168)' }),
    refundFeePolicy: z
      .enum(REFUND_FEE_POLICIES)
      .meta({ description: 'retain (default): a refund keeps the platform fee; proportional: it returns the fee’s share' }),
  })
  .meta({ id: 'PlatformSettings' });
export type PlatformSettingsDto = z.infer<typeof platformSettingsSchema>;

// 0.29 * 100 is 28.999999999999996 in floating point, so compare with a tolerance.
const hasAtMostTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const wholePounds = (label: string, min: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of pounds`)
    .min(min, `${label} must be at least ${min}`)
    .max(MAX_AMOUNT_LIMIT_POUNDS, `${label} must be at most ${MAX_AMOUNT_LIMIT_POUNDS}`);

export const updateSettingsRequestSchema = z
  .object({
    defaultFeePercent: z
      .number({ error: 'defaultFeePercent must be a number' })
      .min(0, 'defaultFeePercent must be between 0 and 10')
      .max(10, 'defaultFeePercent must be between 0 and 10')
      .refine(hasAtMostTwoDecimals, 'defaultFeePercent may have at most 2 decimal places')
      .optional(),
    minTransactionAmount: wholePounds('minTransactionAmount', 0).optional(),
    maxTransactionAmount: wholePounds('maxTransactionAmount', 1).optional(),
    autoApproveEnabled: z.boolean({ error: 'autoApproveEnabled must be true or false' }).optional(),
    requireAdminMfa: z.boolean({ error: 'requireAdminMfa must be true or false' }).optional(),
    payoutDelayDays: z
      .number({ error: 'payoutDelayDays must be a number' })
      .int('payoutDelayDays must be a whole number of days')
      .min(0, `payoutDelayDays must be between 0 and ${MAX_PAYOUT_DELAY_DAYS}`)
      .max(MAX_PAYOUT_DELAY_DAYS, `payoutDelayDays must be between 0 and ${MAX_PAYOUT_DELAY_DAYS}`)
      .optional(),
    disputeFee: z
      .number({ error: 'disputeFee must be a number' })
      .int('disputeFee must be a whole number of pence')
      .min(0, `disputeFee must be between 0 and ${MAX_DISPUTE_FEE}`)
      .max(MAX_DISPUTE_FEE, `disputeFee must be between 0 and ${MAX_DISPUTE_FEE}`)
      .optional(),
    authorisationValidityHours: z
      .number({ error: 'authorisationValidityHours must be a number' })
      .int('authorisationValidityHours must be a whole number of hours')
      .min(1, 'authorisationValidityHours must be between 1 and 720')
      .max(720, 'authorisationValidityHours must be between 1 and 720')
      .optional(),
    refundFeePolicy: z.enum(REFUND_FEE_POLICIES, { error: 'refundFeePolicy must be retain or proportional' }).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one setting to change');
export type UpdateSettingsRequest = z.infer<typeof updateSettingsRequestSchema>;

/**
 * Who may change each setting. PATCH /api/admin/settings is open to SUPER_ADMIN and FINANCE, but
 * finance owns only the fee: the amount limits and auto-approval are platform policy, left to super
 * admins. The server refuses a field the role may not change (403 FORBIDDEN_ROLE naming it), and the
 * settings form locks the same fields.
 */
export const SETTINGS_FIELD_ROLES = {
  defaultFeePercent: ['SUPER_ADMIN', 'FINANCE'],
  minTransactionAmount: ['SUPER_ADMIN'],
  maxTransactionAmount: ['SUPER_ADMIN'],
  autoApproveEnabled: ['SUPER_ADMIN'],
  requireAdminMfa: ['SUPER_ADMIN'],
  payoutDelayDays: ['SUPER_ADMIN', 'FINANCE'],
  disputeFee: ['SUPER_ADMIN', 'FINANCE'],
  authorisationValidityHours: ['SUPER_ADMIN'],
  refundFeePolicy: ['SUPER_ADMIN', 'FINANCE'],
} as const satisfies Record<keyof UpdateSettingsRequest, readonly AdminRole[]>;

export const updateSettingsResponseSchema = z.object({ settings: platformSettingsSchema, message: z.string() });
export type UpdateSettingsResponse = z.infer<typeof updateSettingsResponseSchema>;
