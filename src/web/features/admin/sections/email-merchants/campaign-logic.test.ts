import { describe, expect, it } from 'vitest';
import {
  canSend,
  failureToast,
  hiddenSelected,
  isActive,
  outcomeNote,
  progressPercent,
  queuedToast,
  selectAll,
  selectedSummary,
  sendButtonLabel,
  retryQueuedToast,
  successToast,
  toggle,
  validateDraft,
} from './campaign-logic';

const draft = { subject: 'Hello', body: 'Body', selectedCount: 2, sending: false };

describe('the send button', () => {
  it('reads Send to N Merchant(s)', () => {
    expect(sendButtonLabel(1)).toBe('Send to 1 Merchant');
    expect(sendButtonLabel(0)).toBe('Send to 0 Merchants');
    expect(sendButtonLabel(12)).toBe('Send to 12 Merchants');
  });

  it('is disabled while sending, with nothing selected, or with a blank subject or body', () => {
    expect(canSend(draft)).toBe(true);
    expect(canSend({ ...draft, sending: true })).toBe(false);
    expect(canSend({ ...draft, selectedCount: 0 })).toBe(false);
    expect(canSend({ ...draft, subject: '  \t' })).toBe(false);
    expect(canSend({ ...draft, body: '\n\n' })).toBe(false);
  });
});

describe('validation and toasts', () => {
  it('uses the spec texts', () => {
    expect(validateDraft({ ...draft, subject: ' ' })).toEqual({ title: 'Validation Error', description: 'Subject and body are required' });
    expect(validateDraft({ ...draft, selectedCount: 0 })).toEqual({ title: 'No Recipients', description: 'Please select at least one merchant' });
    expect(validateDraft(draft)).toBeNull();
    expect(successToast({ sent: 3, failed: 1 })).toEqual({ title: 'Campaign Sent', description: 'Successfully sent to 3 merchants (1 failed)' });
    expect(retryQueuedToast({ message: 'Retry queued for 1 merchant' })).toEqual({
      title: 'Retry Queued',
      description: 'Retry queued for 1 merchant. It is being sent in the background.',
    });
    expect(failureToast('Body must be at most 20,000 characters').description).toBe('Body must be at most 20,000 characters');
    expect(failureToast(undefined)).toEqual({ title: 'Failed to send emails', description: 'Failed to send email campaign' });
  });

  it('explains results that are not final', () => {
    expect(outcomeNote('SENT')).toBeNull();
    expect(outcomeNote('FAILED')).toBeNull();
    expect(outcomeNote('RETRYING')).toBe('will retry automatically');
    expect(outcomeNote('SKIPPED')).toBe('unsubscribed');
  });
});

describe('selection', () => {
  it('selects exactly the filtered list and toggles single merchants', () => {
    const chosen = toggle(selectAll(['a', 'b']), 'c', true);
    expect([...chosen]).toEqual(['a', 'b', 'c']);
    expect([...toggle(chosen, 'a', false)]).toEqual(['b', 'c']);
    expect([...selectAll(['x'])]).toEqual(['x']);
  });

  it('counts selected merchants the filter hides', () => {
    expect(hiddenSelected(new Set(['a', 'b', 'c']), ['a'])).toBe(2);
    expect(selectedSummary(3, 2)).toBe('3 selected (2 not shown by this filter)');
    expect(selectedSummary(1, 0)).toBe('1 selected');
  });
});

describe('a campaign sent in the background', () => {
  it('is followed while queued or sending only', () => {
    expect(isActive('QUEUED')).toBe(true);
    expect(isActive('SENDING')).toBe(true);
    expect(isActive('COMPLETED')).toBe(false);
    expect(isActive('CANCELED')).toBe(false);
  });

  it('measures progress over deliverable recipients: sent and failed for good against what remains', () => {
    expect(progressPercent({ sent: 0, retryable: 0, pending: 10 })).toBe(0);
    expect(progressPercent({ sent: 3, retryable: 1, pending: 6 })).toBe(40);
    expect(progressPercent({ sent: 999, retryable: 0, pending: 1 })).toBe(99);
    expect(progressPercent({ sent: 2, retryable: 1, pending: 0 })).toBe(100);
    // Nothing deliverable (only unknown ids or unsubscribed merchants): done.
    expect(progressPercent({ sent: 0, retryable: 0, pending: 0 })).toBe(100);
  });

  it('says it was queued in the words of the server', () => {
    expect(queuedToast({ message: 'Campaign queued for 3 merchants' })).toEqual({
      title: 'Campaign Queued',
      description: 'Campaign queued for 3 merchants. It is being sent in the background.',
    });
  });
});
