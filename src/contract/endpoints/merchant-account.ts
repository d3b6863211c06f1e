import { messageSchema } from '../common';
import { defineEndpoint } from '../endpoint';
import { merchantLoginRequestSchema, merchantLoginResponseSchema, merchantMeResponseSchema, signupRequestSchema, signupResponseSchema } from '../merchant-auth';

const tags = ['Merchant portal'];

export const merchantSignup = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/signup',
  auth: 'public',
  tags,
  summary: 'Create a merchant account, its OWNER user and a TEST API key (the secret is shown only in this response)',
  body: signupRequestSchema,
  responses: { 201: signupResponseSchema },
  errors: ['EMAIL_TAKEN', 'RATE_LIMITED'],
});

export const merchantLogin = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/login',
  auth: 'public',
  tags,
  summary: 'Merchant user sign-in',
  body: merchantLoginRequestSchema,
  responses: { 200: merchantLoginResponseSchema },
  errors: ['INVALID_CREDENTIALS', 'MERCHANT_SUSPENDED', 'RATE_LIMITED'],
});

export const merchantMe = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/me',
  auth: 'merchantUser',
  tags,
  summary: 'The signed-in user and their merchant',
  responses: { 200: merchantMeResponseSchema },
});

export const merchantLogout = defineEndpoint({
  method: 'POST',
  path: '/api/merchant/logout',
  auth: 'merchantUser',
  tags,
  summary: 'Revoke this session',
  responses: { 200: messageSchema },
});
