import type { ReactNode } from 'react';
import { PageIntro } from './page-intro';
import { Prose } from './prose';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface Props {
  title: string;
  /** ISO date the text last changed; shown in en-GB words. */
  updated: string;
  lead: ReactNode;
  sections: LegalSection[];
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-11-02" -> "2 November 2026", the same on the server and in every browser (no locale data involved). */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[month! - 1]} ${year}`;
}

/** Policies and terms: a dated document with a contents list, each section linkable by id. */
export function LegalDocument({ title, updated, lead, sections }: Props) {
  return (
    <>
      <PageIntro eyebrow="Legal" title={title} lead={lead}>
        <p className="mt-4 text-sm text-muted-foreground">
          Last updated <time dateTime={updated}>{longDate(updated)}</time>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <nav aria-label="Contents" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">Contents</h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-primary underline-offset-2 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <Prose className="max-w-3xl space-y-12">
          {sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id}>{section.title}</h2>
              {section.body}
            </section>
          ))}
        </Prose>
      </div>
    </>
  );
}
