import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

interface Props {
  title: string;
  description?: ReactNode;
  /** Read out in place of the picture. */
  summary: string;
  children: ReactNode;
  empty?: ReactNode;
}

/** A chart in a card. The SVG is hidden from assistive technology behind role="img" and a text summary. */
export function ChartCard({ title, description, summary, children, empty }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {empty ?? (
          <div role="img" aria-label={summary} className="h-64 w-full">
            {children}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
