import { describe, expect, it } from 'vitest';
import { summariseChange } from './audit-summary';

describe('summariseChange', () => {
  it('shows only the fields that changed', () => {
    expect(summariseChange({ status: 'ACTIVE' }, { status: 'SUSPENDED' })).toBe('status: ACTIVE → SUSPENDED');
    expect(
      summariseChange(
        { defaultFeePercent: 0.5, minTransactionAmount: 1, maxTransactionAmount: 1000000, autoApproveEnabled: false },
        { defaultFeePercent: 0.75, minTransactionAmount: 1, maxTransactionAmount: 20000, autoApproveEnabled: false },
      ),
    ).toBe('defaultFeePercent: 0.5 → 0.75; maxTransactionAmount: 1000000 → 20000');
  });

  it('keeps the merchant id as context for document decisions', () => {
    expect(
      summariseChange(
        { merchantId: 'mch_1', documentType: 'TAX_CERTIFICATE', status: 'PENDING' },
        { merchantId: 'mch_1', documentType: 'TAX_CERTIFICATE', status: 'REJECTED', reviewNotes: 'Document unclear or incomplete' },
      ),
    ).toBe('merchantId mch_1; status: PENDING → REJECTED; reviewNotes: — → Document unclear or incomplete');
  });

  it('handles creations, removals, plain text and nothing', () => {
    expect(summariseChange(null, { prefix: '411111', reason: 'Fraud ring' })).toBe('→ prefix: 411111, reason: Fraud ring');
    expect(summariseChange({ prefix: '4111' }, null)).toBe('prefix: 4111 →');
    expect(summariseChange('old', 'new')).toBe('old → new');
    expect(summariseChange(null, null)).toBe('—');
    expect(summariseChange({ a: 1 }, { a: 1 })).toBe('No change');
  });

  it('shortens long values', () => {
    const long = 'x'.repeat(100);
    expect(summariseChange(null, long)).toBe(`→ ${'x'.repeat(59)}…`);
  });
});
