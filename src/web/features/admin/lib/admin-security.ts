import type { PasswordChangeApi, PasswordResetApi, SessionsApi } from '@web/lib/account-security-api';
import { adminApi, endpointKey } from '@web/lib/api-client';
import {
  confirmAdminPasswordReset,
  listAdminSessions,
  requestAdminPasswordReset,
  revokeAdminSession,
  revokeOtherAdminSessions,
} from '@contract/endpoints/admin-security';
import { changeAdminPassword } from '@contract/endpoints/admin-auth';

/** The admin panel's sessions endpoints, for the shared sessions card. */
export const adminSessionsApi: SessionsApi = {
  key: endpointKey(listAdminSessions),
  list: (signal) => adminApi.call(listAdminSessions, undefined, { signal }),
  revoke: (sessionId) => adminApi.call(revokeAdminSession, { params: { sessionId } }),
  revokeOthers: () => adminApi.call(revokeOtherAdminSessions),
};

/** The signed-in admin's own password change, for the shared card. */
export const adminPasswordChangeApi: PasswordChangeApi = {
  sessionsKey: adminSessionsApi.key,
  change: (body) => adminApi.call(changeAdminPassword, { body }),
};

/** "Forgot your password?" on the admin login page, and the admin reset page; neither needs a session. */
export const adminPasswordResetApi: PasswordResetApi = {
  request: (email) => adminApi.call(requestAdminPasswordReset, { body: { email } }),
  confirm: (body) => adminApi.call(confirmAdminPasswordReset, { body }),
};
