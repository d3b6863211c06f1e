import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@contract/api';
import type { EndpointDefinition } from '@contract/endpoint';
import type { MerchantRole } from '@contract/merchant-auth';
import { signupTestMerchant } from './support/factories';
import { call } from './support/helpers';
import { addMember, login } from './support/team-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Every merchant-session endpoint against every team role. The expected table is written out
 * here, not read from the contract, so a role list changed by mistake in the contract fails this
 * test; and the table must name every merchantUser endpoint there is.
 */

const EVERYONE: readonly MerchantRole[] = ['OWNER', 'ADMIN', 'DEVELOPER', 'ANALYST'];
const KEYS: readonly MerchantRole[] = ['OWNER', 'ADMIN', 'DEVELOPER'];
const ACCOUNT: readonly MerchantRole[] = ['OWNER', 'ADMIN'];

const EXPECTED: Record<string, readonly MerchantRole[]> = {
  'merchantAccount.merchantMe': EVERYONE,
  'merchantAccount.merchantLogout': EVERYONE,
  'merchantVerification.getVerification': EVERYONE,
  'merchantVerification.getKybReview': EVERYONE,
  'merchantVerification.submitVerificationDetails': ACCOUNT,
  'merchantVerification.uploadVerificationDocument': ACCOUNT,
  'merchantVerification.finalizeVerification': ACCOUNT,
  'merchantApiKeys.listApiKeys': KEYS,
  'merchantApiKeys.createApiKey': KEYS,
  'merchantApiKeys.revokeApiKey': KEYS,
  'merchantRequestLog.listRequestLog': KEYS,
  'merchantRequestLog.getRequestLogEntry': KEYS,
  'merchantFeatureFlags.merchantFeatureFlags': EVERYONE,
  'merchantEvents.listEvents': KEYS,
  'merchantEvents.getEvent': KEYS,
  'merchantWebhooks.listWebhookEndpoints': KEYS,
  'merchantWebhooks.createWebhookEndpoint': KEYS,
  'merchantWebhooks.updateWebhookEndpoint': KEYS,
  'merchantWebhooks.deleteWebhookEndpoint': KEYS,
  'merchantWebhooks.rollWebhookSecret': KEYS,
  'merchantWebhooks.sendTestWebhook': KEYS,
  'merchantWebhooks.listWebhookDeliveries': KEYS,
  'merchantWebhooks.replayWebhookDelivery': KEYS,
  'merchantTeam.getTeam': ACCOUNT,
  'merchantTeam.inviteTeamMember': ACCOUNT,
  'merchantTeam.revokeTeamInvitation': ACCOUNT,
  'merchantTeam.changeTeamMemberRole': ACCOUNT,
  'merchantTeam.removeTeamMember': ACCOUNT,
  'merchantBilling.listMyInvoices': ACCOUNT,
  'merchantBilling.getMyInvoicePdf': ACCOUNT,
  'payments.listPortalTransactions': EVERYONE,
  'sandbox.simulatePayment': KEYS,
  // The payment lifecycle (docs/decisions/0033): everyone reads, owners and admins act.
  'paymentLifecycle.getPayment': EVERYONE,
  'paymentLifecycle.previewRefund': EVERYONE,
  'paymentLifecycle.listPaymentRefunds': EVERYONE,
  'paymentLifecycle.listRefunds': EVERYONE,
  'paymentLifecycle.getRefund': EVERYONE,
  'paymentLifecycle.reportLegAuthorisation': ACCOUNT,
  'paymentLifecycle.capturePayment': ACCOUNT,
  'paymentLifecycle.cancelPayment': ACCOUNT,
  'paymentLifecycle.createRefund': ACCOUNT,
  'paymentLifecycle.reportRefundLegResult': ACCOUNT,
  'merchantDisputes.listMyDisputes': ACCOUNT,
  'merchantDisputes.getMyDispute': ACCOUNT,
  'merchantDisputes.saveDisputeEvidence': ACCOUNT,
  'merchantDisputes.uploadDisputeFile': ACCOUNT,
  'merchantDisputes.removeDisputeFile': ACCOUNT,
  'merchantDisputes.submitDispute': ACCOUNT,
  'merchantDisputes.acceptDispute': ACCOUNT,
  'merchantPayouts.getBalance': ACCOUNT,
  'merchantPayouts.listMyPayouts': ACCOUNT,
  'merchantPayouts.getMyPayout': ACCOUNT,
  'merchantPayouts.getPayoutStatement': ACCOUNT,
  // Each person's own sign-in settings.
  'merchantSecurity.changeMerchantPassword': EVERYONE,
  'merchantSecurity.listMerchantSessions': EVERYONE,
  'merchantSecurity.revokeMerchantSession': EVERYONE,
  'merchantSecurity.revokeOtherMerchantSessions': EVERYONE,
  'mfa.merchantMfaStatus': EVERYONE,
  'mfa.merchantMfaSetup': EVERYONE,
  'mfa.merchantMfaEnable': EVERYONE,
  'mfa.merchantMfaDisable': EVERYONE,
  // Each user's own notifications.
  'merchantNotifications.listMerchantNotifications': EVERYONE,
  'merchantNotifications.merchantNotificationUnreadCount': EVERYONE,
  'merchantNotifications.markMerchantNotificationRead': EVERYONE,
  'merchantNotifications.markAllMerchantNotificationsRead': EVERYONE,
  'merchantNotifications.getMerchantNotificationPreferences': EVERYONE,
  'merchantNotifications.updateMerchantNotificationPreferences': EVERYONE,
  'merchantNotifications.merchantNotificationStream': EVERYONE,
};

