import { z } from 'zod';
import {
  assignPartnerRequestSchema,
  assignPartnerResponseSchema,
  commissionMerchantListSchema,
  commissionMerchantParamsSchema,
  commissionMerchantsQuerySchema,
  createFeeOverrideRequestSchema,
  createPartnerRequestSchema,
  feeOverrideIdParamsSchema,
  feeOverrideListSchema,
  feeOverrideResponseSchema,
  feeOverridesQuerySchema,
  feeRevenueSchema,
  monthQuerySchema,
  partnerIdParamsSchema,
  partnerListSchema,
  partnerResponseSchema,
  updatePartnerRequestSchema,
} from '../commission';
import { defineEndpoint } from '../endpoint';

/** Admin Commission (docs/decisions/0018): partners, fee overrides and fee revenue. Finance staff and super admins. */
const base = { auth: 'admin', tags: ['Admin'], roles: ['SUPER_ADMIN', 'FINANCE'] } as const;

export const listPartners = defineEndpoint({ ...base, method: 'GET', path: '/api/admin/partners', summary: 'Partners', responses: { 200: partnerListSchema } });

export const createPartner = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/partners',
  summary: 'Add a partner with its revenue share (0-50% of the fee)',
  body: createPartnerRequestSchema,
  responses: { 201: partnerResponseSchema },
});

export const updatePartner = defineEndpoint({
  ...base,
  method: 'PATCH',
  path: '/api/admin/partners/:partnerId',
  summary: 'Change a partner; a new share applies to payments from now on',
  params: partnerIdParamsSchema,
  body: updatePartnerRequestSchema,
  responses: { 200: partnerResponseSchema },
  errors: ['NOT_FOUND'],
});

export const deletePartner = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/api/admin/partners/:partnerId',
  summary: 'Remove a partner with no merchants and no commission (409 PARTNER_IN_USE otherwise)',
  params: partnerIdParamsSchema,
  responses: { 204: z.null() },
  errors: ['NOT_FOUND', 'PARTNER_IN_USE'],
});

export const getPartnerStatement = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/partners/:partnerId/statement',
  summary: 'A partner’s statement for a month (CSV): each merchant’s fees and commission, with the payments behind them',
  params: partnerIdParamsSchema,
  query: monthQuerySchema,
  produces: ['text/csv'],
  responses: {},
  errors: ['NOT_FOUND', 'RATE_LIMITED'],
});

export const listCommissionMerchants = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/commission/merchants',
  summary: 'Merchants with their partner and the fee in force',
  query: commissionMerchantsQuerySchema,
  responses: { 200: commissionMerchantListSchema },
});

export const assignPartner = defineEndpoint({
  ...base,
  method: 'PUT',
  path: '/api/admin/commission/merchants/:merchantId/partner',
  summary: 'Assign a merchant to a partner (or none); the share applies to payments after the assignment',
  params: commissionMerchantParamsSchema,
  body: assignPartnerRequestSchema,
  responses: { 200: assignPartnerResponseSchema },
  errors: ['NOT_FOUND'],
});

export const listFeeOverrides = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/fee-overrides',
  summary: 'Per-merchant fee overrides, scheduled, in force and superseded',
  query: feeOverridesQuerySchema,
  responses: { 200: feeOverrideListSchema },
});

export const createFeeOverride = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/fee-overrides',
  summary: 'Set a merchant’s fee from a moment on (audited); null returns it to the platform default',
  body: createFeeOverrideRequestSchema,
  responses: { 201: feeOverrideResponseSchema },
  errors: ['FEE_OVERRIDE_EXISTS', 'NOT_FOUND'],
});

export const deleteFeeOverride = defineEndpoint({
  ...base,
  method: 'DELETE',
  path: '/api/admin/fee-overrides/:overrideId',
  summary: 'Withdraw a scheduled fee override (409 once in force)',
  params: feeOverrideIdParamsSchema,
  responses: { 204: z.null() },
  errors: ['FEE_OVERRIDE_IN_FORCE', 'NOT_FOUND'],
});

export const getFeeRevenue = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/commission/revenue',
  summary: 'Fee revenue for a month, by merchant and by partner',
  query: monthQuerySchema,
  responses: { 200: feeRevenueSchema },
});
