import { defineEndpoint } from '../endpoint';
import { SANDBOX_ROLES, sandboxSimulationRequestSchema, sandboxSimulationSchema } from '../sandbox';
import { SANDBOX_DESCRIPTION } from './sandbox';

/** The payment Sandbox for staff, on the platform's settings (no merchant; velocity never applies). */
export const adminSimulatePayment = defineEndpoint({
  method: 'POST',
  path: '/api/admin/sandbox/simulate',
  auth: 'admin',
  roles: SANDBOX_ROLES,
  tags: ['Admin'],
  summary: 'Simulate a payment on the platform settings',
  description: SANDBOX_DESCRIPTION,
  body: sandboxSimulationRequestSchema,
  responses: { 200: sandboxSimulationSchema },
  errors: ['AMOUNT_OUT_OF_RANGE', 'CARD_NUMBER_NOT_ACCEPTED'],
});
