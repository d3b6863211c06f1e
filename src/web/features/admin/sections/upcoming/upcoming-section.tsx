import { Construction } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { UPCOMING_SECTIONS } from './upcoming-sections';

/** An honest empty state for a section not built yet. */
export function UpcomingSection({ slug, title }: { slug: string; title: string }) {
  const section = UPCOMING_SECTIONS[slug];
  return (
    <EmptyState icon={Construction} title={`${title} is not available yet`}>
      <p>This section will hold: {section?.holds ?? 'its tools, once they are built.'}</p>
      <p className="mt-2">Nothing is shown here until there is real data behind it.</p>
      {section?.meanwhile ? (
        <p className="mt-2">
          {section.meanwhile.text}{' '}
          <Link className="font-medium text-primary underline underline-offset-4" to={section.meanwhile.to}>
            {section.meanwhile.linkText}
          </Link>
          .
        </p>
      ) : null}
    </EmptyState>
  );
}
