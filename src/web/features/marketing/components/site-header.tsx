import { Link, NavLink } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import type { SiteNavigation } from '../site-navigation';

export function SiteHeader({ navigation }: { navigation: SiteNavigation }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="SmartSplit home">
          <BrandMark />
        </Link>
        <nav aria-label="Main" className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto">
          <ul className="flex gap-1 text-sm font-medium">
            {navigation.header.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={link.path}
                  className="block whitespace-nowrap rounded-md px-3 py-2 text-foreground hover:bg-muted aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
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
