import type { LucideIcon } from 'lucide-react';
import {
  Activity,
  BarChart3,
  Bell,
  Building2,
  CreditCard,
  FileCheck2,
  FileText,
  FlaskConical,
  Flag,
  HandCoins,
  Inbox,
  KeyRound,
  LayoutDashboard,
  Mail,
  Percent,
  Receipt,
  ScrollText,
  Settings,
  ShieldAlert,
  ShieldCheck,
  Webhook,
} from 'lucide-react';
import type { EndpointDefinition } from '@contract/endpoint';
import { getApiUsage, listAdminApiKeys, listAdminRequestLog } from '@contract/endpoints/admin-api-management';
import { listCampaigns } from '@contract/endpoints/admin-email';
import { getFeeRevenue, listCommissionMerchants, listFeeOverrides, listPartners } from '@contract/endpoints/admin-commission';
import { getComplianceSettings, listDataSubjectRequests, listKybReviews, listRetentionRuns } from '@contract/endpoints/admin-compliance';
import { listFeatureFlags } from '@contract/endpoints/admin-feature-flags';
import { listMerchants } from '@contract/endpoints/admin-merchants';
import { getAdminNotificationPreferences, listAdminNotifications } from '@contract/endpoints/admin-notifications';
import { getPayoutsOverview, listPayoutRuns, listPayouts } from '@contract/endpoints/admin-payouts';
import { getDisputeFigures, listDisputes } from '@contract/endpoints/admin-disputes';
import { getAnalytics, getDailyStats, getStats, listAuditLogs, listContactSubmissions, listTransactions } from '@contract/endpoints/admin-reports';
import { getRiskSummary, listBlockedBins } from '@contract/endpoints/admin-risk';
import { getSettings, getSystemInfo } from '@contract/endpoints/admin-settings';
import { adminSimulatePayment } from '@contract/endpoints/admin-sandbox';
import { listInvoices } from '@contract/endpoints/admin-invoices';
import { getHealthHistory, getSystemHealth } from '@contract/endpoints/admin-system-health';
import { listPendingVerifications } from '@contract/endpoints/admin-verifications';
import { listAdminWebhookEndpoints } from '@contract/endpoints/admin-webhooks';
import { ADMIN_ROLES, roleAllowed, type AdminRole } from '@contract/roles';

export interface AdminSection {
  /** The path below /admin; '' is the dashboard itself. */
  slug: string;
  title: string;
  icon: LucideIcon;
}

export interface AdminSectionGroup {
  label: string;
  items: readonly AdminSection[];
}

/**
 * The sidebar, exactly as docs/product-spec.md section 2 lists it: 6 groups. The issue counts "20 items"; the spec
 * names 21 (Dashboard plus 20 sections), and all of them are here.
 */
export const ADMIN_SECTION_GROUPS: readonly AdminSectionGroup[] = [
  { label: 'Overview', items: [{ slug: '', title: 'Dashboard', icon: LayoutDashboard }] },
  {
    label: 'Operations',
    items: [
      { slug: 'merchants', title: 'Merchants', icon: Building2 },
      { slug: 'verification', title: 'Business Verification', icon: FileCheck2 },
      { slug: 'transactions', title: 'Transactions', icon: CreditCard },
      { slug: 'analytics', title: 'Analytics', icon: BarChart3 },
      { slug: 'email-merchants', title: 'Email Merchants', icon: Mail },
      { slug: 'contact-submissions', title: 'Contact Submissions', icon: Inbox },
    ],
  },
  {
    label: 'Security & Risk',
    items: [
      { slug: 'fraud-risk', title: 'Fraud & Risk', icon: ShieldAlert },
      { slug: 'disputes', title: 'Disputes', icon: HandCoins },
      { slug: 'compliance', title: 'Compliance', icon: ShieldCheck },
    ],
  },
  {
    label: 'Financial',
    items: [
      { slug: 'payouts', title: 'Payouts', icon: Receipt },
      { slug: 'commission', title: 'Commission', icon: Percent },
      { slug: 'invoicing', title: 'Invoicing', icon: FileText },
    ],
  },
  {
    label: 'Developer Tools',
    items: [
      { slug: 'api-management', title: 'API Management', icon: KeyRound },
      { slug: 'sandbox', title: 'Sandbox', icon: FlaskConical },
      { slug: 'webhooks', title: 'Webhooks', icon: Webhook },
    ],
  },
  {
    label: 'Platform',
    items: [
      { slug: 'system-health', title: 'System Health', icon: Activity },
      { slug: 'notifications', title: 'Notifications', icon: Bell },
      { slug: 'feature-flags', title: 'Feature Flags', icon: Flag },
      { slug: 'audit-logs', title: 'Audit Logs', icon: ScrollText },
      { slug: 'settings', title: 'Settings', icon: Settings },
    ],
  },
];

