import type { SiteNavigation } from '../features/marketing/site-navigation';
import { publicRoutes, type FooterGroup } from './route-table';

const HEADER_PATHS = ['/features', '/pricing', '/developers', '/about', '/contact'];
const FOOTER_ORDER: FooterGroup[] = ['Product', 'Developers', 'Company', 'Legal'];

/** The public header and footer menus, derived from the route table so a new page cannot be forgotten. */
export const publicNavigation: SiteNavigation = {
  header: HEADER_PATHS.map((path) => {
    const route = publicRoutes.find((candidate) => candidate.path === path);
    if (!route?.navLabel) throw new Error(`Header link ${path} is not a public route with a label`);
    return { path, label: route.navLabel };
  }),
  footer: FOOTER_ORDER.map((heading) => ({
    heading,
    links: publicRoutes.filter((route) => route.footerGroup === heading && route.navLabel).map((route) => ({ path: route.path, label: route.navLabel! })),
  })),
  signInPath: '/merchant-portal',
};
