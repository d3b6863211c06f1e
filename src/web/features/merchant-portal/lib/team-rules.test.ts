import { describe, expect, it } from 'vitest';
import type { TeamMember } from '@contract/merchant-team';
import { PORTAL_TABS, tabPath, tabsFor } from '../components/portal-tabs';
import { canManageMember, grantableRoles } from './team-rules';

const member = (o: Partial<TeamMember>): TeamMember => ({
  id: 'u1',
  name: 'Sam Example',
  email: 'sam@example.test',
  role: 'DEVELOPER',
  createdAt: '2026-01-01T00:00:00.000Z',
  isYou: false,
  ...o,
});

describe('portal tabs', () => {
  it('shows Team, Payouts and Billing to owners and admins, the developer tools to developers too, Overview and Security to everyone', () => {
    expect(tabsFor('OWNER').map((t) => t.title)).toEqual(['Overview', 'Team', 'Developers', 'Sandbox', 'Payouts', 'Disputes', 'Billing', 'Security']);
    expect(tabsFor('ADMIN').map((t) => t.title)).toEqual(['Overview', 'Team', 'Developers', 'Sandbox', 'Payouts', 'Disputes', 'Billing', 'Security']);
    expect(tabsFor('DEVELOPER').map((t) => t.title)).toEqual(['Overview', 'Developers', 'Sandbox', 'Security']);
    expect(tabsFor('ANALYST').map((t) => t.title)).toEqual(['Overview', 'Security']);
  });

  it('gives each tab its own path below /merchant-portal', () => {
    expect(PORTAL_TABS.map((t) => tabPath(t.slug))).toEqual([
      '/merchant-portal',
      '/merchant-portal/team',
      '/merchant-portal/developers',
      '/merchant-portal/sandbox',
      '/merchant-portal/payouts',
      '/merchant-portal/disputes',
      '/merchant-portal/billing',
      '/merchant-portal/security',
    ]);
  });
});

describe('team rules in the portal', () => {
  it('offers the Owner role only to owners', () => {
    expect(grantableRoles('OWNER')).toEqual(['OWNER', 'ADMIN', 'DEVELOPER', 'ANALYST']);
    expect(grantableRoles('ADMIN')).toEqual(['ADMIN', 'DEVELOPER', 'ANALYST']);
  });

  it('lets an admin manage everyone but owners, an owner everyone, and nobody their own row', () => {
    expect(canManageMember('ADMIN', member({ role: 'ANALYST' }))).toBe(true);
    expect(canManageMember('ADMIN', member({ role: 'OWNER' }))).toBe(false);
    expect(canManageMember('OWNER', member({ role: 'OWNER' }))).toBe(true);
    expect(canManageMember('OWNER', member({ role: 'ADMIN', isYou: true }))).toBe(false);
  });
});
