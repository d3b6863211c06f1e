import { describe, expect, it } from 'vitest';
import { ADMIN_SECTION_GROUPS, ADMIN_SECTIONS, sectionForPath, sectionPath } from './admin-sections';

describe('admin sections', () => {
  // The issue says "20 items", but the spec names 21 (20 besides Dashboard); every named item is kept.
  it('are the 6 groups and the items docs/product-spec.md section 2 names, in order', () => {
    expect(ADMIN_SECTION_GROUPS.map((g) => [g.label, g.items.map((i) => i.title)])).toEqual([
      ['Overview', ['Dashboard']],
      ['Operations', ['Merchants', 'Business Verification', 'Transactions', 'Analytics', 'Email Merchants', 'Contact Submissions']],
      ['Security & Risk', ['Fraud & Risk', 'Disputes', 'Compliance']],
      ['Financial', ['Payouts', 'Commission', 'Invoicing']],
      ['Developer Tools', ['API Management', 'Sandbox', 'Webhooks']],
      ['Platform', ['System Health', 'Notifications', 'Feature Flags', 'Audit Logs', 'Settings']],
    ]);
    expect(new Set(ADMIN_SECTIONS.map((s) => s.slug)).size).toBe(21);
  });

  it('map paths to sections and back', () => {
    expect(sectionForPath('/admin')?.title).toBe('Dashboard');
    expect(sectionForPath('/admin/')?.title).toBe('Dashboard');
    expect(sectionForPath('/admin/merchants/')?.title).toBe('Merchants');
    expect(sectionForPath('/admin/nope')).toBeNull();
    for (const section of ADMIN_SECTIONS) expect(sectionForPath(sectionPath(section.slug))).toBe(section);
  });
});
