import { describe, expect, it } from 'vitest';
import { checkDateFields } from './use-filter-form';

const dates = ['from', 'to'] as const;

describe('checkDateFields', () => {
  it('applies UK dates as ISO and leaves other fields and blanks alone', () => {
    expect(checkDateFields({ status: 'COMPLETED', from: '1/12/2026', to: '31/12/2026' }, dates)).toEqual({
      applied: { status: 'COMPLETED', from: '2026-12-01', to: '2026-12-31' },
      errors: {},
    });
    expect(checkDateFields({ status: '', from: '', to: '  ' }, dates)).toEqual({ applied: { status: '', from: '', to: '' }, errors: {} });
  });

  it('applies nothing when a date does not exist or is not dd/mm/yyyy, and says so on that field', () => {
    const result = checkDateFields({ from: '31/02/2026', to: '2026-12-31' }, dates);
    expect(result.applied).toBeNull();
    expect(result.errors.from).toMatch(/not a date/);
    expect(result.errors.to).toMatch(/dd\/mm\/yyyy/);
  });

  it('refuses an end before the start, on the end', () => {
    expect(checkDateFields({ from: '02/01/2026', to: '01/01/2026' }, dates)).toEqual({
      applied: null,
      errors: { to: 'The end date must be on or after the start date' },
    });
    expect(checkDateFields({ from: '01/01/2026', to: '01/01/2026' }, dates).applied).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});
