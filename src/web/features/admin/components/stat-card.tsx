import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

interface Props {
  title: string;
  value: ReactNode;
  detail: ReactNode;
  icon: LucideIcon;
}

export function StatCard({ title, value, detail, icon: Icon }: Props) {
  return (
    <Card data-testid="stat-card">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        <p className="mt-1 text-xs text-muted-foreground">{detail}</p>
      </CardContent>
    </Card>
  );
}
