import type { SendCampaignResponse } from '@contract/email-campaigns';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { outcomeNote } from './campaign-logic';
import { Truncate } from '@web/components/ui/truncate';

/** After sending (docs/product-spec.md section 2): successful and failed counts, then each recipient's outcome and the server's reason. */
export function CampaignResultsCard({ result, title = 'Results' }: { result: SendCampaignResponse; title?: string }) {
  return (
    <Card data-testid="campaign-results">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{result.message}</CardDescription>
        <div className="flex flex-wrap gap-6 pt-2">
          <p>
            <span className="block text-2xl font-semibold tabular-nums text-success-foreground" data-testid="results-sent">
              {result.totalSent}
            </span>
            <span className="text-sm text-muted-foreground">Successful</span>
          </p>
          <p>
            <span className="block text-2xl font-semibold tabular-nums text-destructive" data-testid="results-failed">
              {result.totalFailed}
            </span>
            <span className="text-sm text-muted-foreground">Failed</span>
          </p>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="max-h-96 divide-y divide-border overflow-y-auto rounded-md border border-border" tabIndex={0} aria-label="Delivery per recipient">
          {result.results.map((r) => {
            const note = outcomeNote(r.outcome);
            return (
              <li key={r.merchantId} className="flex flex-wrap items-start justify-between gap-2 px-3 py-2.5" data-testid="result-row">
                <div className="min-w-0">
                  <Truncate value={r.merchantName} className="max-w-full text-sm font-medium" />
                  <Truncate value={r.email ?? 'No email address'} className="max-w-full text-xs text-muted-foreground" />
                  {r.error ? <p className="mt-1 break-words text-xs text-destructive">{r.error}</p> : null}
                </div>
                <div className="flex items-center gap-2">
                  {note ? <span className="text-xs text-muted-foreground">{note}</span> : null}
                  <Badge variant={r.success ? 'success' : 'destructive'}>{r.success ? 'Sent' : 'Failed'}</Badge>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