const merchantUserEndpoints = allEndpoints().filter(({ endpoint }) => endpoint.auth === 'merchantUser' || endpoint.auth === 'merchantUserOrApiKey');

let t: TestApp;
const emails = {} as Record<MerchantRole, string>;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await signupTestMerchant(t.app);
  emails.OWNER = owner.email;
  for (const role of ['ADMIN', 'DEVELOPER', 'ANALYST'] as const) emails[role] = (await addMember(t.app, owner, role)).email;
});
afterAll(async () => t?.close());

/**
 * One call with harmless input: path ids that name nothing and an empty body. The role check runs
 * before validation, so a refused role gets 403 whatever the input; an allowed one gets past it
 * (to 200, 400, 404 or 415, never FORBIDDEN_ROLE).
 */
async function callAs(role: MerchantRole, endpoint: EndpointDefinition) {
  // A session of its own for each call: logout and "sign out other sessions" must not end the next call's.
  const token = await login(t.app, emails[role]);
  const url = endpoint.path.replace(/:[A-Za-z0-9_]+/g, () => randomUUID());
  return call(t.app, endpoint.method, url, {
    token,
    stream: endpoint.produces?.includes('text/event-stream'),
    ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { body: {} }),
  });
}

describe('merchant roles on every merchantUser endpoint', () => {
  it('the table names every merchantUser endpoint of the contract, and nothing else', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(merchantUserEndpoints.map(({ name }) => name).sort());
  });

  for (const { name, endpoint } of merchantUserEndpoints) {
    for (const role of EVERYONE) {
      const allowed = EXPECTED[name]?.includes(role) ?? false;
      it(`${name} (${endpoint.method} ${endpoint.path}) as ${role}: ${allowed ? 'allowed' : '403 FORBIDDEN_ROLE'}`, async () => {
        const res = await callAs(role, endpoint);
        if (allowed) {
          expect(res.status, res.body).not.toBe(401);
          expect(res.json?.code, res.body).not.toBe('FORBIDDEN_ROLE');
        } else {
          expect(res.status, res.body).toBe(403);
          expect(res.json.code).toBe('FORBIDDEN_ROLE');
        }
      });
    }
  }
});
