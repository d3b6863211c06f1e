interface Props {
  title?: string;
  text?: string;
}

/** The two next steps every page ends on: try it in test mode, or talk to us. */
export function CallToAction({
  title = 'Try it in test mode, or talk to us',
  text = 'Sign up in the merchant portal to get a test API key at once, or tell our partnerships team what you are building.',
}: Props) {
  return (
    <section aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="max-w-2xl">
          <h2 id="cta-title" className="text-2xl font-bold tracking-tight">
            {title}
          </h2>
          <p className="mt-2 text-indigo-100">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href="/merchant-portal" className="inline-flex h-11 items-center rounded-md bg-white px-5 font-medium text-primary hover:bg-indigo-50">
            Open a test account
          </a>
          <a href="/contact" className="inline-flex h-11 items-center rounded-md border border-white px-5 font-medium text-white hover:bg-white/10">
            Contact our team
          </a>
        </div>
      </div>
    </section>
  );
}
