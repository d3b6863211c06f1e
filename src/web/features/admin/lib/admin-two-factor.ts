import { adminApi, endpointKey } from '@web/lib/api-client';
import type { TwoFactorApi } from '@web/lib/two-factor-api';
import { adminMfaCoverage, adminMfaDisable, adminMfaEnable, adminMfaSetup, adminMfaStatus } from '@contract/endpoints/mfa';

/** The signed-in admin's own two-factor sign-in, for the shared panel (Settings and the enrolment screen). */
export const adminTwoFactor: TwoFactorApi = {
  statusKey: endpointKey(adminMfaStatus),
  alsoRefresh: [endpointKey(adminMfaCoverage)],
  status: (signal) => adminApi.call(adminMfaStatus, undefined, { signal }),
  setup: () => adminApi.call(adminMfaSetup),
  enable: (code) => adminApi.call(adminMfaEnable, { body: { code } }),
  disable: (body) => adminApi.call(adminMfaDisable, { body }),
};
