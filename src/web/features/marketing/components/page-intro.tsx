import type { ReactNode } from 'react';

interface Props {
  /** Short line above the title, e.g. the page's area. */
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
}

/** The top band of every content page: one h1 and a lead paragraph that says what the page answers. */
export function PageIntro({ eyebrow, title, lead, children }: Props) {
  return (
    <section className="border-b border-border bg-muted">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wide text-accent">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-primary sm:text-4xl">{title}</h1>
        <div className="mt-4 max-w-3xl text-lg text-muted-foreground">{lead}</div>
        {children}
      </div>
    </section>
  );
}
