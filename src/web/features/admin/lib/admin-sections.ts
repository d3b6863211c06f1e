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

export function sectionPath(slug: string): string {
  return slug === '' ? '/admin' : `/admin/${slug}`;
}

/** The section a location shows, or null for an unknown /admin/... path. Trailing slashes are ignored. */
export function sectionForPath(pathname: string): AdminSection | null {
  const rest = pathname.replace(/^\/admin/, '').replace(/^\/+|\/+$/g, '');
  return ADMIN_SECTIONS.find((section) => section.slug === rest) ?? null;
}

