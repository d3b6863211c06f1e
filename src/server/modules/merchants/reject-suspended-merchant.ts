import type { onRequestHookHandler } from 'fastify';
import { AppError } from '../../errors';
import { MERCHANT_SUSPENDED_MESSAGE } from './merchant-login';

/**
 * Runs after requireMerchantUser. Suspension revokes every session, so this is
 * a second line: a session that somehow outlived the suspension still gets nowhere.
 */
export const rejectSuspendedMerchant: onRequestHookHandler = async (request) => {
  if (request.merchantUser?.merchantStatus === 'SUSPENDED') {
    throw new AppError('MERCHANT_SUSPENDED', 403, MERCHANT_SUSPENDED_MESSAGE);
  }
};
