import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './admin/auth';
import { adminCommissionRoutes } from './admin/commission';
import { adminPayoutRoutes } from './admin/payouts';
import { merchantPayoutRoutes } from './merchant/payouts';
import { adminEmailCampaignRoutes } from './admin/email-campaigns';
import { adminMerchantRoutes } from './admin/merchants';
import { adminMfaRoutes } from './admin/mfa';
import { adminReportRoutes } from './admin/reports';
import { riskRoutes } from './admin/risk';
import { adminSecurityRoutes } from './admin/security';
import { adminSettingsRoutes } from './admin/settings';
import { adminStaffRoutes } from './admin/staff';
import { adminVerificationRoutes } from './admin/verifications';
import { systemRoutes } from './system';
import { apiKeyRoutes } from './merchant/api-keys';
import { merchantAccountRoutes } from './merchant/account';
import { merchantMfaRoutes } from './merchant/mfa';
import { merchantTeamRoutes } from './merchant/team';
import { paymentRoutes } from './merchant/payments';
import { merchantSecurityRoutes } from './merchant/security';
import { verificationRoutes } from './merchant/verification';
import { contactRoutes } from './public/contact';
import { unsubscribeRoutes } from './public/unsubscribe';

/**
 * Every route module. Each registers its endpoints from the contract with registerEndpoint,
 * which applies the guard the entry's `auth` names; the app checks at start that every
 * contract entry has exactly one route.
 */
export const API_ROUTE_MODULES: readonly ((app: FastifyInstance) => Promise<void>)[] = [
  systemRoutes,
  contactRoutes,
  unsubscribeRoutes,
  merchantAccountRoutes,
  merchantSecurityRoutes,
  verificationRoutes,
  apiKeyRoutes,
  merchantTeamRoutes,
  paymentRoutes,
  merchantMfaRoutes,
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
  adminPayoutRoutes,
  adminCommissionRoutes,
  merchantPayoutRoutes,
];
