import { describe, expect, it } from 'vitest';
import { documentTypeLabel, formatAddress, orNA, rejectionNote } from './verification-format';

describe('verification formatting', () => {
  it('shows document types with spaces', () => {
    expect(documentTypeLabel('PROOF_OF_ADDRESS')).toBe('PROOF OF ADDRESS');
  });

  it('joins the address and falls back to N/A', () => {
    expect(formatAddress({ businessAddress: '1 High Street', city: 'London', postcode: 'SW1A 1AA', country: 'GB' })).toBe(
      '1 High Street, London, SW1A 1AA, GB',
    );
    expect(formatAddress({ businessAddress: '1 High Street', city: '', postcode: null, country: 'GB' })).toBe('1 High Street, GB');
    expect(formatAddress(null)).toBe('N/A');
    expect(formatAddress({})).toBe('N/A');
    expect(orNA('')).toBe('N/A');
    expect(orNA('12345678')).toBe('12345678');
  });

  it('sends the fixed rejection note, with a typed reason after it', () => {
    expect(rejectionNote('Document unclear or incomplete', '  ')).toBe('Document unclear or incomplete');
    expect(rejectionNote('Document unclear or incomplete', 'Expired passport ')).toBe('Document unclear or incomplete: Expired passport');
  });
});
