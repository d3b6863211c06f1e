import type { ComponentProps } from 'react';
import { fieldClasses } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';

/** A native <select> for filters: fully keyboard and screen-reader friendly, and styled like the other fields. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldClasses, 'h-10 pr-8', className)} {...props} />;
}
