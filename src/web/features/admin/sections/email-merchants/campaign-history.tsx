import { useState } from 'react';
import { History, RotateCcw } from 'lucide-react';
import type { CampaignSummary } from '@contract/email-campaigns';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadMore } from '@web/features/admin/components/load-more';
import { LoadState } from '@web/features/admin/components/load-state';
import { useCursorList } from '@web/features/admin/lib/admin-queries';
import { CAMPAIGN_STATUS_LABEL } from './campaign-logic';
import { CampaignRecipients } from './campaign-recipients';
import { listCampaigns } from '@contract/endpoints/admin-email';

const STATUS_VARIANT = { QUEUED: 'secondary', SENDING: 'secondary', COMPLETED: 'success', CANCELED: 'outline' } as const;

const LOAD_ERROR = { title: 'Error loading data', description: 'Failed to load email campaigns' };

interface Props {
  /** Left out for roles that may not retry a campaign: then no Retry button is shown. */
  onRetry?: (campaignId: string) => void;
  retrying: boolean;
}

function totalsLine(t: CampaignSummary['totals']): string {
  const parts = [`${t.sent} sent`, `${t.failed} failed`];
  if (t.pending > 0) parts.push(`${t.pending} remaining`);
  if (t.skipped > 0) parts.push(`${t.skipped} skipped`);
  return `${t.recipients} recipient${t.recipients === 1 ? '' : 's'}: ${parts.join(', ')}`;
}

function CampaignItem({ c, onRetry, retrying }: { c: CampaignSummary } & Props) {
  const [open, setOpen] = useState(false);
  const panelId = `campaign-${c.id}`;
  return (
    <li className="rounded-lg border border-border bg-background p-4" data-testid="campaign-history-item">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-medium">
            {c.subject}{' '}
            <Badge variant={STATUS_VARIANT[c.status]} data-testid="history-status">
              {CAMPAIGN_STATUS_LABEL[c.status]}
            </Badge>
          </h3>
          <p className="text-xs text-muted-foreground">
            {formatDateTime(c.createdAt)}
            {c.createdByEmail ? ` by ${c.createdByEmail}` : ''}
          </p>
          <p className="pt-1 text-sm">{totalsLine(c.totals)}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {onRetry && c.totals.retryable > 0 ? (
            <Button variant="outline" size="sm" disabled={retrying} onClick={() => onRetry(c.id)}>
              <RotateCcw aria-hidden="true" />
              Retry failed ({c.totals.retryable})
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
            {open ? 'Hide recipients' : 'View recipients'}
          </Button>
        </div>
      </div>
      {open ? (
        <div id={panelId} className="pt-4">
          <CampaignRecipients campaignId={c.id} />
        </div>
      ) : null}
    </li>
  );
}

/** Beyond the spec: every campaign sent, its delivery totals, each recipient's outcome and Retry failed. */
export function CampaignHistory({ onRetry, retrying }: Props) {
  const list = useCursorList(listCampaigns, { limit: 20 }, LOAD_ERROR);
  const campaigns = list.data?.pages.flatMap((page) => page.campaigns) ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Campaign history</CardTitle>
        <CardDescription>
          Campaigns are sent in the background and delivery is tracked per recipient. Temporary failures are retried automatically for about a day.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="campaigns" />
        {list.isSuccess && campaigns.length === 0 ? <EmptyState icon={History} title="No campaigns sent yet" /> : null}
        {campaigns.length > 0 ? (
          <>
            <ul className="space-y-3" aria-label="Sent campaigns">
              {campaigns.map((c) => (
                <CampaignItem key={c.id} c={c} onRetry={onRetry} retrying={retrying} />
              ))}
            </ul>
            {list.hasNextPage ? (
              <LoadMore shown={campaigns.length} hasNextPage isFetchingNextPage={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
            ) : null}
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
