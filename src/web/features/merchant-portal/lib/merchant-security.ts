import type { PasswordChangeApi, PasswordResetApi, SessionsApi } from '@web/lib/account-security-api';
import { endpointKey, merchantApi } from '@web/lib/api-client';
import {
  changeMerchantPassword,
  confirmMerchantPasswordReset,
  listMerchantSessions,
  requestMerchantPasswordReset,
  revokeMerchantSession,
  revokeOtherMerchantSessions,
} from '@contract/endpoints/merchant-security';

/** The portal's sessions endpoints, for the shared sessions card. */
export const merchantSessionsApi: SessionsApi = {
  key: endpointKey(listMerchantSessions),
  list: (signal) => merchantApi.call(listMerchantSessions, undefined, { signal }),
  revoke: (sessionId) => merchantApi.call(revokeMerchantSession, { params: { sessionId } }),
  revokeOthers: () => merchantApi.call(revokeOtherMerchantSessions),
};

/** The signed-in user's own password change, for the shared card. */
export const merchantPasswordChangeApi: PasswordChangeApi = {
  sessionsKey: merchantSessionsApi.key,
  change: (body) => merchantApi.call(changeMerchantPassword, { body }),
};

/** "Forgot your password?" and the reset page; neither needs a session. */
export const merchantPasswordResetApi: PasswordResetApi = {
  request: (email) => merchantApi.call(requestMerchantPasswordReset, { body: { email } }),
  confirm: (body) => merchantApi.call(confirmMerchantPasswordReset, { body }),
};

/** Where the reset page sends a person once the password is set: the portal opens on its Log In tab. */
export const SIGN_IN_STATE = { signIn: true } as const;
