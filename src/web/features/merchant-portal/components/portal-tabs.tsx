import { lazy, type ComponentType } from 'react';
import type { GatedFlagKey } from '@contract/feature-flags';
import type { MerchantRole } from '@contract/merchant-auth';
import { MERCHANT_CAN, roleAllowed } from '@contract/roles';
import { OverviewSection } from './overview-section';

export interface PortalTab {
  /** The path below /merchant-portal; '' is the overview. */
  slug: string;
  title: string;
  /** Roles that see the tab (MERCHANT_CAN); every role when absent. */
  roles?: readonly MerchantRole[];
  /** The feature flag that must be on for the merchant for the tab to show; none when absent. */
  flag?: GatedFlagKey;
  page: ComponentType;
}

/** Each tab but the overview is its own chunk, loaded when first opened. */
function tab<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

/** The portal's tabs, in order: one line each. */
export const PORTAL_TABS: readonly PortalTab[] = [
  { slug: '', title: 'Overview', page: OverviewSection },
  { slug: 'team', title: 'Team', roles: MERCHANT_CAN.manageAccount, page: tab(() => import('../pages/team-page'), 'TeamPage') },
  { slug: 'developers', title: 'Developers', roles: MERCHANT_CAN.manageKeys, page: tab(() => import('../pages/developers-page'), 'DevelopersPage') },
  {
    slug: 'sandbox',
    title: 'Sandbox',
    roles: MERCHANT_CAN.manageKeys,
    flag: 'portal-sandbox',
    page: tab(() => import('../pages/sandbox-page'), 'SandboxPage'),
  },
  { slug: 'payouts', title: 'Payouts', roles: MERCHANT_CAN.manageAccount, page: tab(() => import('../pages/payouts-page'), 'PayoutsPage') },
  { slug: 'disputes', title: 'Disputes', roles: MERCHANT_CAN.manageAccount, page: tab(() => import('../pages/disputes-page'), 'DisputesPage') },
  { slug: 'billing', title: 'Billing', roles: MERCHANT_CAN.manageAccount, page: tab(() => import('../pages/billing-page'), 'BillingPage') },
  { slug: 'security', title: 'Security', page: tab(() => import('../pages/security-page'), 'SecurityPage') },
];

export const PORTAL_BASE = '/merchant-portal';

export function tabPath(slug: string): string {
  return slug === '' ? PORTAL_BASE : `${PORTAL_BASE}/${slug}`;
}

/** A payment's detail page, below the tabs: every role that reads payments may open it. */
export const PAYMENT_ROUTE = 'payments/:paymentId';
export const PaymentDetailPage = tab(() => import('../pages/payment-detail-page'), 'PaymentDetailPage');

export function paymentPath(paymentId: string): string {
  return `${PORTAL_BASE}/payments/${encodeURIComponent(paymentId)}`;
}

/** Whether a tab's feature flag is on, given the merchant's flags (every flag counts as on when they are not given). */
export function tabFlagOn(tab: PortalTab, flags?: Readonly<Record<string, boolean>>): boolean {
  return tab.flag === undefined || flags === undefined || flags[tab.flag] === true;
}

/** The tabs a role sees; with the merchant's feature flags, without the tabs whose flag is off. */
export function tabsFor(role: MerchantRole, flags?: Readonly<Record<string, boolean>>): PortalTab[] {
  return PORTAL_TABS.filter((t) => roleAllowed(t.roles, role) && tabFlagOn(t, flags));
}
