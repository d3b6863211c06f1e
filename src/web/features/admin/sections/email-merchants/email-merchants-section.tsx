import { useState, type FormEvent } from 'react';
import { Send, Sparkles } from 'lucide-react';
import { CAMPAIGN_BODY_MAX, CAMPAIGN_SUBJECT_MAX } from '@contract/email-campaigns';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { toast } from '@web/lib/use-toast';
import { LoadState } from '@web/features/admin/components/load-state';
import { NativeSelect } from '@web/features/admin/components/native-select';
import { canSend, hiddenSelected, selectAll, selectedSummary, sendButtonLabel, STATUS_FILTERS, toggle, validateDraft } from './campaign-logic';
import { CampaignHistory } from './campaign-history';
import { CampaignProgressCard } from './campaign-progress-card';
import { RecipientChecklist } from './recipient-checklist';
import { useAllMerchants } from './use-all-merchants';
import { useRetryCampaign, useSendCampaign } from './use-send-campaign';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { retryCampaign, sendCampaign } from '@contract/endpoints/admin-email';

/**
 * Email Merchants (docs/product-spec.md section 2): write a plain-text message, pick recipients, send,
 * follow the campaign as it is sent in the background (cancel or resume it), and see what each mail server said.
 */
export function EmailMerchantsSection() {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [status, setStatus] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  // The campaign whose progress shows: the one just sent, or one whose failures were just queued again
  // (`round` remounts its card, so a finished campaign polls again).
  const [queued, setQueued] = useState<{ id: string; round: number } | null>(null);
  const follow = (id: string) => setQueued((q) => ({ id, round: (q?.round ?? 0) + 1 }));
  const canSendCampaign = useAdminCan(sendCampaign);
  const { list, merchants, complete } = useAllMerchants(status, canSendCampaign);
  const visibleIds = merchants.map((m) => m.merchantId);

  const send = useSendCampaign((accepted) => follow(accepted.campaignId));
  const retrying = useRetryCampaign((accepted) => follow(accepted.campaignId));
  const sending = send.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateDraft({ subject, body, selectedCount: selected.size });
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    send.mutate(
      { subject, body, merchantIds: [...selected] },
      {
        onSuccess: () => {
          setSubject('');
          setBody('');
          setSelected(new Set());
        },
      },
    );
  };

  const retry = (campaignId: string) => retrying.mutate(campaignId);
  const canRetry = useAdminCan(retryCampaign);

  // Roles that may read campaigns but not send them see the history alone.
  if (!canSendCampaign) {
    return (
      <div className="space-y-6">
        <p className="text-sm text-muted-foreground" data-testid="campaign-read-only">
          Your role can read the campaigns sent so far; sending is for operations and super admins.
        </p>
        <CampaignHistory onRetry={canRetry ? retry : undefined} retrying={retrying.isPending} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} aria-label="Email campaign" className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Message</CardTitle>
            <CardDescription>Plain text. A blank line starts a new paragraph.</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="grid gap-1.5">
              <Label htmlFor="campaign-subject">Subject</Label>
              <Input
                id="campaign-subject"
                value={subject}
                maxLength={CAMPAIGN_SUBJECT_MAX}
                onChange={(e) => setSubject(e.target.value)}
                disabled={sending}
                placeholder="e.g. New reporting features this month"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="campaign-body">Message</Label>
              <Textarea
                id="campaign-body"
                rows={12}
                value={body}
                maxLength={CAMPAIGN_BODY_MAX}
                onChange={(e) => setBody(e.target.value)}
                disabled={sending}
                placeholder="Write your message to merchants…"
              />
            </div>
            <p className="flex gap-2 rounded-md bg-secondary p-3 text-sm text-secondary-foreground" data-testid="branding-note">
              <Sparkles className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>Emails get automatic SmartSplit branding: our header, footer, company details and an unsubscribe link are added for you.</span>
            </p>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Recipients</CardTitle>
            <CardDescription aria-live="polite" data-testid="selected-count">
              {selectedSummary(selected.size, hiddenSelected(selected, visibleIds))}
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap items-end gap-3">
              <div className="grid min-w-[12rem] flex-1 gap-1.5">
                <Label htmlFor="campaign-status">Show</Label>
                <NativeSelect id="campaign-status" value={status} onChange={(e) => setStatus(e.target.value)}>
                  {STATUS_FILTERS.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <Button variant="outline" onClick={() => setSelected(selectAll(visibleIds))} disabled={sending || !complete || visibleIds.length === 0}>
                Select All
              </Button>
              <Button variant="outline" onClick={() => setSelected(new Set())} disabled={sending || selected.size === 0}>
                Clear
              </Button>
            </div>
            <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="merchants" />
            {list.isSuccess ? (
              <RecipientChecklist
                merchants={merchants}
                selected={selected}
                onToggle={(id, on) => setSelected((s) => toggle(s, id, on))}
                disabled={sending}
                filtered={status !== ''}
              />
            ) : null}
            {list.isSuccess && !complete ? (
              <p className="text-xs text-muted-foreground" role="status">
                Loading more merchants…
              </p>
            ) : null}
          </CardContent>
        </Card>

        <div className="flex flex-wrap items-center gap-3 xl:col-span-2">
          <Button type="submit" size="lg" disabled={!canSend({ subject, body, selectedCount: selected.size, sending })}>
            <Send aria-hidden="true" />
            {sending ? 'Queuing…' : sendButtonLabel(selected.size)}
          </Button>
        </div>
      </form>

      {queued ? <CampaignProgressCard key={`${queued.id}:${queued.round}`} campaignId={queued.id} /> : null}
      <CampaignHistory onRetry={canRetry ? retry : undefined} retrying={retrying.isPending} />
    </div>
  );
}
