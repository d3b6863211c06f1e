import { describe, expect, it } from 'vitest';
import { pathFromQueryKey } from '@web/lib/api-client';
import { cleanFilters } from './admin-queries';

describe('cleanFilters', () => {
  it('drops blank and missing filters and trims the rest', () => {
    expect(cleanFilters({ status: '', q: '  acme ', mode: undefined, limit: 50, merchantId: '   ' })).toEqual({ q: 'acme', limit: 50 });
  });

  it('gives a query string with only the chosen filters', () => {
    expect(pathFromQueryKey(['/api/admin/transactions', { ...cleanFilters({ status: 'COMPLETED', mode: '' }), cursor: undefined }])).toBe(
      '/api/admin/transactions?status=COMPLETED',
    );
  });
});
