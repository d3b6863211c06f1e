import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@contract/api';
import { ADMIN_ROLES, type AdminRole } from '@contract/roles';
import { merchants, platformSettings } from '@server/db/schema/index';
import { adminsByRole, mintAdminToken, type StaffSession } from './support/admin-fixtures';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Who may call each admin endpoint, written out here on purpose (not read from the contract), so a
 * change to an entry's roles has to be made twice: in the contract and in this table.
 */
const ALL: readonly AdminRole[] = ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE', 'FINANCE', 'SUPPORT'];
const SUPER: readonly AdminRole[] = ['SUPER_ADMIN'];
const FINANCE: readonly AdminRole[] = ['SUPER_ADMIN', 'FINANCE'];
const DISPUTES: readonly AdminRole[] = ['SUPER_ADMIN', 'COMPLIANCE'];
const DISPUTES_READ: readonly AdminRole[] = ['SUPER_ADMIN', 'COMPLIANCE', 'SUPPORT'];

const EXPECTED: Record<string, readonly AdminRole[]> = {
  'adminAuth.adminMe': ALL,
  'adminAuth.adminLogout': ALL,
  'adminAuth.adminSessionStatus': ALL,
  'adminAuth.adminSessionRenew': ALL,
  'adminAuth.changeAdminPassword': ALL,
  'adminAuth.createAdmin': SUPER,

  'adminSecurity.listAdminSessions': ALL,
  'adminSecurity.revokeAdminSession': ALL,
  'adminSecurity.revokeOtherAdminSessions': ALL,
  'adminSecurity.sendAdminPasswordReset': SUPER,

  'mfa.adminMfaStatus': ALL,
  'mfa.adminMfaSetup': ALL,
  'mfa.adminMfaEnable': ALL,
  'mfa.adminMfaDisable': ALL,
  'mfa.adminMfaCoverage': ALL,
  'mfa.adminMfaEnrolmentLink': ALL,

  'adminMerchants.listMerchants': ALL,
  'adminMerchants.getMerchantDetails': ALL,
  'adminMerchants.changeMerchantStatus': ['SUPER_ADMIN', 'OPERATIONS'],
  'adminMerchants.revealVerificationDetails': ['SUPER_ADMIN', 'COMPLIANCE', 'FINANCE'],

  'adminVerifications.listPendingVerifications': ALL,
  'adminVerifications.reviewDocument': ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE'],
  'adminVerifications.getDocumentFile': ['SUPER_ADMIN', 'OPERATIONS', 'COMPLIANCE'],

  'adminReports.getStats': ALL,
  'adminReports.getDailyStats': ALL,
  'adminReports.getAnalytics': ALL,
  'adminReports.listTransactions': ALL,
  'paymentLifecycle.getAdminTransaction': ALL,
  'adminReports.listAuditLogs': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminReports.listContactSubmissions': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],

  'adminSettings.getSettings': ALL,
  'adminSettings.updateSettings': ['SUPER_ADMIN', 'FINANCE'],
  'adminSettings.getSystemInfo': ALL,

  'adminStaff.listAdmins': SUPER,
  'adminStaff.changeAdminRole': SUPER,
  'adminStaff.deactivateAdmin': SUPER,
  'adminStaff.reactivateAdmin': SUPER,
  'adminStaff.listStaffInvitations': SUPER,
  'adminStaff.createStaffInvitation': SUPER,
  'adminStaff.revokeStaffInvitation': SUPER,

  'adminEmail.sendCampaign': ['SUPER_ADMIN', 'OPERATIONS'],
  'adminEmail.listCampaigns': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminEmail.getCampaign': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminEmail.retryCampaign': ['SUPER_ADMIN', 'OPERATIONS'],
  'adminEmail.cancelCampaign': ['SUPER_ADMIN', 'OPERATIONS'],
  'adminEmail.resumeCampaign': ['SUPER_ADMIN', 'OPERATIONS'],

  'adminRisk.listBlockedBins': ALL,
  'adminRisk.addBlockedBin': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminRisk.removeBlockedBin': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminRisk.getRiskSummary': ALL,

  'adminSandbox.adminSimulatePayment': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminInvoices.listInvoices': ['SUPER_ADMIN', 'FINANCE', 'SUPPORT'],
  'adminInvoices.getInvoice': ['SUPER_ADMIN', 'FINANCE', 'SUPPORT'],
  'adminInvoices.getInvoicePdf': ['SUPER_ADMIN', 'FINANCE', 'SUPPORT'],
  'adminInvoices.draftInvoice': ['SUPER_ADMIN', 'FINANCE'],
  'adminInvoices.updateInvoice': ['SUPER_ADMIN', 'FINANCE'],
  'adminInvoices.finaliseInvoice': ['SUPER_ADMIN', 'FINANCE'],
  'adminInvoices.voidInvoice': ['SUPER_ADMIN', 'FINANCE'],
  'adminApiManagement.listAdminApiKeys': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminApiManagement.adminRevokeApiKey': ['SUPER_ADMIN', 'OPERATIONS'],
  'adminApiManagement.getApiUsage': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminApiManagement.listAdminRequestLog': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminApiManagement.getMerchantApiRateLimit': ALL,
  'adminApiManagement.setMerchantApiRateLimit': ['SUPER_ADMIN', 'OPERATIONS'],
  'adminSystemHealth.getSystemHealth': ALL,
  'adminSystemHealth.getHealthHistory': ALL,
  'adminFeatureFlags.listFeatureFlags': ALL,
  'adminFeatureFlags.createFeatureFlag': SUPER,
  'adminFeatureFlags.updateFeatureFlag': SUPER,
  'adminFeatureFlags.deleteFeatureFlag': SUPER,
  // Each admin's own notifications.
  'adminNotifications.listAdminNotifications': ALL,
  'adminNotifications.adminNotificationUnreadCount': ALL,
  'adminNotifications.markAdminNotificationRead': ALL,
  'adminNotifications.markAllAdminNotificationsRead': ALL,
  'adminNotifications.getAdminNotificationPreferences': ALL,
  'adminNotifications.updateAdminNotificationPreferences': ALL,
  'adminNotifications.adminNotificationStream': ALL,
  'adminWebhooks.listAdminWebhookEndpoints': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminWebhooks.searchAdminWebhookDeliveries': ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT'],
  'adminWebhooks.replayAdminWebhookDelivery': ['SUPER_ADMIN', 'OPERATIONS'],
  'adminDisputes.openDispute': DISPUTES,
  'adminDisputes.listDisputes': DISPUTES_READ,
  'adminDisputes.getDisputeFigures': DISPUTES_READ,
  'adminDisputes.getDispute': DISPUTES_READ,
  'adminDisputes.decideDispute': DISPUTES,
  'adminDisputes.getDisputeFile': DISPUTES_READ,
  'adminPayouts.getPayoutsOverview': FINANCE,
  'adminPayouts.listPayouts': FINANCE,
  'adminPayouts.listPayoutRuns': FINANCE,
  'adminPayouts.runPayouts': FINANCE,
  'adminPayouts.startLedgerCheck': FINANCE,
  'adminPayouts.updatePayoutStatus': FINANCE,
  'adminPayouts.getSettlementFile': FINANCE,

  'adminCommission.listPartners': FINANCE,
  'adminCommission.createPartner': FINANCE,
  'adminCommission.updatePartner': FINANCE,
  'adminCommission.deletePartner': FINANCE,
  'adminCommission.getPartnerStatement': FINANCE,
  'adminCommission.listCommissionMerchants': FINANCE,
  'adminCommission.assignPartner': FINANCE,
  'adminCommission.listFeeOverrides': FINANCE,
  'adminCommission.createFeeOverride': FINANCE,
  'adminCommission.deleteFeeOverride': FINANCE,
  'adminCommission.getFeeRevenue': FINANCE,

  'adminCompliance.getComplianceSettings': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.updateComplianceSettings': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.listRetentionRuns': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.runRetention': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.listDataSubjectRequests': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.exportDataSubject': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.eraseDataSubject': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.exportAuditLogs': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.listKybReviews': ['SUPER_ADMIN', 'COMPLIANCE'],
  'adminCompliance.startKybReview': ['SUPER_ADMIN', 'COMPLIANCE'],
};

