import { Link, NavLink, useLocation } from 'react-router';
import { BrandMark } from '@web/components/brand-mark';
import type { SiteLink, SiteNavigation } from '../site-navigation';
import { LANDING_PATHS, LANDING_SECTION_LINKS } from '../landing/landing-sections';

const linkClass =
  'block whitespace-nowrap rounded-md px-3 py-2 text-foreground hover:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4';

/**
 * Sticky top bar. On the landing page, About Us and Contact Us are in-page links to the
 * sections with ids `about` and `contact` (docs/product-spec.md section 2): plain fragment links, so the
 * browser scrolls (smoothly, see styles.css) with or without JavaScript.
 */
export function SiteHeader({ navigation }: { navigation: SiteNavigation }) {
  const { pathname } = useLocation();
  const onLanding = LANDING_PATHS.includes(pathname);
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="SmartSplit home">
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="order-3 -mx-3 w-full sm:order-none sm:mx-0 sm:w-auto">
          <ul className="flex flex-wrap gap-x-1 text-sm font-medium">
            {navigation.header.map((link: SiteLink) => {
              const section = onLanding ? LANDING_SECTION_LINKS[link.path] : undefined;
              return (
                <li key={link.path}>
                  {section ? (
                    <a href={section.href} className={linkClass}>
                      {section.label}
                    </a>
                  ) : (
                    <NavLink to={link.path} className={linkClass}>
                      {link.label}
                    </NavLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <Link
          to={navigation.signInPath}
          className="inline-flex h-9 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        >
          Merchant sign in
        </Link>
      </div>
    </header>
  );
}
