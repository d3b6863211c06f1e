import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaymentDetail } from '@contract/payment-lifecycle';
import { REFUND_ALLOCATIONS, REFUND_REASONS, MERCHANT_CANCEL_REASONS } from '@contract/payment-states';
import { CANCEL_REASON_LABELS, REFUND_ALLOCATION_LABELS, REFUND_REASON_LABELS, allocationLabel, legCardName } from './payment-labels';
import { PaymentDetailSections } from './payment-detail-sections';
import { PaymentSummary } from './payment-summary';

/* The payment pieces the portal and the admin panel share: what each shows, from the stored figures. */

const text = (node: React.ReactNode) =>
  renderToStaticMarkup(node)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const rows = (markup: string, testId: string) =>
  [...markup.matchAll(new RegExp(`<(tr|li)[^>]*data-testid="${testId}"[^>]*>([\\s\\S]*?)</\\1>`, 'g'))].map((m) =>
    m[2]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

const payment: PaymentDetail = {
  transactionId: 'txn_1',
  status: 'COMPLETED',
  mode: 'test',
  amount: 10_000,
  currency: 'GBP',
  feeAmount: 50,
  customerEmail: 'jo@shop.example',
  category: 'general',
  splits: [],
  totalReward: 160,
  declinedCards: [],
  declineReason: null,
  legs: [
    {
      id: 'leg_a',
      cardId: 'card_a',
      brand: 'VISA',
      last4: '4242',
      amount: 4_000,
      status: 'CAPTURED',
      amountAuthorised: 4_000,
      amountCaptured: 4_000,
      amountRefunded: 3_000,
      reward: 40,
      processorReference: 'ch_visa_1',
      declineCode: null,
    },
    {
      id: 'leg_b',
      cardId: 'card_b',
      brand: 'AMEX',
      last4: '0005',
      amount: 6_000,
      status: 'CAPTURED',
      amountAuthorised: 6_000,
      amountCaptured: 6_000,
      amountRefunded: 0,
      reward: 120,
      processorReference: null,
      declineCode: null,
    },
  ],
  captureMethod: 'automatic',
  legConfirmation: 'none',
  amountCaptured: 10_000,
  amountRefunded: 3_000,
  refundStatus: 'partial',
  cancelReason: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  refunds: [
    {
      id: 're_1',
      paymentId: 'txn_1',
      amount: 3_000,
      reason: 'requested_by_customer',
      status: 'SUCCEEDED',
      allocation: 'keep_most_reward',
      legs: [{ legId: 'leg_a', cardId: 'card_a', amount: 3_000, rewardReversed: 30, status: 'SUCCEEDED', failureReason: null }],
      feeReturned: 0,
      createdAt: '2026-11-26T11:00:00.000Z',
    },
  ],
  history: [
    { at: '2026-11-26T10:00:00.000Z', subject: 'payment', subjectId: 'txn_1', from: null, to: 'COMPLETED', cause: 'created', note: null },
    { at: '2026-11-26T11:00:00.000Z', subject: 'refund', subjectId: 're_1', from: null, to: 'SUCCEEDED', cause: 'refund', note: '3000 pence' },
  ],
  disputes: [{ id: 'dp_1', cardId: 'card_b', amount: 1_000, status: 'NEEDS_RESPONSE' }],
};

describe('payment pieces', () => {
  it('sums up the payment in pounds with its status, captured, refunded and refund status', () => {
    const summary = text(<PaymentSummary payment={payment} />);
    for (const part of ['Amount £100.00', 'Status COMPLETED', 'Captured £100.00', 'Refunded £30.00', 'Refund status Partly refunded', 'Reward £1.60'])
      expect(summary).toContain(part);
    const canceled = text(<PaymentSummary payment={{ ...payment, status: 'CANCELED', cancelReason: 'expired' }} />);
    expect(canceled).toContain('CANCELED Authorisation expired');
  });

  it('shows each leg, each refund with the cards it came from, the disputes and the timeline', () => {
    const markup = renderToStaticMarkup(<PaymentDetailSections payment={payment} />);
    expect(rows(markup, 'payment-leg')).toEqual([
      'VISA ••4242 card_a £40.00 CAPTURED £40.00 £40.00 £30.00 £0.40 ch_visa_1',
      'AMEX ••0005 card_b £60.00 CAPTURED £60.00 £60.00 £0.00 £1.20 —',
    ]);
    expect(rows(markup, 'payment-refund')[0]).toContain('re_1');
    expect(rows(markup, 'payment-refund')[0]).toContain('£30.00 Requested by the customer Keep the most reward SUCCEEDED VISA ••4242 £30.00 SUCCEEDED');
    expect(rows(markup, 'payment-dispute')).toEqual(['dp_1 on card_b: £10.00 Needs response']);
    expect(rows(markup, 'payment-history-entry').map((r) => r.replace(/^\S+ \S+ \S+, \S+ /, ''))).toEqual([
      'payment txn_1 : COMPLETED (created)',
      'refund re_1 : SUCCEEDED (refund) 3000 pence',
    ]);
  });

  it('says so when there is nothing to show', () => {
    const empty = text(<PaymentDetailSections payment={{ ...payment, legs: [], refunds: [], disputes: [], history: [] }} />);
    for (const part of ['No legs', 'No refunds.', 'No disputes.', 'No history recorded.']) expect(empty).toContain(part);
  });

  it('has a label for every allocation and reason the contract lists', () => {
    for (const a of REFUND_ALLOCATIONS) expect(REFUND_ALLOCATION_LABELS[a]).toBeTruthy();
    for (const r of REFUND_REASONS) expect(REFUND_REASON_LABELS[r]).toBeTruthy();
    for (const r of MERCHANT_CANCEL_REASONS) expect(CANCEL_REASON_LABELS[r]).toBeTruthy();
    expect(allocationLabel('pro_rata')).toBe('Pro rata');
    expect(allocationLabel('explicit')).toBe('explicit');
    expect(legCardName(payment.legs, 'leg_b', 'card_b')).toBe('AMEX ••0005');
    expect(legCardName(payment.legs, 'leg_gone', 'card_z')).toBe('card_z');
  });
});
