import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { adminMfaCoverage } from '@contract/endpoints/mfa';

const count = new Intl.NumberFormat('en-GB');

/** Shown while any active admin signs in with a password alone; the figures come from the admins table. */
export function MfaCoverageWarning() {
  const coverage = useAdminQuery(adminMfaCoverage, undefined, {
    loadError: { title: 'Error loading data', description: 'Failed to load two-factor sign-in coverage' },
  });
  const c = coverage.data;
  if (!c || c.withoutMfa === 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="mfa-coverage-warning"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>
        {count.format(c.withoutMfa)} of {count.format(c.activeAdmins)} active admin{c.activeAdmins === 1 ? '' : 's'} {c.withoutMfa === 1 ? 'signs' : 'sign'} in
        without two-factor sign-in.{' '}
        {c.required ? 'The platform requires it, so they will be asked to set it up at their next sign-in.' : 'You can require it for every admin in '}
        {c.required ? null : (
          <Link to="/admin/settings" className="font-medium underline underline-offset-4">
            Settings
          </Link>
        )}
        {c.required ? null : '.'}
      </p>
    </div>
  );
}
