import { NotFoundPage } from '../features/system/not-found-page';
import { eagerPage, type LazyPage } from './lazy-page';
import { page } from './page-modules';

/**
 * Every path the web app answers, in one place (docs/product-spec.md section 2). The router, the prerender
 * step, the server's routes.json, the sitemap and the start-up token check are all derived from it.
 *
 * - public: prerendered to static HTML at build time, with islands for its interactive parts; no session involved.
 * - public-family: public pages under one path with parameters, one for each entry its list gives at build time.
 * - app: client-only screens inside the SPA shell, behind the lazily loaded app providers.
 */
export type FooterGroup = 'Product' | 'Developers' | 'Company' | 'Legal';

/** What one prerendered public page carries in its head. */
export interface PublicPage {
  path: string;
  title: string;
  description: string;
  /** Where search engines should index this content, when another path owns it. */
  canonicalPath?: string;
}

export interface PublicRoute extends PublicPage {
  kind: 'public';
  /** Link text in the site footer; the landing aliases leave it out. */
  navLabel?: string;
  footerGroup?: FooterGroup;
  page: LazyPage;
}

/**
 * Public pages under one path with parameters, e.g. /api-docs/:group. `pages` lists them at build
 * time from data this table must not import (the app's browser bundle holds the table): the
 * prerender writes each one, and routes.json and the sitemap name each one, so any other value of
 * the parameters is the normal 404. The page renders its own head tags from the same data.
 */
export interface PublicFamilyRoute {
  kind: 'public-family';
  path: string;
  pages: () => Promise<PublicPage[]>;
  page: LazyPage;
}

export interface AppRoute {
  kind: 'app';
  path: string;
  title: string;
  /** Also answers every path below this one (the server serves the shell for them). */
  withSubpaths?: boolean;
  page: LazyPage;
}

export interface NotFoundRoute {
  kind: 'not-found';
  path: '*';
  title: string;
  page: LazyPage;
}

export type RouteEntry = PublicRoute | PublicFamilyRoute | AppRoute | NotFoundRoute;

const landing = page('marketing/landing-page');
const landingTitle = 'SmartSplit: split-payment optimisation that maximises card rewards';
const landingDescription =
  'SmartSplit splits one card payment across a customer’s cards to earn the most rewards, for payment gateways and enterprise partners.';
const merchantPortal = page('merchant-portal/merchant-portal-page');

function info(path: `/${string}`, navLabel: string, footerGroup: FooterGroup, title: string, description: string): PublicRoute {
  return { kind: 'public', path, navLabel, footerGroup, title: `${title} | SmartSplit`, description, page: page(`marketing${path}-page`) };
}

