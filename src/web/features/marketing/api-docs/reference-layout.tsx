import type { ReactNode } from 'react';
import { API_BASE_PATH } from '@contract/endpoint';
import { Prose } from '../components/prose';
import type { ApiReference } from './api-reference';
import { LIFECYCLE_SECTION_ID } from './lifecycle-guide';
import { API_DOCS_PATH, groupPath, type ApiGroup } from './reference-groups';

const LINK = 'text-primary underline-offset-2 hover:underline';
const CURRENT = 'font-semibold text-foreground underline-offset-2 hover:underline';
const SUBLIST = 'mt-1.5 space-y-1.5 border-l border-border pl-3';

/**
 * The reference's side navigation, the same on the overview and on every group's page: the
 * overview with its sections, then every group; the page being read is marked as current, and a
 * group's page lists its endpoints under its name.
 */
function ReferenceNav({ reference, current }: { reference: ApiReference; current?: ApiGroup }) {
  return (
    <nav aria-label="API reference" className="text-sm lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
      <h2 className="font-semibold uppercase tracking-wide text-muted-foreground">API reference</h2>
      <ul className="mt-4 space-y-3">
        <li>
          <a href={API_DOCS_PATH} aria-current={current ? undefined : 'page'} className={current ? LINK : CURRENT}>
            Overview
          </a>
          <ul className={SUBLIST}>
            <li>
              <a href={`${API_DOCS_PATH}#errors`} className={LINK}>
                Errors
              </a>
            </li>
            <li>
              <a href={`${API_DOCS_PATH}#${LIFECYCLE_SECTION_ID}`} className={LINK}>
                The life of a payment
              </a>
            </li>
          </ul>
        </li>
        {reference.groups.map((group) => (
          <li key={group.tag}>
            <a href={groupPath(group.tag)} aria-current={group === current ? 'page' : undefined} className={group === current ? CURRENT : LINK}>
              {group.tag}
            </a>
            {group === current ? (
              <ul className={SUBLIST}>
                {group.operations.map((op) => (
                  <li key={op.id}>
                    <a href={`#${op.id}`} className={`${LINK} [overflow-wrap:anywhere]`}>
                      <span className="font-mono text-xs">{op.method}</span> {op.path.startsWith(API_BASE_PATH) ? op.path.slice(API_BASE_PATH.length) : op.path}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Below a reference page's intro: the side navigation and the page's own content. */
export function ReferenceLayout({ reference, current, children }: { reference: ApiReference; current?: ApiGroup; children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <ReferenceNav reference={reference} current={current} />
      <Prose className="min-w-0">{children}</Prose>
    </div>
  );
}
