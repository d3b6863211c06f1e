import { defineEndpoint } from '../endpoint';
import { merchantFeatureFlagsSchema } from '../feature-flags';

export const merchantFeatureFlags = defineEndpoint({
  method: 'GET',
  path: '/api/merchant/feature-flags',
  auth: 'merchantUser',
  tags: ['Merchant portal'],
  summary: 'Every feature flag, on or off for the signed-in merchant',
  responses: { 200: merchantFeatureFlagsSchema },
});
