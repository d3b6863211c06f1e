/**
 * Sections that a later issue builds. Until then each says what it will hold, with no figures
 * and no buttons that do nothing (the spec's originals were illustrative; ours show only stored data).
 */
export const UPCOMING_SECTIONS: Record<string, { holds: string; meanwhile?: { text: string; to: string; linkText: string } }> = {
  disputes: { holds: 'Chargebacks and payment disputes raised against merchants, with their evidence, deadlines and outcomes.' },
  compliance: {
    holds: 'Compliance checks on merchants, such as sanctions and watch-list screening and periodic reviews, with their results.',
    meanwhile: { text: 'Business verification documents are reviewed under', to: '/admin/verification', linkText: 'Business Verification' },
  },
  invoicing: { holds: 'Invoices issued to merchants for platform fees, with their due dates and payment status.' },
  'api-management': {
    holds: "Every merchant's API keys across the platform, with their usage and the ability to revoke a compromised key.",
    meanwhile: { text: "A merchant's key prefixes, creation and last-use times are shown in its details under", to: '/admin/merchants', linkText: 'Merchants' },
  },
  sandbox: { holds: 'A place for staff to try the payment API in test mode against a chosen merchant.' },
  webhooks: { holds: 'Webhook endpoints merchants register for payment events, and the delivery history of each event.' },
  'system-health': {
    holds: 'Service health over time: response times, error rates, database and email delivery status.',
    meanwhile: { text: 'The header badge shows the live health check; its raw answer is on the', to: '/diagnostics', linkText: 'diagnostics page' },
  },
  notifications: { holds: 'Alerts for staff, such as new verification submissions or unusual decline rates, and who receives them.' },
  'feature-flags': { holds: 'Switches that turn product features on or off for all merchants or for chosen ones.' },
};
