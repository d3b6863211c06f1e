import { describe, expect, it } from 'vitest';
import { parseSettingsForm, toFormValues } from './settings-form';

const base = {
  defaultFeePercent: '0.5',
  minTransactionAmount: '1',
  maxTransactionAmount: '1000000',
  autoApproveEnabled: false,
  requireAdminMfa: false,
  payoutDelayDays: '7',
  disputeFee: '15.00',
  authorisationValidityHours: '168',
  refundFeePolicy: 'retain' as const,
};

describe('settings form', () => {
  it('starts from the stored values', () => {
    expect(
      toFormValues({
        defaultFeePercent: 0.75,
        minTransactionAmount: 5,
        maxTransactionAmount: 20000,
        autoApproveEnabled: true,
        requireAdminMfa: true,
        payoutDelayDays: 3,
        disputeFee: 2500,
        authorisationValidityHours: 48,
        refundFeePolicy: 'proportional',
      }),
    ).toEqual({
      defaultFeePercent: '0.75',
      minTransactionAmount: '5',
      maxTransactionAmount: '20000',
      autoApproveEnabled: true,
      requireAdminMfa: true,
      payoutDelayDays: '3',
      disputeFee: '25.00',
      authorisationValidityHours: '48',
      refundFeePolicy: 'proportional',
    });
  });

  it('parses the fee as a decimal and the amounts as whole pounds', () => {
    expect(parseSettingsForm({ ...base, defaultFeePercent: ' 1.25 ', minTransactionAmount: '2' })).toEqual({
      ok: true,
      body: {
        defaultFeePercent: 1.25,
        minTransactionAmount: 2,
        maxTransactionAmount: 1000000,
        autoApproveEnabled: false,
        requireAdminMfa: false,
        payoutDelayDays: 7,
        disputeFee: 1500,
        authorisationValidityHours: 168,
        refundFeePolicy: 'retain',
      },
    });
  });

  it('names each field that is not a number', () => {
    expect(parseSettingsForm({ ...base, defaultFeePercent: 'abc', minTransactionAmount: '1.5', maxTransactionAmount: '', payoutDelayDays: '2.5' })).toEqual({
      ok: false,
      errors: {
        defaultFeePercent: 'Enter a percentage, for example 0.5',
        minTransactionAmount: 'Enter a whole number of pounds',
        maxTransactionAmount: 'Enter a whole number of pounds',
        payoutDelayDays: 'Enter a whole number of days',
      },
    });
  });

  it('takes the dispute fee in pounds and sends it in pence', () => {
    expect(parseSettingsForm({ ...base, disputeFee: '12.5' })).toMatchObject({ ok: true, body: { disputeFee: 1250 } });
    expect(parseSettingsForm({ ...base, disputeFee: '£15' })).toEqual({ ok: false, errors: { disputeFee: 'Enter an amount in pounds, for example 15.00' } });
    expect(parseSettingsForm({ ...base, disputeFee: '1.234' }).ok).toBe(false);
  });

  it('takes the authorisation validity as whole hours and passes the refund fee policy through', () => {
    expect(parseSettingsForm({ ...base, authorisationValidityHours: ' 72 ', refundFeePolicy: 'proportional' })).toMatchObject({
      ok: true,
      body: { authorisationValidityHours: 72, refundFeePolicy: 'proportional' },
    });
    expect(parseSettingsForm({ ...base, authorisationValidityHours: '1.5' })).toEqual({
      ok: false,
      errors: { authorisationValidityHours: 'Enter a whole number of hours' },
    });
    expect(parseSettingsForm({ ...base, authorisationValidityHours: '' }).ok).toBe(false);
  });

  it('leaves range rules to the server', () => {
    expect(parseSettingsForm({ ...base, defaultFeePercent: '25', minTransactionAmount: '10', maxTransactionAmount: '5' }).ok).toBe(true);
    expect(parseSettingsForm({ ...base, authorisationValidityHours: '9999' }).ok).toBe(true);
  });
});
