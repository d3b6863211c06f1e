import type { CampaignAcceptedResponse, CampaignResult, CampaignStatus, CampaignTotals } from '@contract/email-campaigns';

/** Pure rules of the Email Merchants screen (docs/product-spec.md sections 2, 5 and 8), kept apart from React so they are unit-tested. */

export const STATUS_FILTERS = [
  { value: '', label: 'All Merchants' },
  { value: 'ACTIVE', label: 'Active Only' },
  { value: 'PENDING_VERIFICATION', label: 'Pending Only' },
  { value: 'SUSPENDED', label: 'Suspended Only' },
] as const;

export interface Draft {
  subject: string;
  body: string;
  selectedCount: number;
  sending: boolean;
}

export function sendButtonLabel(count: number): string {
  return `Send to ${count} Merchant${count === 1 ? '' : 's'}`;
}

/** docs/product-spec.md section 2: disabled while sending, with nothing selected, or with a blank subject or body. */
export function canSend(d: Draft): boolean {
  return !d.sending && d.selectedCount > 0 && d.subject.trim() !== '' && d.body.trim() !== '';
}

export interface ToastText {
  title: string;
  description: string;
}

/** docs/product-spec.md section 5, checked before anything is sent; null when the campaign may go. */
export function validateDraft(d: Pick<Draft, 'subject' | 'body' | 'selectedCount'>): ToastText | null {
  if (d.subject.trim() === '' || d.body.trim() === '') return { title: 'Validation Error', description: 'Subject and body are required' };
  if (d.selectedCount === 0) return { title: 'No Recipients', description: 'Please select at least one merchant' };
  return null;
}

/** The spec's result text, shown when a campaign finishes sending in the background. */
export function successToast(t: Pick<CampaignTotals, 'sent' | 'failed'>): ToastText {
  return { title: 'Campaign Sent', description: `Successfully sent to ${t.sent} merchants (${t.failed} failed)` };
}

export function retryQueuedToast(r: Pick<CampaignAcceptedResponse, 'message'>): ToastText {
  return { title: 'Retry Queued', description: `${r.message}. It is being sent in the background.` };
}

export function queuedToast(r: Pick<CampaignAcceptedResponse, 'message'>): ToastText {
  return { title: 'Campaign Queued', description: `${r.message}. It is being sent in the background.` };
}

/** Whether a campaign is still moving: the progress view polls only then. */
export function isActive(status: CampaignStatus): boolean {
  return status === 'QUEUED' || status === 'SENDING';
}

export const CAMPAIGN_STATUS_LABEL: Record<CampaignStatus, string> = { QUEUED: 'Queued', SENDING: 'Sending', COMPLETED: 'Completed', CANCELED: 'Canceled' };

/** Share of the deliverable recipients that are done (sent or failed for good), 0-100; skipped and unknown ids are not part of it. */
export function progressPercent(t: Pick<CampaignTotals, 'sent' | 'pending' | 'retryable'>): number {
  const done = t.sent + t.retryable;
  const all = done + t.pending;
  return all === 0 ? 100 : Math.floor((done / all) * 100);
}

export function failureToast(serverMessage: string | undefined): ToastText {
  return { title: 'Failed to send emails', description: serverMessage ?? 'Failed to send email campaign' };
}

/** The extra word next to Sent/Failed for results that are not final yet, or were skipped. */
export function outcomeNote(outcome: CampaignResult['outcome']): string | null {
  if (outcome === 'RETRYING') return 'will retry automatically';
  if (outcome === 'QUEUED') return 'queued for delivery';
  if (outcome === 'SKIPPED') return 'unsubscribed';
  return null;
}

/** Select All takes exactly the merchants the filter shows, so nobody hidden by the filter is emailed by surprise. */
export function selectAll(visibleIds: readonly string[]): Set<string> {
  return new Set(visibleIds);
}

export function toggle(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Selected merchants that the current filter hides: the screen says how many, so the count never surprises. */
export function hiddenSelected(selected: ReadonlySet<string>, visibleIds: readonly string[]): number {
  const visible = new Set(visibleIds);
  let hidden = 0;
  for (const id of selected) if (!visible.has(id)) hidden += 1;
  return hidden;
}

export function selectedSummary(selected: number, hidden: number): string {
  const base = `${selected} selected`;
  return hidden > 0 ? `${base} (${hidden} not shown by this filter)` : base;
}
