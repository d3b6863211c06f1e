import { describe, expect, it } from 'vitest';
import { SETTINGS_FIELD_ROLES } from '@contract/admin-settings';
import { editableSettings, onlyEditable, settingsAccessNote } from './settings-access';

describe('settings access', () => {
  it('lets a super admin change everything, finance only the fee, the payout delay, the dispute fee and the refund fee policy, and the others nothing', () => {
    expect([...editableSettings('SUPER_ADMIN')].sort()).toEqual(Object.keys(SETTINGS_FIELD_ROLES).sort());
    expect([...editableSettings('FINANCE')].sort()).toEqual(['defaultFeePercent', 'disputeFee', 'payoutDelayDays', 'refundFeePolicy']);
    for (const role of ['OPERATIONS', 'COMPLIANCE', 'SUPPORT'] as const) expect(editableSettings(role).size).toBe(0);
    expect(editableSettings(null).size).toBe(0);
  });

  it('sends only the fields the role may change, and says why the rest are locked', () => {
    const body = { defaultFeePercent: 1, minTransactionAmount: 5, maxTransactionAmount: 10, autoApproveEnabled: true };
    expect(onlyEditable(body, editableSettings('FINANCE'))).toEqual({ defaultFeePercent: 1 });
    expect(onlyEditable(body, editableSettings('SUPER_ADMIN'))).toEqual(body);
    expect(settingsAccessNote(editableSettings('SUPER_ADMIN'))).toBeNull();
    expect(settingsAccessNote(editableSettings('FINANCE'))).toContain('transaction fee');
    expect(settingsAccessNote(editableSettings('SUPPORT'))).toContain('read these settings');
    expect(settingsAccessNote(editableSettings('FINANCE'))).toBe(
      'Your role can change the transaction fee, the payout delay, the dispute fee and the refund fee policy; the other settings are for super admins.',
    );
  });
});
