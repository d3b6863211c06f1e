import { z } from 'zod';
import { safeTextCheck, emailSchema } from './common';

/** Partners, their revenue share, per-merchant fee overrides and fee revenue (docs/decisions/0018). */

export const MAX_REVENUE_SHARE_PERCENT = 50;
export const MAX_FEE_PERCENT = 10;

// 0.29 * 100 is 28.999999999999996 in floating point, so compare with a tolerance.
const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

const percent = (name: string, max: number) =>
  z
    .number({ error: `${name} must be a number` })
    .min(0, `${name} must be between 0 and ${max}`)
    .max(max, `${name} must be between 0 and ${max}`)
    .refine(twoDecimals, `${name} may have at most 2 decimal places`);

export const partnerIdParamsSchema = z.object({ partnerId: z.string().regex(/^ptn_[A-Za-z0-9]{1,40}$/, 'must be a partner id (ptn_...)') });
export const commissionMerchantParamsSchema = z.object({ merchantId: z.string().regex(/^mch_[A-Za-z0-9]{1,40}$/, 'must be a merchant id (mch_...)') });
export const feeOverrideIdParamsSchema = z.object({ overrideId: z.string().regex(/^fo_[A-Za-z0-9]{1,40}$/, 'must be a fee override id (fo_...)') });

export const partnerSchema = z
  .object({
    id: z.string().meta({ description: 'ptn_...' }),
    name: z.string(),
    contactEmail: z.string(),
    revenueSharePercent: z.number().meta({ description: 'Share of the fee, 0-50' }),
    merchantCount: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Partner' });
export type Partner = z.infer<typeof partnerSchema>;

const partnerName = z
  .string()
  .refine(...safeTextCheck)
  .trim()
  .min(1, 'Give the partner a name')
  .max(120, 'name must be at most 120 characters');

export const createPartnerRequestSchema = z
  .object({ name: partnerName, contactEmail: emailSchema, revenueSharePercent: percent('revenueSharePercent', MAX_REVENUE_SHARE_PERCENT) })
  .strict();
export type CreatePartnerRequest = z.infer<typeof createPartnerRequestSchema>;

export const updatePartnerRequestSchema = z
  .object({
    name: partnerName.optional(),
    contactEmail: emailSchema.optional(),
    revenueSharePercent: percent('revenueSharePercent', MAX_REVENUE_SHARE_PERCENT).optional(),
  })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Send at least one field to change');
export type UpdatePartnerRequest = z.infer<typeof updatePartnerRequestSchema>;

export const partnerListSchema = z.object({ partners: z.array(partnerSchema) });
export const partnerResponseSchema = z.object({ partner: partnerSchema, message: z.string() });

export const commissionMerchantSchema = z.object({
  merchantId: z.string(),
  companyName: z.string(),
  status: z.string(),
  partnerId: z.string().nullable(),
  partnerName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  feePercent: z.number().meta({ description: 'The fee in force now' }),
  feeOverridden: z.boolean(),
});
export type CommissionMerchant = z.infer<typeof commissionMerchantSchema>;

export const commissionMerchantsQuerySchema = z
  .object({
    search: z
      .string()
      .refine(...safeTextCheck)
      .trim()
      .max(100)
      .optional(),
    partnerId: z
      .string()
      .regex(/^ptn_[A-Za-z0-9]{1,40}$/, 'partnerId must be a partner id')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export const commissionMerchantListSchema = z.object({ merchants: z.array(commissionMerchantSchema) });

export const assignPartnerRequestSchema = z
  .object({
    partnerId: z
      .string()
      .regex(/^ptn_[A-Za-z0-9]{1,40}$/, 'partnerId must be a partner id (ptn_...)')
      .nullable(),
  })
  .strict();
export const assignPartnerResponseSchema = z.object({ merchant: commissionMerchantSchema, message: z.string() });

export const feeOverrideSchema = z
  .object({
    id: z.string().meta({ description: 'fo_...' }),
    merchantId: z.string(),
    companyName: z.string(),
    feePercent: z.number().nullable().meta({ description: 'null: the platform default from this moment' }),
    effectiveFrom: z.string(),
    state: z.enum(['SCHEDULED', 'IN_FORCE', 'SUPERSEDED']),
    createdAt: z.string(),
  })
  .meta({ id: 'FeeOverride' });
export type FeeOverride = z.infer<typeof feeOverrideSchema>;

export const feeOverridesQuerySchema = z
  .object({
    merchantId: z
      .string()
      .regex(/^mch_[A-Za-z0-9]{1,40}$/, 'merchantId must be a merchant id')
      .optional(),
  })
  .strict();
export const feeOverrideListSchema = z.object({ overrides: z.array(feeOverrideSchema) });

const DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export const createFeeOverrideRequestSchema = z
  .object({
    merchantId: z.string().regex(/^mch_[A-Za-z0-9]{1,40}$/, 'merchantId must be a merchant id (mch_...)'),
    feePercent: percent('feePercent', MAX_FEE_PERCENT).nullable(),
    effectiveFrom: z
      .string()
      .max(40)
      .refine((v) => DATE_TIME.test(v) && !Number.isNaN(Date.parse(v)), 'effectiveFrom must be a date (YYYY-MM-DD, UTC midnight) or an ISO-8601 date-time')
      .optional()
      .meta({ description: 'When it takes effect; now when absent. Never in the past' }),
  })
  .strict();
export type CreateFeeOverrideRequest = z.infer<typeof createFeeOverrideRequestSchema>;
export const feeOverrideResponseSchema = z.object({ override: feeOverrideSchema, message: z.string() });

export const monthQuerySchema = z
  .object({
    month: z.string({ error: 'month is required (YYYY-MM)' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  })
  .strict();

export const feeRevenueSchema = z.object({
  month: z.string(),
  byMerchant: z.array(
    z.object({
      merchantId: z.string(),
      companyName: z.string(),
      partnerId: z.string().nullable(),
      payments: z.number().int(),
      volume: z.number().int(),
      fees: z.number().int(),
      commission: z.number().int(),
      platformRevenue: z.number().int(),
    }),
  ),
  byPartner: z.array(
    z.object({
      partnerId: z.string(),
      name: z.string(),
      revenueSharePercent: z.number(),
      merchants: z.number().int(),
      payments: z.number().int(),
      fees: z.number().int(),
      commission: z.number().int(),
    }),
  ),
  totals: z.object({
    payments: z.number().int(),
    volume: z.number().int(),
    fees: z.number().int(),
    commission: z.number().int(),
    platformRevenue: z.number().int(),
  }),
});
export type FeeRevenue = z.infer<typeof feeRevenueSchema>;
