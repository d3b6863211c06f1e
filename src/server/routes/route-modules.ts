import type { FastifyInstance } from 'fastify';
import { adminApiManagementRoutes } from './admin/api-management';
import { adminAuthRoutes } from './admin/auth';
import { adminCommissionRoutes } from './admin/commission';
import { adminComplianceRoutes } from './admin/compliance';
import { adminDisputeRoutes } from './admin/disputes';
import { merchantDisputeRoutes } from './merchant/disputes';
import { adminPayoutRoutes } from './admin/payouts';
import { merchantPayoutRoutes } from './merchant/payouts';
import { adminEmailCampaignRoutes } from './admin/email-campaigns';
import { adminInvoiceRoutes } from './admin/invoices';
import { adminFeatureFlagRoutes } from './admin/feature-flags';
import { adminMerchantRoutes } from './admin/merchants';
import { adminMfaRoutes } from './admin/mfa';
import { adminNotificationRoutes } from './admin/notifications';
import { adminReportRoutes } from './admin/reports';
import { riskRoutes } from './admin/risk';
import { adminSandboxRoutes } from './admin/sandbox';
import { adminSecurityRoutes } from './admin/security';
import { adminSettingsRoutes } from './admin/settings';
import { adminStaffRoutes } from './admin/staff';
import { adminSystemHealthRoutes } from './admin/system-health';
import { adminVerificationRoutes } from './admin/verifications';
import { adminWebhookRoutes } from './admin/webhooks';
import { systemRoutes } from './system';
import { apiKeyRoutes } from './merchant/api-keys';
import { merchantAccountRoutes } from './merchant/account';
import { merchantBillingRoutes } from './merchant/billing';
import { merchantFeatureFlagRoutes } from './merchant/feature-flags';
import { merchantMfaRoutes } from './merchant/mfa';
import { merchantRequestLogRoutes } from './merchant/request-log';
import { merchantNotificationRoutes } from './merchant/notifications';
import { merchantTeamRoutes } from './merchant/team';
import { paymentRoutes } from './merchant/payments';
import { paymentLifecycleRoutes } from './merchant/payment-lifecycle';
import { sandboxRoutes } from './merchant/sandbox';
import { merchantSecurityRoutes } from './merchant/security';
import { merchantStreamRoutes } from './merchant/streams';
import { verificationRoutes } from './merchant/verification';
import { merchantWebhookRoutes } from './merchant/webhooks';
import { contactRoutes } from './public/contact';
import { retentionRoutes } from './public/retention';
import { unsubscribeRoutes } from './public/unsubscribe';

/**
 * Every route module. Each registers its endpoints from the contract with registerEndpoint,
 * which applies the guard the entry's `auth` names; the app checks at start that every
 * contract entry has exactly one route.
 */
export const API_ROUTE_MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  systemRoutes,
  contactRoutes,
  retentionRoutes,
  unsubscribeRoutes,
  merchantAccountRoutes,
  merchantSecurityRoutes,
  verificationRoutes,
  apiKeyRoutes,
  merchantFeatureFlagRoutes,
  merchantTeamRoutes,
  merchantBillingRoutes,
  paymentRoutes,
  paymentLifecycleRoutes,
  sandboxRoutes,
  merchantRequestLogRoutes,
  merchantMfaRoutes,
  merchantNotificationRoutes,
  merchantWebhookRoutes,
  merchantStreamRoutes,
  adminAuthRoutes,
  adminMfaRoutes,
  adminSecurityRoutes,
  adminMerchantRoutes,
  adminVerificationRoutes,
  adminReportRoutes,
  adminSettingsRoutes,
  adminStaffRoutes,
  adminEmailCampaignRoutes,
  riskRoutes,
  adminSandboxRoutes,
  adminInvoiceRoutes,
  adminApiManagementRoutes,
  adminSystemHealthRoutes,
  adminFeatureFlagRoutes,
  adminNotificationRoutes,
  adminWebhookRoutes,
  adminPayoutRoutes,
  adminCommissionRoutes,
  adminComplianceRoutes,
  merchantPayoutRoutes,
  adminDisputeRoutes,
  merchantDisputeRoutes,
];
