import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * Every data table in the admin panel and the portal goes through this one wrapper, which keeps a
 * table from ever widening the page:
 * - it scrolls sideways inside itself, and is focusable so keyboard users can scroll it too
 *   (axe: scrollable-region-focusable);
 * - `contain: inline-size` stops the table's own minimum width from reaching the grid or flex
 *   items around it, which would otherwise stretch to the table's width and push the page wider;
 * - below the md breakpoint the first column stays pinned while the rest scroll, so each row still
 *   says what it is. From md up, tables are meant to fit (long ids and emails truncate, see Truncate).
 * `data-table-scroll` lets the layout browser test find every table's scroll container.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div
      tabIndex={0}
      data-table-scroll=""
      className="relative w-full overflow-x-auto rounded-sm [contain:inline-size] focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table
        className={cn(
          'w-full caption-bottom border-collapse text-sm',
          'max-md:[&_tr>:first-child]:sticky max-md:[&_tr>:first-child]:left-0 max-md:[&_tr>:first-child]:z-[1] max-md:[&_tr>:first-child]:bg-background',
          'max-md:[&_tr>:first-child]:shadow-[1px_0_0_var(--color-border)]',
          className,
        )}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b [&_tr]:border-border', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-b border-border transition-colors hover:bg-muted/60', className)} {...props} />;
}

export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('h-10 px-3 text-left align-middle font-semibold text-muted-foreground', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('px-3 py-2 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
