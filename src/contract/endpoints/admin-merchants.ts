import {
  changeStatusRequestSchema,
  changeStatusResponseSchema,
  listMerchantsQuerySchema,
  listMerchantsResponseSchema,
  merchantDetailsResponseSchema,
  merchantIdParamsSchema,
} from '../admin-merchants';
import { defineEndpoint } from '../endpoint';
import { ADMIN_ERRORS } from './admin-errors';
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
  errors: ADMIN_ERRORS,
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
  errors: ADMIN_ERRORS,
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
  errors: ADMIN_ERRORS,
});
