import { BrandMark } from '@web/components/brand-mark';
import { Island } from '@web/components/island';
import type { SiteLink, SiteNavigation } from '../site-navigation';
import { LANDING_PATHS, LANDING_SECTION_LINKS } from '../landing/landing-sections';

const MENU_ID = 'site-menu';

const linkClass =
  'block whitespace-nowrap rounded-md px-3 py-3 text-foreground hover:bg-muted lg:py-2 aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:underline-offset-4';

/**
 * Below lg the menu is an HTML popover, a panel across the top of the screen over a dimmed page; from
 * sm up the same element is the ordinary inline bar (author styles override the popover's own).
 */
const menuClass =
  'inset-x-0 top-0 bottom-auto m-0 h-auto max-h-dvh w-full overflow-y-auto border-0 border-b border-border bg-background p-0 text-foreground shadow-lg backdrop:bg-navy/40 ' +
  'lg:static lg:inset-auto lg:block lg:max-h-none lg:w-auto lg:overflow-visible lg:border-0 lg:bg-transparent lg:shadow-none';

const signInClass = 'h-10 items-center whitespace-nowrap rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover lg:h-9';

const buttonClass = 'inline-flex h-9 items-center gap-1.5 rounded-md border border-border px-3 text-sm font-medium text-foreground hover:bg-muted';

/**
 * Sticky top bar. On the landing page, About Us and Contact Us are in-page links to the sections with
 * ids `about` and `contact` (docs/product-spec.md section 2): plain fragment links, so the browser
 * scrolls (smoothly, see styles.css) with or without JavaScript. Every link is a plain link: public
 * pages are separate prerendered documents, and the portal is a full page load away.
 *
 * On a phone the links fold into a menu built on the HTML popover attribute: the Menu button opens
 * it, and Close, Escape or a tap outside close it, with no script at all. Only the landing page's
 * menu is an island, to close it once one of its in-page links has been followed.
 */
export function SiteHeader({ navigation, pathname }: { navigation: SiteNavigation; pathname: string }) {
  const onLanding = LANDING_PATHS.includes(pathname);
  const menu = (
    <nav id={MENU_ID} aria-label="Main" popover="auto" className={menuClass}>
      <div className="flex items-center justify-between border-b border-border px-4 py-3 lg:hidden">
        <BrandMark />
        <button type="button" popoverTarget={MENU_ID} popoverTargetAction="hide" className={buttonClass}>
          Close
        </button>
      </div>
      <ul className="flex flex-col gap-1 p-3 text-base font-medium lg:flex-row lg:flex-wrap lg:gap-x-1 lg:gap-y-0 lg:p-0 lg:text-sm">
        {navigation.header.map((link: SiteLink) => {
          const section = onLanding ? LANDING_SECTION_LINKS[link.path] : undefined;
          return (
            <li key={link.path}>
              {section ? (
                <a href={section.href} className={linkClass}>
                  {section.label}
                </a>
              ) : (
                <a href={link.path} className={linkClass} aria-current={link.path === pathname ? 'page' : undefined}>
                  {link.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {/* On a phone the header has room for the brand and the Menu button only; sign-in moves in here. */}
      <div className="border-t border-border p-3 lg:hidden">
        <a href={navigation.signInPath} className={`${signInClass} inline-flex w-full justify-center`}>
          Merchant sign in
        </a>
      </div>
    </nav>
  );
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-x-4 px-4 py-3 sm:gap-x-6 sm:px-6">
        <a href="/" className="rounded-md" aria-label="SmartSplit home">
          <BrandMark />
        </a>
        {onLanding ? <Island name="marketing/mobile-menu">{menu}</Island> : menu}
        <div className="flex items-center gap-2">
          <a href={navigation.signInPath} className={`${signInClass} hidden lg:inline-flex`}>
            Merchant sign in
          </a>
          <button type="button" popoverTarget={MENU_ID} className={`${buttonClass} lg:hidden`}>
            {/* Lucide's menu icon, inline: no icon library on public pages. */}
            <svg className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
              <line x1="4" x2="20" y1="6" y2="6" />
              <line x1="4" x2="20" y1="12" y2="12" />
              <line x1="4" x2="20" y1="18" y2="18" />
            </svg>
            Menu
          </button>
        </div>
      </div>
    </header>
  );
}
