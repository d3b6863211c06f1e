import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

/**
 * The wrapper scrolls sideways so wide tables never widen the page on a phone; it is
 * focusable so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div tabIndex={0} className="relative w-full overflow-x-auto rounded-sm focus-visible:outline-2 focus-visible:outline-ring">
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
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