export const routeTable: readonly RouteEntry[] = [
  { kind: 'public', path: '/', title: landingTitle, description: landingDescription, page: landing },
  { kind: 'public', path: '/smart-split', title: landingTitle, description: landingDescription, canonicalPath: '/', page: landing },
  info(
    '/features',
    'Features',
    'Product',
    'Features',
    'How SmartSplit assesses card viability, distributes a payment across a customer’s cards and optimises the rewards earned.',
  ),
  info(
    '/pricing',
    'Pricing',
    'Product',
    'Pricing',
    'How SmartSplit’s revenue-sharing model and per-transaction fee work for payment gateways and enterprise partners.',
  ),
  info('/integrations', 'Integrations', 'Product', 'Integrations', 'How SmartSplit connects to payment gateways, checkouts and enterprise payment stacks.'),
  info(
    '/security',
    'Security',
    'Product',
    'Security',
    'How SmartSplit protects payments, with zero customer data retention, encryption and strict access controls.',
  ),
  info(
    '/developers',
    'Developers',
    'Developers',
    'Developers',
    'Start building with SmartSplit: test-mode API keys, testing your integration and going live after business verification.',
  ),
  info(
    '/api-docs',
    'API documentation',
    'Developers',
    'API documentation',
    'The SmartSplit API reference: base URL, API keys, the error body, the life of a payment and every endpoint, group by group.',
  ),
  {
    kind: 'public-family',
    path: '/api-docs/:group',
    // One page per group of endpoints in the API reference, which the server's OpenAPI document gives at build time.
    pages: () => import('../features/marketing/api-docs/reference-data').then((reference) => reference.apiGroupPages()),
    page: page('marketing/api-docs-group-page'),
  },
  info(
    '/about',
    'About us',
    'Company',
    'About us',
    'SmartSplit’s mission to make every card payment earn the best rewards, and our focus on enterprise partners.',
  ),
  info('/partners', 'Partners', 'Company', 'Partners', 'Partnership programmes for payment gateways, technology providers and licensing partners.'),
  info('/newsroom', 'Newsroom', 'Company', 'Newsroom', 'Announcements and company news from SmartSplit.'),
  info('/press', 'Press', 'Company', 'Press', 'Press resources, brand assets and media contacts for SmartSplit.'),
  info('/blog', 'Blog', 'Company', 'Blog', 'Articles on payments, card rewards and split-payment technology from the SmartSplit team.'),
  info('/jobs', 'Jobs', 'Company', 'Jobs', 'Open roles at SmartSplit and what it is like to work with us.'),
  info('/contact', 'Contact us', 'Company', 'Contact us', 'Talk to SmartSplit about a gateway partnership, technical integration or technology licensing.'),
  info(
    '/privacy-policy',
    'Privacy policy',
    'Legal',
    'Privacy policy',
    'What personal data SmartSplit Technologies Ltd collects, why, how long it is kept and your rights under UK GDPR.',
  ),
  info('/terms-of-service', 'Terms of service', 'Legal', 'Terms of service', 'The terms that govern use of the SmartSplit platform, merchant portal and API.'),
  info('/cookie-policy', 'Cookie policy', 'Legal', 'Cookie policy', 'Which cookies and similar browser storage SmartSplit uses, and how to control them.'),
  info(
    '/accessibility',
    'Accessibility',
    'Legal',
    'Accessibility statement',
    'How accessible the SmartSplit website and portal are, known issues and how to report a problem.',
  ),
  info('/complaints', 'Complaints', 'Legal', 'Complaints', 'How to make a complaint to SmartSplit Technologies Ltd and what happens next.'),

  // Before the portal and the admin panel, whose paths would otherwise claim them; both work signed out.
  { kind: 'app', path: '/merchant-portal/reset-password', title: 'Reset your password | SmartSplit', page: page('merchant-portal/reset-password-page') },
  { kind: 'app', path: '/admin/reset-password', title: 'Reset your admin password | SmartSplit', page: page('admin/admin-reset-password-page') },
  { kind: 'app', path: '/admin/mfa-enrolment', title: 'Confirm two-factor set-up | SmartSplit', page: page('admin/admin-mfa-enrolment-page') },
  { kind: 'app', path: '/admin/accept-invite', title: 'Join the SmartSplit staff | SmartSplit', page: page('admin/admin-accept-invite-page') },
  { kind: 'app', path: '/merchant-portal/accept-invite', title: 'Join your team | SmartSplit', page: page('merchant-portal/accept-invite-page') },
  { kind: 'app', path: '/merchant', title: 'Merchant portal | SmartSplit', page: page('merchant-portal/merchant-alias-page') },
  { kind: 'app', path: '/merchant-portal', withSubpaths: true, title: 'Merchant portal | SmartSplit', page: merchantPortal },
  { kind: 'app', path: '/merchant-verification', title: 'Business verification | SmartSplit', page: page('verification/verification-page') },
  { kind: 'app', path: '/admin/login', title: 'Admin login | SmartSplit', page: page('admin/admin-login-page') },
  { kind: 'app', path: '/admin', withSubpaths: true, title: 'Admin dashboard | SmartSplit', page: page('admin/admin-dashboard-page') },
  { kind: 'app', path: '/diagnostics', title: 'Diagnostics | SmartSplit', page: page('system/diagnostics-page') },

  // Eager: it must render instantly for any mistyped link, with no chunk to fetch first.
  { kind: 'not-found', path: '*', title: 'Page not found | SmartSplit', page: eagerPage(NotFoundPage) },
];

export const publicRoutes = routeTable.filter((route): route is PublicRoute => route.kind === 'public');
export const publicFamilies = routeTable.filter((route): route is PublicFamilyRoute => route.kind === 'public-family');
export const appRoutes = routeTable.filter((route): route is AppRoute => route.kind === 'app');
export const notFoundRoute = routeTable.find((route): route is NotFoundRoute => route.kind === 'not-found')!;
