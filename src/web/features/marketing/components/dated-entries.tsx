import type { ReactNode } from 'react';
import { longDate } from './legal-document';

export interface DatedEntry {
  /** ISO date. */
  date: string;
  title: string;
  /** A label such as "Product" or "Engineering". */
  tag: string;
  body: ReactNode;
}

/** Newsroom, blog and press entries: newest first, each a self-contained article. */
export function DatedEntries({ entries, level = 2 }: { entries: DatedEntry[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const sorted = [...entries].sort((a, b) => b.date.localeCompare(a.date));
  return (
    <div className="mx-auto max-w-3xl space-y-10 px-4 py-12 sm:px-6">
      {sorted.map((entry) => (
        <article key={entry.title} className="border-b border-border pb-10 last:border-b-0">
          <p className="text-sm text-muted-foreground">
            <time dateTime={entry.date}>{longDate(entry.date)}</time>
            <span aria-hidden="true"> · </span>
            <span className="font-medium text-accent">{entry.tag}</span>
          </p>
          <Heading className="mt-2 text-2xl font-bold tracking-tight text-primary">{entry.title}</Heading>
          <div className="mt-3 space-y-3 leading-7 text-foreground">{entry.body}</div>
        </article>
      ))}
    </div>
  );
}
