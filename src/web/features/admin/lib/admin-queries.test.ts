import { describe, expect, it } from 'vitest';
import { listTransactions } from '@contract/endpoints/admin-reports';
import { endpointUrl } from '@web/lib/api-client';
import { cleanFilters } from './admin-queries';

describe('cleanFilters', () => {
  it('drops blank and missing filters and trims the rest', () => {
    expect(cleanFilters({ status: '', q: '  acme ', mode: undefined, limit: 50, merchantId: '   ' })).toEqual({ q: 'acme', limit: 50 });
  });

  it('gives a query string with only the chosen filters', () => {
    const query = { ...cleanFilters({ status: 'COMPLETED', mode: '' }), cursor: undefined } as unknown as { status: 'COMPLETED' };
    expect(endpointUrl(listTransactions, { query })).toBe(`${listTransactions.path}?status=COMPLETED`);
  });
});
