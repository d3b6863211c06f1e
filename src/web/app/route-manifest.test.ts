import { beforeAll, describe, expect, it } from 'vitest';
import { buildRouteManifest, listPublicPages, staticFileFor, type RouteManifest } from './route-manifest';
import { findRoute, isPublicPath } from './route-lookup';
import { routeTable, type PublicPage, type RouteEntry } from './route-table';

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

/** The API reference's group pages come from the OpenAPI document at build time; here, two stand in for them. */
const GROUP_PAGES: PublicPage[] = [
  { path: '/api-docs/payments', title: 'Payments API reference | SmartSplit', description: 'Payments.' },
  { path: '/api-docs/payment-lifecycle', title: 'Payment lifecycle API reference | SmartSplit', description: 'Lifecycle.' },
];

function withFamilyPages(pages: PublicPage[]): RouteEntry[] {
  return routeTable.map((route) => (route.kind === 'public-family' ? { ...route, pages: () => Promise.resolve(pages) } : route));
}

describe('routes.json contract', () => {
  let publicPages: PublicPage[];
  let manifest: RouteManifest;
  beforeAll(async () => {
    publicPages = await listPublicPages(withFamilyPages(GROUP_PAGES));
    manifest = buildRouteManifest(routeTable, publicPages);
  });

  it('maps the landing paths, all 18 public pages and each API reference group page to prerendered files', () => {
    expect(Object.keys(manifest.static).sort()).toEqual(['/', '/smart-split', ...PUBLIC_PAGES, ...GROUP_PAGES.map((page) => page.path)].sort());
    expect(manifest.static['/']).toBe('pages/index.html');
    expect(manifest.static['/smart-split']).toBe('pages/smart-split.html');
    expect(manifest.static['/privacy-policy']).toBe('pages/privacy-policy.html');
    expect(manifest.static['/api-docs/payment-lifecycle']).toBe('pages/api-docs__payment-lifecycle.html');
  });

  it('lists the group pages right after the overview, with the head tags their list gives', () => {
    const paths = publicPages.map((page) => page.path);
    expect(paths.slice(paths.indexOf('/api-docs'), paths.indexOf('/api-docs') + 3)).toEqual(['/api-docs', '/api-docs/payments', '/api-docs/payment-lifecycle']);
    expect(publicPages.find((page) => page.path === '/api-docs/payments')).toEqual(GROUP_PAGES[0]);
    expect(publicPages.find((page) => page.path === '/smart-split')?.canonicalPath).toBe('/');
  });

  it('refuses a family page outside the family’s path, and a path claimed twice', async () => {
    await expect(listPublicPages(withFamilyPages([{ path: '/api-docs/a/b', title: 'T', description: 'D' }]))).rejects.toThrow(
      /not a path of \/api-docs\/:group/,
    );
    await expect(listPublicPages(withFamilyPages([...GROUP_PAGES, GROUP_PAGES[0]!]))).rejects.toThrow(/Two public pages claim \/api-docs\/payments/);
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
    expect(findRoute('/api-docs/payments').path).toBe('/api-docs/:group');
    expect(findRoute('/api-docs/payments/more').kind).toBe('not-found');
  });

  it('treats only the landing and public pages as public, the API reference’s group pages included', () => {
    for (const path of ['/', '/smart-split', ...PUBLIC_PAGES, '/api-docs/payments']) expect(isPublicPath(path)).toBe(true);
    for (const path of ['/merchant', '/admin', '/admin/login', '/diagnostics', '/nope', '/api-docs/a/b']) expect(isPublicPath(path)).toBe(false);
  });

  it('gives every public page its own title and description', () => {
    const publicRoutes = routeTable.filter((route) => route.kind === 'public');
    const distinct = new Set(publicRoutes.filter((route) => route.path !== '/smart-split').map((route) => route.title));
    expect(distinct.size).toBe(publicRoutes.length - 1);
    for (const route of publicRoutes) expect(route.description.length).toBeGreaterThan(40);
  });
});
