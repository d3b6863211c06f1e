import { describe, expect, it } from 'vitest';
import { PORTAL_TABS, tabFlagOn, tabsFor } from '../components/portal-tabs';

describe('portal tabs and feature flags', () => {
  it('hides the Sandbox tab while portal-sandbox is off for the merchant, and shows it when on', () => {
    expect(tabsFor('OWNER', { 'portal-sandbox': false }).map((t) => t.title)).toEqual([
      'Overview',
      'Team',
      'Developers',
      'Payouts',
      'Disputes',
      'Billing',
      'Security',
    ]);
    expect(tabsFor('OWNER', {}).map((t) => t.title)).not.toContain('Sandbox');
    expect(tabsFor('DEVELOPER', { 'portal-sandbox': true }).map((t) => t.title)).toEqual(['Overview', 'Developers', 'Sandbox', 'Security']);
    // A role that may not open it does not see it, flag or not.
    expect(tabsFor('ANALYST', { 'portal-sandbox': true }).map((t) => t.title)).toEqual(['Overview', 'Security']);
  });

  it('gates only the Sandbox tab', () => {
    expect(PORTAL_TABS.filter((t) => t.flag).map((t) => [t.slug, t.flag])).toEqual([['sandbox', 'portal-sandbox']]);
    for (const t of PORTAL_TABS.filter((x) => !x.flag)) expect(tabFlagOn(t, {})).toBe(true);
  });
});
