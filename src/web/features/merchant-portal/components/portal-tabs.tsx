import { lazy, type ComponentType } from 'react';
import type { MerchantRole } from '@contract/merchant-auth';
import { MERCHANT_CAN, roleAllowed } from '@contract/roles';
import { OverviewSection } from './overview-section';

export interface PortalTab {
  /** The path below /merchant-portal; '' is the overview. */
  slug: string;
  title: string;
  /** Roles that see the tab (MERCHANT_CAN); every role when absent. */
  roles?: readonly MerchantRole[];
  page: ComponentType;
}

/** Each tab but the overview is its own chunk, loaded when first opened. */
function tab<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}

/** The portal's tabs, in order: one line each. */
export const PORTAL_TABS: readonly PortalTab[] = [
  { slug: '', title: 'Overview', page: OverviewSection },
  { slug: 'payouts', title: 'Payouts', roles: MERCHANT_CAN.manageAccount, page: tab(() => import('../pages/payouts-page'), 'PayoutsPage') },
  { slug: 'team', title: 'Team', roles: MERCHANT_CAN.manageAccount, page: tab(() => import('../pages/team-page'), 'TeamPage') },
  { slug: 'developers', title: 'Developers', roles: MERCHANT_CAN.manageKeys, page: tab(() => import('../pages/developers-page'), 'DevelopersPage') },
  { slug: 'sandbox', title: 'Sandbox', roles: MERCHANT_CAN.manageKeys, page: tab(() => import('../pages/sandbox-page'), 'SandboxPage') },
  { slug: 'security', title: 'Security', page: tab(() => import('../pages/security-page'), 'SecurityPage') },
];

export const PORTAL_BASE = '/merchant-portal';

export function tabPath(slug: string): string {
  return slug === '' ? PORTAL_BASE : `${PORTAL_BASE}/${slug}`;
}

/** The tabs a role sees. */
export function tabsFor(role: MerchantRole): PortalTab[] {
  return PORTAL_TABS.filter((t) => roleAllowed(t.roles, role));
}
