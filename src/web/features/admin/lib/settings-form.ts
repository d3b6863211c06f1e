import { poundsDecimal } from '@contract/money';
import type { PlatformSettingsDto, UpdateSettingsRequest } from '@contract/admin-settings';
import type { RefundFeePolicy } from '@contract/payment-states';

export const SETTINGS_FIELDS = [
  'defaultFeePercent',
  'minTransactionAmount',
  'maxTransactionAmount',
  'autoApproveEnabled',
  'requireAdminMfa',
  'payoutDelayDays',
  'disputeFee',
  'authorisationValidityHours',
  'refundFeePolicy',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

export interface SettingsFormValues {
  defaultFeePercent: string;
  minTransactionAmount: string;
  maxTransactionAmount: string;
  autoApproveEnabled: boolean;
  requireAdminMfa: boolean;
  payoutDelayDays: string;
  /** Pounds, as typed (stored in pence). */
  disputeFee: string;
  authorisationValidityHours: string;
  refundFeePolicy: RefundFeePolicy;
}

export type SettingsErrors = Partial<Record<SettingsField, string>>;

export function toFormValues(s: PlatformSettingsDto): SettingsFormValues {
  return {
    defaultFeePercent: String(s.defaultFeePercent),
    minTransactionAmount: String(s.minTransactionAmount),
    maxTransactionAmount: String(s.maxTransactionAmount),
    autoApproveEnabled: s.autoApproveEnabled,
    requireAdminMfa: s.requireAdminMfa,
    payoutDelayDays: String(s.payoutDelayDays),
    disputeFee: poundsDecimal(s.disputeFee),
    authorisationValidityHours: String(s.authorisationValidityHours),
    refundFeePolicy: s.refundFeePolicy,
  };
}

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const POUNDS = /^\d+(\.\d{1,2})?$/;

/**
 * Turns the typed text into numbers: the fee as a decimal, the amounts as whole pounds
 * (docs/product-spec.md section 5), the payout delay as whole days, the authorisation validity as whole hours. Only "is it a number" is checked here; the limits (0-10%, 2 decimals,
 * min < max) are the server's, and its answer is shown next to the field it names.
 */
export function parseSettingsForm(v: SettingsFormValues): { ok: true; body: UpdateSettingsRequest } | { ok: false; errors: SettingsErrors } {
  const errors: SettingsErrors = {};
  const fee = v.defaultFeePercent.trim();
  const min = v.minTransactionAmount.trim();
  const max = v.maxTransactionAmount.trim();
  if (!DECIMAL.test(fee)) errors.defaultFeePercent = 'Enter a percentage, for example 0.5';
  if (!WHOLE.test(min)) errors.minTransactionAmount = 'Enter a whole number of pounds';
  if (!WHOLE.test(max)) errors.maxTransactionAmount = 'Enter a whole number of pounds';
  const delay = v.payoutDelayDays.trim();
  if (!WHOLE.test(delay)) errors.payoutDelayDays = 'Enter a whole number of days';
  const disputeFee = v.disputeFee.trim();
  if (!POUNDS.test(disputeFee)) errors.disputeFee = 'Enter an amount in pounds, for example 15.00';
  const validity = v.authorisationValidityHours.trim();
  if (!WHOLE.test(validity)) errors.authorisationValidityHours = 'Enter a whole number of hours';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      defaultFeePercent: Number(fee),
      minTransactionAmount: Number(min),
      maxTransactionAmount: Number(max),
      autoApproveEnabled: v.autoApproveEnabled,
      requireAdminMfa: v.requireAdminMfa,
      payoutDelayDays: Number(delay),
      disputeFee: Math.round(Number(disputeFee) * 100),
      authorisationValidityHours: Number(validity),
      refundFeePolicy: v.refundFeePolicy,
    },
  };
}
