import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, Play } from 'lucide-react';
import { cancelCampaign, getCampaign, listCampaigns } from '@contract/endpoints/admin-email';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { endpointKey } from '@web/lib/api-client';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { toast } from '@web/lib/use-toast';
import { CAMPAIGN_STATUS_LABEL, isActive, progressPercent, successToast } from './campaign-logic';
import { CampaignRecipients } from './campaign-recipients';
import { useCampaignControl } from './use-send-campaign';

const POLL_MS = 1500;
const STATUS_VARIANT = { QUEUED: 'secondary', SENDING: 'secondary', COMPLETED: 'success', CANCELED: 'outline' } as const;

function Figure({ value, label, testId, tone }: { value: number; label: string; testId: string; tone?: string }) {
  return (
    <p>
      <span className={`block text-2xl font-semibold tabular-nums ${tone ?? ''}`} data-testid={testId}>
        {value}
      </span>
      <span className="text-sm text-muted-foreground">{label}</span>
    </p>
  );
}

/**
 * A campaign being sent in the background: its stored totals, read every 1.5 s while it is queued or
 * sending (without the recipient list), Cancel and Resume, and each recipient's outcome once it is done.
 */
export function CampaignProgressCard({ campaignId }: { campaignId: string }) {
  const queryClient = useQueryClient();
  const canControl = useAdminCan(cancelCampaign);
  const control = useCampaignControl();
  // Polls only while the campaign moves; a cancel or a resume changes the status, and with it this.
  const [live, setLive] = useState(true);
  const progress = useAdminQuery(
    getCampaign,
    { params: { id: campaignId }, query: { recipients: 'none' } },
    { refetchInterval: live ? POLL_MS : undefined, loadError: { title: 'Error loading data', description: 'Failed to load the campaign' } },
  );
  const campaign = progress.data?.campaign;
  const active = campaign ? isActive(campaign.status) : true;
  useEffect(() => setLive(active), [active]);
  // The spec's "Campaign Sent" toast, once, when a campaign this card watched sending finishes. The card
  // mounts for a campaign just queued (a send or a retry), so it watches from the start: a small campaign
  // may be sent before the first read, which then finds it completed without ever seeing it sending.
  // Only reads made since the card mounted count: the cache may still hold the last round's answer.
  const [watchedSending, setWatchedSending] = useState(true);
  const fresh = progress.isFetchedAfterMount;
  useEffect(() => {
    if (!campaign || !fresh) return;
    if (isActive(campaign.status)) setWatchedSending(true);
    else if (campaign.status === 'COMPLETED' && watchedSending) {
      setWatchedSending(false);
      toast(successToast(campaign.totals));
    }
  }, [campaign, fresh, watchedSending]);

  // The history below shows the same totals: refresh it whenever these move.
  const seen = campaign ? `${campaign.status}:${campaign.totals.sent}:${campaign.totals.failed}:${campaign.totals.pending}` : '';
  useEffect(() => {
    if (seen) void queryClient.invalidateQueries({ queryKey: endpointKey(listCampaigns) });
  }, [seen, queryClient]);

  if (!campaign) return <LoadState isPending={progress.isPending} isError={progress.isError} onRetry={() => void progress.refetch()} what="campaign" />;
  const t = campaign.totals;
  const percent = progressPercent(t);
  return (
    <Card data-testid="campaign-progress">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle className="break-words">{campaign.subject}</CardTitle>
          <Badge variant={STATUS_VARIANT[campaign.status]} data-testid="campaign-status">
            {CAMPAIGN_STATUS_LABEL[campaign.status]}
          </Badge>
        </div>
        <CardDescription aria-live="polite">
          {isActive(campaign.status)
            ? 'Sending in the background; you can leave this page.'
            : campaign.status === 'CANCELED'
              ? 'Canceled: what was not yet sent waits until you resume.'
              : 'Every recipient has been dealt with.'}
        </CardDescription>
        <div
          className="mt-2 h-2 w-full overflow-hidden rounded-full bg-secondary"
          role="progressbar"
          aria-label="Campaign progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
        </div>
        <div className="flex flex-wrap gap-6 pt-2">
          <Figure value={t.sent} label="Sent" testId="progress-sent" tone="text-success-foreground" />
          <Figure value={t.failed} label="Failed" testId="progress-failed" tone="text-destructive" />
          <Figure value={t.pending} label="Remaining" testId="progress-remaining" />
          {t.skipped > 0 ? <Figure value={t.skipped} label="Unsubscribed" testId="progress-skipped" /> : null}
        </div>
        {canControl && (isActive(campaign.status) || campaign.status === 'CANCELED') ? (
          <div className="flex gap-2 pt-2">
            {isActive(campaign.status) ? (
              <Button variant="outline" size="sm" disabled={control.isPending} onClick={() => control.mutate({ action: 'cancel', campaignId })}>
                <Ban aria-hidden="true" />
                Cancel sending
              </Button>
            ) : (
              <Button variant="outline" size="sm" disabled={control.isPending} onClick={() => control.mutate({ action: 'resume', campaignId })}>
                <Play aria-hidden="true" />
                Resume sending
              </Button>
            )}
          </div>
        ) : null}
      </CardHeader>
      {campaign.status === 'COMPLETED' ? (
        <CardContent>
          <CampaignRecipients campaignId={campaignId} />
        </CardContent>
      ) : null}
    </Card>
  );
}
