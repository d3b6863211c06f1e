import * as adminApiManagement from './endpoints/admin-api-management';
import * as adminAuth from './endpoints/admin-auth';
import * as adminCommission from './endpoints/admin-commission';
import * as adminCompliance from './endpoints/admin-compliance';
import * as adminDisputes from './endpoints/admin-disputes';
import * as adminEmail from './endpoints/admin-email';
import * as adminInvoices from './endpoints/admin-invoices';
import * as adminFeatureFlags from './endpoints/admin-feature-flags';
import * as adminMerchants from './endpoints/admin-merchants';
import * as adminNotifications from './endpoints/admin-notifications';
import * as adminPayouts from './endpoints/admin-payouts';
import * as adminReports from './endpoints/admin-reports';
import * as adminRisk from './endpoints/admin-risk';
import * as adminSandbox from './endpoints/admin-sandbox';
import * as adminSecurity from './endpoints/admin-security';
import * as adminSettings from './endpoints/admin-settings';
import * as adminStaff from './endpoints/admin-staff';
import * as adminSystemHealth from './endpoints/admin-system-health';
import * as adminVerifications from './endpoints/admin-verifications';
import * as adminWebhooks from './endpoints/admin-webhooks';
import * as merchantAccount from './endpoints/merchant-account';
import * as merchantApiKeys from './endpoints/merchant-api-keys';
import * as merchantBilling from './endpoints/merchant-billing';
import * as merchantDisputes from './endpoints/merchant-disputes';
import * as merchantRequestLog from './endpoints/merchant-request-log';
import * as merchantFeatureFlags from './endpoints/merchant-feature-flags';
import * as merchantNotifications from './endpoints/merchant-notifications';
import * as merchantEvents from './endpoints/merchant-events';
import * as merchantStreams from './endpoints/merchant-streams';
import * as merchantPayouts from './endpoints/merchant-payouts';
import * as merchantSecurity from './endpoints/merchant-security';
import * as merchantTeam from './endpoints/merchant-team';
import * as merchantVerification from './endpoints/merchant-verification';
import * as merchantWebhooks from './endpoints/merchant-webhooks';
import * as mfa from './endpoints/mfa';
import * as payments from './endpoints/payments';
import * as paymentLifecycle from './endpoints/payment-lifecycle';
import * as publicEndpoints from './endpoints/public';
import * as sandbox from './endpoints/sandbox';
import * as system from './endpoints/system';
import type { EndpointDefinition } from './endpoint';

/**
 * Every endpoint of the API, grouped by area. The server registers exactly these
 * (src/server/http/register-endpoints.ts), the OpenAPI document is generated from them, and the
 * browser calls them through the typed client (src/web/lib/api-client.ts).
 */
export const api = {
  system,
  public: publicEndpoints,
  merchantAccount,
  merchantVerification,
  merchantApiKeys,
  merchantRequestLog,
  merchantFeatureFlags,
  merchantSecurity,
  merchantTeam,
  merchantBilling,
  merchantNotifications,
  merchantPayouts,
  merchantDisputes,
  payments,
  paymentLifecycle,
  sandbox,
  merchantEvents,
  merchantStreams,
  merchantWebhooks,
  adminAuth,
  adminSecurity,
  adminMerchants,
  adminVerifications,
  adminReports,
  adminSettings,
  adminStaff,
  adminEmail,
  adminRisk,
  adminSandbox,
  adminInvoices,
  adminApiManagement,
  adminSystemHealth,
  adminFeatureFlags,
  adminNotifications,
  adminWebhooks,
  adminPayouts,
  adminCommission,
  adminCompliance,
  adminDisputes,
  mfa,
} as const;

function isEndpoint(value: unknown): value is EndpointDefinition {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'auth' in value && 'responses' in value;
}

/** Every endpoint as a flat list, each with its `area.name` for messages and tests. */
export function allEndpoints(): { name: string; endpoint: EndpointDefinition }[] {
  return Object.entries(api).flatMap(([area, entries]) =>
    Object.entries(entries as Record<string, unknown>)
      .filter((entry): entry is [string, EndpointDefinition] => isEndpoint(entry[1]))
      .map(([name, endpoint]) => ({ name: `${area}.${name}`, endpoint })),
  );
}
