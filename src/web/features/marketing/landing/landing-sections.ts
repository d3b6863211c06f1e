/** Both landing paths (docs/product-spec.md section 2) render the same page. */
export const LANDING_PATHS = ['/', '/smart-split'];

/** On the landing page the top bar's About and Contact entries jump to these sections instead. */
export const LANDING_SECTION_LINKS: Record<string, { href: string; label: string }> = {
  '/about': { href: '#about', label: 'About Us' },
  '/contact': { href: '#contact', label: 'Contact Us' },
};
