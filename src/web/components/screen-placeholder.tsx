interface Props {
  title: string;
  /** One sentence saying what the finished screen will hold. No figures: there is no data behind it yet. */
  summary: string;
}

/** Stands in for a screen that later work builds, so every route is reachable and testable now. */
export function ScreenPlaceholder({ title, summary }: Props) {
  return (
    <section aria-labelledby="screen-title" className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6">
      <h1 id="screen-title" className="text-3xl font-bold tracking-tight text-primary sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">{summary}</p>
    </section>
  );
}
