import {
  changeStatusRequestSchema,
  changeStatusResponseSchema,
  listMerchantsQuerySchema,
  listMerchantsResponseSchema,
  merchantDetailsResponseSchema,
  merchantIdParamsSchema,
  revealDetailsRequestSchema,
  revealDetailsResponseSchema,
} from '../admin-merchants';
import { defineEndpoint } from '../endpoint';
import { ANY_ADMIN } from '../roles';

export const listMerchants = defineEndpoint({
  method: 'GET',
  path: '/api/admin/merchants',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags: ['Admin'],
  summary: 'Merchants, newest first',
  query: listMerchantsQuerySchema,
  responses: { 200: listMerchantsResponseSchema },
  errors: ['INVALID_CURSOR'],
});

export const getMerchantDetails = defineEndpoint({
  method: 'GET',
  path: '/api/admin/merchants/:merchantId',
  roles: ANY_ADMIN,
  auth: 'admin',
  tags: ['Admin'],
  summary: "A merchant's details",
  params: merchantIdParamsSchema,
  responses: { 200: merchantDetailsResponseSchema },
  errors: ['ENCRYPTED_VALUE_UNREADABLE', 'MERCHANT_NOT_FOUND'],
});

export const changeMerchantStatus = defineEndpoint({
  method: 'PATCH',
  path: '/api/admin/merchants/:merchantId/status',
  roles: ['SUPER_ADMIN', 'OPERATIONS'],
  auth: 'admin',
  tags: ['Admin'],
  summary: 'Approve, suspend or reinstate a merchant',
  description: 'Allowed: PENDING_VERIFICATION -> ACTIVE, ACTIVE -> SUSPENDED, SUSPENDED -> ACTIVE. Anything else is 400 INVALID_TRANSITION.',
  params: merchantIdParamsSchema,
  body: changeStatusRequestSchema,
  responses: { 200: changeStatusResponseSchema },
  errors: ['INVALID_TRANSITION', 'MERCHANT_NOT_FOUND'],
});

/** The staff roles that may see a merchant's bank account number, sort code and tax id in full. */
export const DETAILS_REVEAL_ROLES = ['SUPER_ADMIN', 'COMPLIANCE', 'FINANCE'] as const;

export const revealVerificationDetails = defineEndpoint({
  method: 'POST',
  path: '/api/admin/merchants/:merchantId/verification-details/reveal',
  roles: DETAILS_REVEAL_ROLES,
  auth: 'admin',
  tags: ['Admin'],
  summary: "A merchant's bank account number, sort code and tax id in full (audited)",
  description:
    'Every other answer masks these values. Each reveal is recorded in the audit log (merchant.details.reveal: who, which merchant, which fields). 404 MERCHANT_NOT_FOUND; 404 DETAILS_NOT_FOUND when the merchant has not submitted business details.',
  params: merchantIdParamsSchema,
  body: revealDetailsRequestSchema,
  responses: { 200: revealDetailsResponseSchema },
  errors: ['DETAILS_NOT_FOUND', 'ENCRYPTED_VALUE_UNREADABLE', 'MERCHANT_NOT_FOUND'],
});
