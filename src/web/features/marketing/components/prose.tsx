import type { ReactNode } from 'react';

/**
 * Long-form text styling by descendant selectors, so pages write plain <h2>, <p>, <ul>, <a>.
 * Links stay underlined: colour alone must not mark them (WCAG 1.4.1).
 */
export const proseClass =
  'text-base leading-7 text-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-primary-hover ' +
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.875em] ' +
  '[&_h2]:mt-12 [&_h2]:scroll-mt-28 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-primary [&_h2:first-child]:mt-0 ' +
  '[&_h3]:mt-8 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-foreground ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 ' +
  '[&_dl]:mt-4 [&_dt]:mt-3 [&_dt]:font-semibold [&_dd]:mt-1 [&_dd]:text-muted-foreground ' +
  '[&_table]:mt-4 [&_table]:w-full [&_table]:text-left [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:py-2 [&_th]:pr-4 [&_th]:font-semibold ' +
  '[&_td]:border-b [&_td]:border-border [&_td]:py-2 [&_td]:pr-4 [&_td]:align-top';

export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`${proseClass} ${className}`}>{children}</div>;
}

/** A page body: readable line length, generous spacing. */
export function PageBody({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <Prose>{children}</Prose>
    </div>
  );
}