const adminEndpoints = allEndpoints().filter(({ endpoint }) => endpoint.auth === 'admin');

// No such record exists, so an allowed call ends in 400 or 404 and changes nothing.
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admins: Record<AdminRole, StaffSession>;

beforeAll(async () => {
  t = await createTestApp();
  admins = await adminsByRole(t, 'roles', { signIn: 'mint' });
});
afterAll(async () => t.close());

/**
 * A fresh session per call, minted directly (no password hashing), so a call that ends sessions
 * (logout, "sign out everywhere else") cannot spoil the next one.
 */
const tokenFor = (role: AdminRole): Promise<string> => mintAdminToken(t, admins[role]);

const sorted = (roles: readonly string[] | undefined) => [...(roles ?? [])].sort();

describe('admin roles', () => {
  it('the table names every admin endpoint, and each entry allows exactly the roles it lists', () => {
    expect(sorted(Object.keys(EXPECTED))).toEqual(sorted(adminEndpoints.map((e) => e.name)));
    for (const { name, endpoint } of adminEndpoints) expect(sorted(endpoint.roles), name).toEqual(sorted(EXPECTED[name]));
  });

  it('refuses a call with 403 FORBIDDEN_ROLE exactly when the caller’s role is not allowed', async () => {
    const outcomes: string[] = [];
    for (const { name, endpoint } of adminEndpoints) {
      const url = endpoint.path.replace(/:[A-Za-z0-9_]+/g, NO_SUCH_ID);
      // The five roles at once: each call has its own admin and session, so they cannot interfere.
      await Promise.all(
        ADMIN_ROLES.map(async (role) => {
          const res = await call(t.app, endpoint.method, url, { token: await tokenFor(role), stream: endpoint.produces?.includes('text/event-stream') });
          const refused = res.status === 403 && res.json?.code === 'FORBIDDEN_ROLE';
          const allowed = (EXPECTED[name] ?? []).includes(role);
          if (res.status === 401 || refused === allowed) {
            outcomes.push(`${name} as ${role}: expected ${allowed ? 'allowed' : 'FORBIDDEN_ROLE'}, got ${res.status} ${res.body.slice(0, 120)}`);
          }
        }),
      );
    }
    expect(outcomes).toEqual([]);
  });
});

