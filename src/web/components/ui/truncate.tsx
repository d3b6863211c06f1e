import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

interface Props {
  /** The full value: shown on hover (title) and kept whole in the DOM, so selecting and copying it gives all of it. */
  value: string;
  /** The widest it may grow before the ellipsis; a Tailwind max-width class. */
  className?: string;
  /** What to show when it is not the value itself (e.g. a formatted form of it). */
  children?: ReactNode;
}

/**
 * One line, cut with an ellipsis: long ids, emails and URLs in tables and lists. Only the display is
 * cut; the detail view shows the whole value.
 */
export function Truncate({ value, className, children }: Props) {
  return (
    <span title={value} className={cn('block max-w-[12rem] truncate', className)}>
      {children ?? value}
    </span>
  );
}
