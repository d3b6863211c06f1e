import type { Country } from '@contract/verification';

export const COUNTRY_NAMES: Record<Country, string> = {
  GB: 'United Kingdom',
  IE: 'Ireland',
  US: 'United States',
  CA: 'Canada',
};

export type DetailsField = 'registrationNumber' | 'taxId' | 'bankAccountNumber' | 'bankSortCode' | 'businessAddress' | 'city' | 'postcode' | 'country';

export const DETAILS_FIELDS: readonly DetailsField[] = [
  'registrationNumber',
  'taxId',
  'bankAccountNumber',
  'bankSortCode',
  'businessAddress',
  'city',
  'postcode',
  'country',
];

interface FieldText {
  label: string;
  hint?: string;
}

/**
 * Banks and registries name the same things differently per country, so the labels and hints
 * follow the chosen country. The formats match the contract's verification-rules.ts.
 */
export const COUNTRY_FIELDS: Record<Country, Record<DetailsField, FieldText>> = {
  GB: {
    registrationNumber: { label: 'Company registration number', hint: 'Companies House number, e.g. 12345678 or SC123456' },
    taxId: { label: 'VAT/Tax ID', hint: 'VAT number, e.g. GB123456789, or your 10-digit UTR' },
    bankAccountNumber: { label: 'Bank account number', hint: '8 digits' },
    bankSortCode: { label: 'Sort code', hint: '6 digits, e.g. 12-34-56' },
    businessAddress: { label: 'Business address' },
    city: { label: 'Town or city' },
    postcode: { label: 'Postcode', hint: 'e.g. SW1A 1AA' },
    country: { label: 'Country' },
  },
  IE: {
    registrationNumber: { label: 'Company registration number', hint: 'CRO number, e.g. 123456' },
    taxId: { label: 'VAT/Tax ID', hint: 'e.g. IE1234567T' },
    bankAccountNumber: { label: 'Bank account number or IBAN', hint: 'IBAN (IE followed by 20 characters) or an 8-digit account number' },
    bankSortCode: { label: 'NSC', hint: 'National Sort Code, 6 digits, e.g. 93-11-52' },
    businessAddress: { label: 'Business address' },
    city: { label: 'Town or city' },
    postcode: { label: 'Eircode', hint: 'e.g. D02 X285' },
    country: { label: 'Country' },
  },
  US: {
    registrationNumber: { label: 'Company registration number', hint: 'State business registration number, 4 to 20 letters and digits' },
    taxId: { label: 'VAT/Tax ID', hint: 'Employer Identification Number (EIN), e.g. 12-3456789' },
    bankAccountNumber: { label: 'Bank account number', hint: '4 to 17 digits' },
    bankSortCode: { label: 'Routing number', hint: '9-digit ABA routing number' },
    businessAddress: { label: 'Business address' },
    city: { label: 'City' },
    postcode: { label: 'ZIP code', hint: 'e.g. 10001 or 10001-1234' },
    country: { label: 'Country' },
  },
  CA: {
    registrationNumber: { label: 'Company registration number', hint: 'Corporation number, 4 to 20 letters and digits' },
    taxId: { label: 'VAT/Tax ID', hint: 'Business Number, e.g. 123456789 or 123456789RT0001' },
    bankAccountNumber: { label: 'Bank account number', hint: '7 to 12 digits' },
    bankSortCode: { label: 'Transit and institution number', hint: '5-digit transit and 3-digit institution number, e.g. 12345-678' },
    businessAddress: { label: 'Business address' },
    city: { label: 'City' },
    postcode: { label: 'Postal code', hint: 'e.g. K1A 0B1' },
    country: { label: 'Country' },
  },
};