export const ADMIN_SECTIONS: readonly AdminSection[] = ADMIN_SECTION_GROUPS.flatMap((group) => group.items);

/**
 * The endpoints each built section loads when it opens. A section is shown to the roles that every
 * one of them allows (their `roles` in the contract), so the sidebar and the server follow one rule.
 */
export const SECTION_LOADS: Readonly<Record<string, readonly EndpointDefinition[]>> = {
  '': [getStats, getDailyStats],
  merchants: [listMerchants],
  verification: [listPendingVerifications],
  transactions: [listTransactions],
  analytics: [getAnalytics],
  'email-merchants': [listMerchants, listCampaigns],
  'contact-submissions': [listContactSubmissions],
  'fraud-risk': [getRiskSummary, listBlockedBins],
  'feature-flags': [listFeatureFlags],
  'audit-logs': [listAuditLogs],
  notifications: [listAdminNotifications, getAdminNotificationPreferences],
  settings: [getSettings, getSystemInfo],
  // It loads nothing on open; listing the one call it makes gives it that call's roles.
  sandbox: [adminSimulatePayment],
  invoicing: [listInvoices],
  'api-management': [listAdminApiKeys, getApiUsage, listAdminRequestLog],
  'system-health': [getSystemHealth, getHealthHistory],
  webhooks: [listAdminWebhookEndpoints],
  payouts: [getPayoutsOverview, listPayoutRuns, listPayouts],
  commission: [listPartners, listCommissionMerchants, listFeeOverrides, getFeeRevenue],
  compliance: [listKybReviews, getComplianceSettings, listRetentionRuns, listDataSubjectRequests],
  disputes: [getDisputeFigures, listDisputes],
};

/**
 * Sections not built yet load nothing, so who will use each follows the staff roles
 * (src/contract/roles.ts). Every section is built now; a new one starts here until it loads data.
 */
export const UPCOMING_SECTION_ROLES: Readonly<Record<string, readonly AdminRole[]>> = {};

/** The roles that may open a section; none for an unknown slug. */
export function sectionRoles(slug: string): readonly AdminRole[] {
  const loads = SECTION_LOADS[slug];
  if (loads) return ADMIN_ROLES.filter((role) => loads.every((endpoint) => roleAllowed(endpoint.roles, role)));
  return UPCOMING_SECTION_ROLES[slug] ?? [];
}

/** Whether the role may open the section. Before the role is known, only sections every role may open. */
export function canOpenSection(slug: string, role: AdminRole | null): boolean {
  const roles = sectionRoles(slug);
  return role === null ? roles.length === ADMIN_ROLES.length : roles.includes(role);
}

/** The sidebar for a role: each group with the sections it may open, and no empty groups. */
export function sectionGroupsFor(role: AdminRole | null): AdminSectionGroup[] {
  return ADMIN_SECTION_GROUPS.map((group) => ({ ...group, items: group.items.filter((item) => canOpenSection(item.slug, role)) })).filter(
    (group) => group.items.length > 0,
  );
}

export function sectionPath(slug: string): string {
  return slug === '' ? '/admin' : `/admin/${slug}`;
}

/** The section a location shows, or null for an unknown /admin/... path. Trailing slashes are ignored. */
export function sectionForPath(pathname: string): AdminSection | null {
  const rest = pathname.replace(/^\/admin/, '').replace(/^\/+|\/+$/g, '');
  return ADMIN_SECTIONS.find((section) => section.slug === rest) ?? null;
}
