import { NavLink } from 'react-router';
import { cn } from '@web/lib/cn';
import type { AdminRole } from '@contract/roles';
import { sectionGroupsFor, sectionPath } from '../lib/admin-sections';

interface Props {
  /** Called after a link is followed, so the small-screen menu can close. */
  onNavigate?: () => void;
  /** Distinguishes the sidebar's ids from the small-screen menu's, which can exist at the same time. */
  idPrefix: string;
  /** The signed-in admin's role: only the sections it may open are listed. */
  role: AdminRole | null;
}

/** The groups and sections the role may open (all 21 for a super admin); NavLink marks the current one with aria-current="page". */
export function AdminNav({ onNavigate, idPrefix, role }: Props) {
  return (
    <nav aria-label="Admin sections" className="space-y-5">
      {sectionGroupsFor(role).map((group) => {
        const labelId = `${idPrefix}-${group.label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        return (
          <div key={group.label}>
            <p id={labelId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              {group.label}
            </p>
            <ul aria-labelledby={labelId} className="space-y-0.5">
              {group.items.map(({ slug, title, icon: Icon }) => (
                <li key={slug}>
                  <NavLink
                    to={sectionPath(slug)}
                    end
                    onClick={onNavigate}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2.5 rounded-md px-3 py-2 text-sm font-medium text-foreground hover:bg-muted',
                        isActive && 'bg-primary text-primary-foreground hover:bg-primary-hover',
                      )
                    }
                  >
                    <Icon className="size-4 shrink-0" aria-hidden="true" />
                    {title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
