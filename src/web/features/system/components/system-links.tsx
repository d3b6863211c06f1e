const LINKS = [
  { href: '/diagnostics', label: 'Diagnostics' },
  { href: '/merchant-portal', label: 'Merchant login' },
  { href: '/admin/login', label: 'Admin login' },
  { href: '/', label: 'Home' },
];

/**
 * Plain anchors, not router links: after a failure a full page load is the reliable way
 * to get a clean app, and these must work even when the router is what broke.
 */
export function SystemLinks() {
  return (
    <nav aria-label="Recovery links">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-flex h-10 items-center rounded-md border border-input bg-background px-4 text-sm font-medium text-primary hover:bg-muted"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
