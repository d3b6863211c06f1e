import { BrandMark } from '@web/components/brand-mark';
import { COMPANY_NAME } from '@web/lib/site';
import type { SiteNavigation } from '../site-navigation';

export function SiteFooter({ navigation }: { navigation: SiteNavigation }) {
  return (
    <footer className="mt-auto bg-navy text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 grid-cols-2 md:grid-cols-[1.2fr_repeat(4,1fr)]">
        <div className="col-span-2 space-y-3 md:col-span-1">
          <a href="/" className="inline-block rounded-md" aria-label="SmartSplit home">
            <BrandMark inverted />
          </a>
          <p className="max-w-xs text-sm text-slate-300">Split-payment optimisation for payment gateways and enterprise partners.</p>
        </div>
        {navigation.footer.map((group) => (
          <nav key={group.heading} aria-label={group.heading}>
            <h2 className="text-sm font-semibold text-white">{group.heading}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {group.links.map((link) => (
                <li key={link.path}>
                  <a href={link.path} className="rounded-sm text-slate-300 hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-white/15">
        {/* One string, so the static HTML holds the line unbroken. The year is computed where it renders: a prerender from last December should not pin the old one. */}
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-300 sm:px-6" suppressHydrationWarning>
          {`© ${new Date().getFullYear()} ${COMPANY_NAME}, a company registered in England and Wales`}
        </p>
      </div>
    </footer>
  );
}
