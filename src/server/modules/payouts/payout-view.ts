import type { AdminPayout, MerchantPayout, PayoutRun } from '@contract/ledger';
import type { PayoutView } from './payout-repository';
import type { PayoutRunView } from './payout-run-repository';

/** The API's shapes of payouts and runs, from the repositories' rows. */

export const toMerchantPayout = ({ payout: p, paymentCount }: PayoutView): MerchantPayout => ({
  id: p.id,
  amount: p.amount,
  currency: 'GBP',
  periodEnd: p.periodEnd.toISOString(),
  status: p.status,
  bankAccountLast4: p.bankAccountLast4,
  failureReason: p.failureReason,
  paymentCount,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

export const toAdminPayout = (v: PayoutView): AdminPayout => ({
  ...toMerchantPayout(v),
  runId: v.payout.runId,
  merchantId: v.merchantPublicId,
  companyName: v.companyName,
});

export const toPayoutRun = ({ run: r }: PayoutRunView): PayoutRun => ({
  id: r.id,
  periodEnd: r.periodEnd.toISOString(),
  delayDays: r.delayDays,
  trigger: r.trigger,
  payoutCount: r.payoutCount,
  totalAmount: r.totalAmount,
  heldCount: r.heldCount,
  createdAt: r.createdAt.toISOString(),
});
