import { describe, expect, it } from 'vitest';
import { abaRoutingValid, ibanChecksumValid } from '@contract/verification-rules';
import { normaliseVerificationDetails, verificationDetailsRequestSchema } from '@contract/verification';
import { UNREADABLE } from '../merchants';
import { maskAccountNumber, maskDetails, maskSortCode, maskTaxId } from './mask-details';

const gb = {
  registrationNumber: 'SC123456',
  taxId: 'GB123456789',
  bankAccountNumber: '31926819',
  bankSortCode: '60-16-13',
  businessAddress: '1 High Street',
  city: 'Edinburgh',
  postcode: 'EH1 1YZ',
  country: 'GB',
};
const by = {
  GB: gb,
  IE: {
    ...gb,
    country: 'IE',
    registrationNumber: '123456',
    taxId: 'IE1234567T',
    bankAccountNumber: 'IE29 AIBK 9311 5212 3456 78',
    bankSortCode: '93-11-52',
    postcode: 'D02 X285',
  },
  US: {
    ...gb,
    country: 'US',
    registrationNumber: 'C1234567',
    taxId: '12-3456789',
    bankAccountNumber: '000123456789',
    bankSortCode: '021000021',
    postcode: '10001-1234',
  },
  CA: {
    ...gb,
    country: 'CA',
    registrationNumber: '1234567',
    taxId: '123456789RT0001',
    bankAccountNumber: '1234567',
    bankSortCode: '12345-678',
    postcode: 'k1a 0b1',
  },
} as const;

function problems(input: Record<string, unknown>) {
  const r = verificationDetailsRequestSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => String(i.path[0]));
}

describe('verification details rules', () => {
  it('accepts a valid example for every country', () => {
    for (const example of Object.values(by)) expect(problems(example)).toEqual([]);
  });

  it.each([
    ['GB', 'bankSortCode', '12-34-5'],
    ['GB', 'bankSortCode', '12-3456'],
    ['GB', 'bankAccountNumber', '1234567'],
    ['GB', 'bankAccountNumber', '12345678A'],
    ['GB', 'postcode', '12345'],
    ['GB', 'registrationNumber', 'AB1'],
    ['GB', 'taxId', 'VAT'],
    ['IE', 'bankAccountNumber', 'IE00AIBK93115212345678'],
    ['IE', 'bankAccountNumber', '1234'],
    ['IE', 'postcode', 'SW1A 1AA'],
    ['US', 'bankSortCode', '123456789'],
    ['US', 'bankSortCode', '60-16-13'],
    ['US', 'bankAccountNumber', '123'],
    ['US', 'postcode', 'ABCDE'],
    ['US', 'taxId', '1234'],
    ['CA', 'postcode', 'K1A0B'],
    ['CA', 'bankSortCode', '1234-567'],
    ['CA', 'bankAccountNumber', '123456'],
    ['CA', 'taxId', '12345678'],
  ] as const)('%s refuses %s = %s, naming the field', (country, field, value) => {
    expect(problems({ ...by[country], [field]: value })).toEqual([field]);
  });

  it("judges details by the chosen country, not by another country's rules", () => {
    // A US EIN happens to have a UK VAT number's shape; the bank codes and ZIP do not.
    expect(problems({ ...by.US, country: 'GB' })).toEqual(['bankAccountNumber', 'bankSortCode', 'postcode']);
  });

  it('normalises bank numbers and postcodes for storage', () => {
    const n = (input: Record<string, unknown>) => normaliseVerificationDetails(verificationDetailsRequestSchema.parse(input));
    expect(n({ ...gb, bankSortCode: '60 16 13', postcode: 'sw1a1aa' })).toMatchObject({ bankSortCode: '601613', postcode: 'SW1A 1AA' });
    expect(n(by.IE)).toMatchObject({ bankAccountNumber: 'IE29AIBK93115212345678', bankSortCode: '931152', postcode: 'D02 X285' });
    expect(n(by.CA)).toMatchObject({ bankSortCode: '12345678', postcode: 'K1A 0B1', taxId: '123456789RT0001' });
    expect(n(by.US)).toMatchObject({ bankSortCode: '021000021', postcode: '10001-1234', taxId: '123456789' });
  });

  it('checks IBAN and ABA check digits', () => {
    expect(ibanChecksumValid('IE29AIBK93115212345678')).toBe(true);
    expect(ibanChecksumValid('IE28AIBK93115212345678')).toBe(false);
    expect(abaRoutingValid('021000021')).toBe(true);
    expect(abaRoutingValid('021000022')).toBe(false);
  });
});

describe('masking', () => {
  it('keeps the account number’s last 4, the sort code’s first 2 and the tax id’s last 3', () => {
    expect(maskAccountNumber('31926819')).toBe('••••6819');
    expect(maskAccountNumber('IE29AIBK93115212345678')).toBe('••••5678');
    expect(maskSortCode('601613')).toBe('60-••-••');
    expect(maskSortCode('021000021')).toBe('02•••••••');
    expect(maskTaxId('GB123456789')).toBe('••••••••789');
  });

  it('never keeps more than half of a short value', () => {
    expect(maskAccountNumber('1234')).toBe('••••34');
    expect(maskAccountNumber('12345')).toBe('••••45');
    expect(maskSortCode('12')).toBe('1••');
    expect(maskTaxId('1234')).toBe('•••34');
  });

  it('masks the three values in one call, leaving the rest and unreadable values as they are', () => {
    const details = {
      registrationNumber: '12345678',
      taxId: 'GB123456789',
      bankAccountNumber: '31926819',
      bankSortCode: '601613',
      businessAddress: '1 High Street',
      city: 'London',
      postcode: 'SW1A 1AA',
      country: 'GB' as const,
    };
    expect(maskDetails(details)).toEqual({ ...details, taxId: '••••••••789', bankAccountNumber: '••••6819', bankSortCode: '60-••-••' });
    expect(maskDetails({ ...details, taxId: UNREADABLE }).taxId).toBe(UNREADABLE);
  });
});