describe('what a role may do with real requests', () => {
  it('a support admin reads lists but cannot change settings or a merchant’s status', async () => {
    const token = await tokenFor('SUPPORT');
    for (const url of [
      '/api/admin/merchants',
      '/api/admin/transactions',
      '/api/admin/verifications/pending',
      '/api/admin/contact-submissions',
      '/api/admin/settings',
    ]) {
      expect((await call(t.app, 'GET', url, { token })).status, url).toBe(200);
    }

    const settings = await call(t.app, 'PATCH', '/api/admin/settings', { token, body: { defaultFeePercent: 1 } });
    expect(settings.status).toBe(403);
    expect(settings.json.code).toBe('FORBIDDEN_ROLE');
    expect(settings.json.message).toContain('SUPPORT');

    const merchant = await signupTestMerchant(t.app);
    const status = await call(t.app, 'PATCH', `/api/admin/merchants/${merchant.merchantId}/status`, { token, body: { status: 'SUSPENDED' } });
    expect(status.status).toBe(403);
    expect(status.json.code).toBe('FORBIDDEN_ROLE');
    const [row] = await t.db.select({ status: merchants.status }).from(merchants).where(eq(merchants.id, merchant.merchantDbId));
    expect(row!.status).not.toBe('SUSPENDED');
  });

  it('finance changes the fee, but no other setting, and is told which field it may not change', async () => {
    const token = await tokenFor('FINANCE');
    const before = await t.db.select().from(platformSettings);

    for (const [body, field] of [
      [{ minTransactionAmount: 5 }, 'minTransactionAmount'],
      [{ maxTransactionAmount: 5000 }, 'maxTransactionAmount'],
      [{ defaultFeePercent: 1, autoApproveEnabled: true }, 'autoApproveEnabled'],
    ] as const) {
      const res = await call(t.app, 'PATCH', '/api/admin/settings', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.json).toMatchObject({ code: 'FORBIDDEN_ROLE', field });
      expect(res.json.message).toContain(field);
    }
    expect(await t.db.select().from(platformSettings)).toEqual(before);

    const fee = await call(t.app, 'PATCH', '/api/admin/settings', { token, body: { defaultFeePercent: 0.75 } });
    expect(fee.status).toBe(200);
    expect(fee.json.settings.defaultFeePercent).toBe(0.75);

    const superToken = await tokenFor('SUPER_ADMIN');
    const all = await call(t.app, 'PATCH', '/api/admin/settings', {
      token: superToken,
      body: { defaultFeePercent: 0.5, minTransactionAmount: 2, autoApproveEnabled: false },
    });
    expect(all.status).toBe(200);
  });

  it('tells the web app the signed-in admin’s role', async () => {
    for (const role of ADMIN_ROLES) {
      const me = await call(t.app, 'GET', '/api/admin/auth/me', { token: await tokenFor(role) });
      expect(me.json.admin).toMatchObject({ id: admins[role].id, role });
    }
  });
});
