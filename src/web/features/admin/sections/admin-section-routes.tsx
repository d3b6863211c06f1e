import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router';
import { EmptyState } from '../components/empty-state';
import type { AdminRole } from '@contract/roles';
import { ADMIN_SECTIONS, canOpenSection } from '../lib/admin-sections';
import { SectionNotAllowed } from './section-not-allowed';
import { UpcomingSection } from './upcoming/upcoming-section';

/** Each section is its own chunk, so charting code (recharts) loads only for the sections that draw charts. */
function section<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const DashboardSection = section(() => import('./dashboard/dashboard-section'), 'DashboardSection');
const BUILT: Record<string, ComponentType> = {
  merchants: section(() => import('./merchants/merchants-section'), 'MerchantsSection'),
  verification: section(() => import('./verification/verification-section'), 'VerificationSection'),
  transactions: section(() => import('./transactions/transactions-section'), 'TransactionsSection'),
  analytics: section(() => import('./analytics/analytics-section'), 'AnalyticsSection'),
  'email-merchants': section(() => import('./email-merchants/email-merchants-section'), 'EmailMerchantsSection'),
  'contact-submissions': section(() => import('./contact/contact-submissions-section'), 'ContactSubmissionsSection'),
  'fraud-risk': section(() => import('./risk/fraud-risk-section'), 'FraudRiskSection'),
  'feature-flags': section(() => import('./feature-flags/feature-flags-section'), 'FeatureFlagsSection'),
  'audit-logs': section(() => import('./audit/audit-logs-section'), 'AuditLogsSection'),
  sandbox: section(() => import('./sandbox/sandbox-section'), 'SandboxSection'),
  notifications: section(() => import('./notifications/notifications-section'), 'NotificationsSection'),
  settings: section(() => import('./settings/settings-section'), 'SettingsSection'),
  invoicing: section(() => import('./invoicing/invoicing-section'), 'InvoicingSection'),
  'api-management': section(() => import('./api-management/api-management-section'), 'ApiManagementSection'),
  'system-health': section(() => import('./system-health/system-health-section'), 'SystemHealthSection'),
  webhooks: section(() => import('./webhooks/webhooks-section'), 'WebhooksSection'),
  payouts: section(() => import('./payouts/payouts-section'), 'PayoutsSection'),
  commission: section(() => import('./commission/commission-section'), 'CommissionSection'),
  compliance: section(() => import('./compliance/compliance-section'), 'ComplianceSection'),
  disputes: section(() => import('./disputes/disputes-section'), 'DisputesSection'),
};

function Loading(): ReactNode {
  return (
    <p role="status" className="py-6 text-sm text-muted-foreground">
      Loading…
    </p>
  );
}

/**
 * Each section has its own linkable path below /admin (the route table answers every /admin/* path).
 * A section the role may not open says so instead of loading (lib/admin-sections.ts).
 */
export function AdminSectionRoutes({ role }: { role: AdminRole | null }) {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<DashboardSection />} />
        {ADMIN_SECTIONS.filter((s) => s.slug !== '').map((s) => {
          const Section = BUILT[s.slug];
          const element = !canOpenSection(s.slug, role) ? (
            <SectionNotAllowed slug={s.slug} title={s.title} role={role} />
          ) : Section ? (
            <Section />
          ) : (
            <UpcomingSection slug={s.slug} title={s.title} />
          );
          return <Route key={s.slug} path={s.slug} element={element} />;
        })}
        <Route
          path="*"
          element={
            <EmptyState title="There is no admin section at this address">
              <Link className="font-medium text-primary underline underline-offset-4" to="/admin">
                Go to the dashboard
              </Link>
            </EmptyState>
          }
        />
      </Routes>
    </Suspense>
  );
}
