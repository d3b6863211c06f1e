import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_ROLE_LABELS, type AdminRole } from '@contract/roles';
import { EmptyState } from '../components/empty-state';
import { sectionRoles } from '../lib/admin-sections';

/** What an admin sees on opening a section their role may not (a bookmark, a pasted link): why, and a way on. */
export function SectionNotAllowed({ title, slug, role }: { title: string; slug: string; role: AdminRole | null }) {
  const allowed = sectionRoles(slug).map((r) => ADMIN_ROLE_LABELS[r]);
  return (
    <EmptyState icon={Lock} title="Your role cannot open this section">
      <p data-testid="section-not-allowed">
        {title} is open to {allowed.length > 0 ? allowed.join(', ') : 'nobody yet'}
        {role ? `; you are signed in as ${ADMIN_ROLE_LABELS[role]}` : ''}. Ask a super admin if you need it.
      </p>
      <p className="mt-2">
        <Link className="font-medium text-primary underline underline-offset-4" to="/admin">
          Go to the dashboard
        </Link>
      </p>
    </EmptyState>
  );
}
