import { describe, expect, it } from 'vitest';
import { buildRouteManifest, staticFileFor } from './route-manifest';
import { findRoute, isPublicPath } from './route-lookup';
import { routeTable } from './route-table';

const PUBLIC_PAGES = [
  '/features',
  '/pricing',
  '/api-docs',
  '/integrations',
  '/security',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/accessibility',
  '/complaints',
  '/about',
  '/newsroom',
  '/jobs',
  '/developers',
  '/partners',
  '/contact',
  '/blog',
  '/press',
];

describe('routes.json contract', () => {
  const manifest = buildRouteManifest(routeTable);

  it('maps the landing paths and all 18 public pages to prerendered files', () => {
    expect(Object.keys(manifest.static).sort()).toEqual(['/', '/smart-split', ...PUBLIC_PAGES].sort());
    expect(manifest.static['/']).toBe('pages/index.html');
    expect(manifest.static['/smart-split']).toBe('pages/smart-split.html');
    expect(manifest.static['/privacy-policy']).toBe('pages/privacy-policy.html');
  });

  it('lists the app paths, with /admin/* as a prefix, plus the not-found page and shell', () => {
    expect(manifest.app).toEqual([
      '/merchant-portal/reset-password',
      '/admin/reset-password',
      '/admin/mfa-enrolment',
      '/admin/accept-invite',
      '/merchant-portal/accept-invite',
      '/merchant',
      '/merchant-portal',
      '/merchant-portal/*',
      '/merchant-verification',
      '/admin/login',
      '/admin',
      '/admin/*',
      '/diagnostics',
    ]);
    expect(manifest.notFound).toBe('404.html');
    expect(manifest.shell).toBe('app.html');
  });

  it('names nested paths without slashes', () => {
    expect(staticFileFor('/a/b')).toBe('pages/a__b.html');
  });
});

describe('route lookup', () => {
  it('matches exact paths, the admin prefix and falls back to not-found', () => {
    expect(findRoute('/pricing').path).toBe('/pricing');
    expect(findRoute('/admin/login').path).toBe('/admin/login');
    expect(findRoute('/admin/merchants').path).toBe('/admin');
    expect(findRoute('/admin/reset-password').path).toBe('/admin/reset-password');
    expect(findRoute('/admin/accept-invite').path).toBe('/admin/accept-invite');
    expect(findRoute('/admin/mfa-enrolment').path).toBe('/admin/mfa-enrolment');
    expect(findRoute('/merchant-portal/reset-password').path).toBe('/merchant-portal/reset-password');
    expect(findRoute('/merchant-portal/accept-invite').path).toBe('/merchant-portal/accept-invite');
    expect(findRoute('/merchant-portal/team').path).toBe('/merchant-portal');
    expect(findRoute('/Pricing').kind).toBe('not-found');
    expect(findRoute('/diagnostics/extra').kind).toBe('not-found');
  });

  it('treats only the landing and public pages as public', () => {
    for (const path of ['/', '/smart-split', ...PUBLIC_PAGES]) expect(isPublicPath(path)).toBe(true);
    for (const path of ['/merchant', '/admin', '/admin/login', '/diagnostics', '/nope']) expect(isPublicPath(path)).toBe(false);
  });

  it('gives every public page its own title and description', () => {
    const publicRoutes = routeTable.filter((route) => route.kind === 'public');
    const distinct = new Set(publicRoutes.filter((route) => route.path !== '/smart-split').map((route) => route.title));
    expect(distinct.size).toBe(publicRoutes.length - 1);
    for (const route of publicRoutes) expect(route.description.length).toBeGreaterThan(40);
  });
});
