import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AdminDispute, Dispute } from '@contract/disputes';
import type { AdminPayout, MerchantPayout } from '@contract/ledger';
import { DisputeStatusBadge } from './disputes/dispute-status-badge';
import { DisputesTable } from './disputes/disputes-table';
import { PayoutStatusBadge } from './payouts/payout-status-badge';
import { PayoutsTable } from './payouts/payouts-table';
import { RequestDurationCell, RequestPathCell, RequestStatusCell, RequestTimeCell } from './request-log/request-cells';

/*
 * The dispute and payout pieces the admin panel and the merchant portal share: each screen's
 * options must give it the columns, names and test ids it had when it kept its own copy.
 */

const html = (node: React.ReactNode) => renderToStaticMarkup(node);
const headings = (markup: string) => [...markup.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
const cells = (markup: string) => [...markup.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));

const dispute: Dispute = {
  id: 'dp_1',
  transactionId: 'txn_1',
  cardId: 'card_a',
  cardBrand: 'VISA',
  cardLast4: '4242',
  legAmount: 5000,
  amount: 1250,
  currency: 'GBP',
  reason: 'fraudulent',
  status: 'NEEDS_RESPONSE',
  dueBy: '2026-12-03T23:59:59.000Z',
  submittedAt: null,
  closedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const adminDispute: AdminDispute = { ...dispute, merchantId: 'mch_1', companyName: 'Disputed Goods Ltd' };

const payout: MerchantPayout = {
  id: 'po_1',
  amount: 98_765,
  currency: 'GBP',
  periodEnd: '2026-11-19T00:00:00.000Z',
  status: 'FAILED',
  bankAccountLast4: '6789',
  failureReason: 'Account closed',
  paymentCount: 1,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};
const adminPayout: AdminPayout = { ...payout, runId: 'pr_1', merchantId: 'mch_1', companyName: 'Payout Bakery Ltd' };

describe('DisputeStatusBadge', () => {
  it.each([
    ['NEEDS_RESPONSE', 'Needs response', 'border-border'],
    ['UNDER_REVIEW', 'Under review', 'bg-secondary'],
    ['WON', 'Won', 'bg-success'],
    ['LOST', 'Lost', 'bg-destructive'],
    ['ACCEPTED', 'Accepted', 'bg-destructive'],
  ] as const)('shows %s as "%s" in its colour', (status, label, colour) => {
    const markup = html(<DisputeStatusBadge status={status} />);
    expect(markup).toContain(`>${label}</span>`);
    expect(markup).toContain(colour);
  });
});

describe('DisputesTable', () => {
  it('gives staff the merchant column and a Details button', () => {
    const markup = html(
      <DisputesTable
        disputes={[adminDispute]}
        label="Disputes"
        rowTestId="dispute-row"
        dueHeading="Due by"
        showMerchant
        actionLabel={() => 'Details'}
        onOpen={() => {}}
      />,
    );
    expect(markup).toContain('aria-label="Disputes"');
    expect(markup).toContain('data-testid="dispute-row"');
    expect(headings(markup)).toEqual(['Dispute', 'Merchant', 'Reason', 'Amount', 'Due by', 'Status', 'Actions']);
    const row = cells(markup);
    expect(row[0]).toBe('dp_1txn_1');
    expect(row[1]).toBe('Disputed Goods Ltdmch_1');
    expect(row[3]).toBe('£12.50');
    expect(row[6]).toBe('Details');
    expect(markup).toContain('aria-label="Open dispute dp_1"');
  });

  it('gives the merchant the card under the payment and no merchant column', () => {
    const markup = html(
      <DisputesTable
        disputes={[dispute, { ...dispute, id: 'dp_2', status: 'WON', cardBrand: null, cardLast4: null }]}
        label="Your disputes"
        rowTestId="my-dispute"
        dueHeading="Respond by"
        showCard
        actionLabel={(d) => (d.status === 'NEEDS_RESPONSE' ? 'Respond' : 'View')}
        onOpen={() => {}}
      />,
    );
    expect(markup).toContain('aria-label="Your disputes"');
    expect(markup.match(/data-testid="my-dispute"/g)).toHaveLength(2);
    expect(headings(markup)).toEqual(['Dispute', 'Reason', 'Amount', 'Respond by', 'Status', 'Actions']);
    const [first, , , , , action, second, , , , , secondAction] = cells(markup);
    expect(first).toBe('dp_1txn_1 · VISA ending 4242');
    expect(second).toBe('dp_2txn_1 · card ending ????');
    expect([action, secondAction]).toEqual(['Respond', 'View']);
  });
});

describe('PayoutsTable', () => {
  it('keeps each screen’s column order', () => {
    const admin = html(
      <PayoutsTable
        payouts={[adminPayout]}
        label="Payouts"
        rowTestId="payout-row"
        columns={['payout', 'merchant', 'amount', 'bank', 'status']}
        actionsHeading="Actions"
        actionsClassName="text-right"
        actions={() => 'Mark paid'}
      />,
    );
    expect(headings(admin)).toEqual(['Payout', 'Merchant', 'Amount', 'Bank', 'Status', 'Actions']);
    expect(cells(admin).slice(1)).toEqual(['Payout Bakery Ltdmch_1', '£987.65', '••••6789', 'FAILEDAccount closed', 'Mark paid']);
    expect(admin).toContain('data-testid="payout-row"');

    const portal = html(
      <PayoutsTable
        payouts={[{ ...payout, status: 'PAID', failureReason: null, bankAccountLast4: null, paymentCount: 2 }]}
        label="Your payouts"
        rowTestId="my-payout"
        columns={['payout', 'amount', 'status', 'bank']}
        actionsHeading="Statement"
        actionsClassName="text-right"
        actions={() => 'Statement'}
      />,
    );
    expect(headings(portal)).toEqual(['Payout', 'Amount', 'Status', 'Bank', 'Statement']);
    expect(cells(portal)[0]).toMatch(/^po_1.* · 2 payments$/);
    expect(cells(portal).slice(1)).toEqual(['£987.65', 'PAID', '—', 'Statement']);
    expect(portal).toContain('aria-label="Your payouts"');
    expect(portal).toContain('data-testid="my-payout"');
  });

  it('colours a payout’s status', () => {
    expect(html(<PayoutStatusBadge status="PAID" />)).toContain('bg-success');
    expect(html(<PayoutStatusBadge status="FAILED" />)).toContain('bg-destructive');
    expect(html(<PayoutStatusBadge status="PENDING" />)).toContain('bg-secondary');
  });
});

describe('request cells', () => {
  it('show a request’s time, status with its error code, method and path, and duration', () => {
    const request = {
      createdAt: '2026-11-26T10:00:00.000Z',
      status: 402,
      errorCode: 'insufficient_funds',
      method: 'POST',
      path: '/api/merchant/process-payment',
      durationMs: 12,
    };
    const markup = html(
      <table>
        <tbody>
          <tr>
            <RequestTimeCell request={request} />
            <RequestStatusCell request={request} />
            <RequestPathCell request={request} />
            <RequestDurationCell request={request} />
          </tr>
        </tbody>
      </table>,
    );
    const [time, status, path, duration] = cells(markup);
    expect(time).toMatch(/2026/);
    expect(status).toContain('402');
    expect(status).toContain('insufficient_funds');
    expect(path).toBe('POST /api/merchant/process-payment');
    expect(duration).toBe('12 ms');
  });
});
