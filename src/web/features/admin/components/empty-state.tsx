import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface Props {
  title: string;
  children?: ReactNode;
  icon?: LucideIcon;
}

/** Says plainly that there is nothing (yet), instead of showing made-up figures. */
export function EmptyState({ title, children, icon: Icon }: Props) {
  return (
    <div
      data-empty-state
      className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-border bg-background px-6 py-10 text-center"
    >
      {Icon ? <Icon className="size-8 text-muted-foreground" aria-hidden="true" /> : null}
      <p className="font-medium">{title}</p>
      {children ? <div className="max-w-prose text-sm text-muted-foreground">{children}</div> : null}
    </div>
  );
}
