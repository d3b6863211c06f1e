/**
 * Per-country formats for the verification details. Each rule returns a
 * message for people when the value does not fit, else null. The rules are
 * deliberately a little lenient (a compliance reviewer checks the documents);
 * they exist to catch typos and values typed into the wrong box.
 */
export const COUNTRIES = ['GB', 'IE', 'US', 'CA'] as const;
export type Country = (typeof COUNTRIES)[number];

type Rule = (value: string) => string | null;
export type CountryRules = Record<'registrationNumber' | 'taxId' | 'bankAccountNumber' | 'bankSortCode' | 'postcode', Rule>;

/** Spaces and hyphens are accepted as separators and ignored. */
const compact = (v: string) => v.replace(/[\s-]/g, '').toUpperCase();

const matches =
  (pattern: RegExp, message: string, prepare: (v: string) => string = compact): Rule =>
  (value) =>
    pattern.test(prepare(value)) ? null : message;

const both =
  (...rules: Rule[]): Rule =>
  (value) => {
    for (const rule of rules) {
      const problem = rule(value);
      if (problem) return problem;
    }
    return null;
  };

/** ISO 13616 check: move the first four characters to the end, letters to numbers, mod 97 must be 1. */
export function ibanChecksumValid(iban: string): boolean {
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /[A-Z]/.test(ch) ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** ABA routing numbers carry a 3-7-1 weighted check digit. */
export function abaRoutingValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

const trimmed = (v: string) => v.trim().toUpperCase();
const sixDigitSortCode = (name: string, example: string) => matches(/^\d{2}([- ]?)\d{2}\1\d{2}$/, `Enter a 6-digit ${name}, e.g. ${example}`, trimmed);

export const countryRules: Record<Country, CountryRules> = {
  GB: {
    registrationNumber: matches(/^[A-Z0-9]{6,10}$/, 'Enter a company registration number of 6 to 10 letters and digits, e.g. 12345678 or SC123456'),
    taxId: matches(/^(GB)?(\d{9}|\d{12})$|^\d{10}$/, 'Enter a UK VAT number (e.g. GB123456789) or a 10-digit UTR'),
    bankAccountNumber: matches(/^\d{8}$/, 'Enter an 8-digit UK account number'),
    bankSortCode: sixDigitSortCode('sort code', '12-34-56'),
    postcode: matches(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, 'Enter a UK postcode, e.g. SW1A 1AA', trimmed),
  },
  IE: {
    registrationNumber: matches(/^[A-Z0-9]{4,10}$/, 'Enter a CRO company number of 4 to 10 letters and digits, e.g. 123456'),
    taxId: matches(/^(IE)?\d[0-9A-Z+*]\d{5}[A-Z]{1,2}$/, 'Enter an Irish VAT or tax reference number, e.g. IE1234567T'),
    bankAccountNumber: both(
      matches(/^(IE\d{2}[A-Z]{4}\d{14}|\d{8})$/, 'Enter an Irish IBAN (IE followed by 20 characters) or an 8-digit account number'),
      (v) => (/^IE/.test(compact(v)) && !ibanChecksumValid(compact(v)) ? 'The IBAN check digits do not match; check it for typos' : null),
    ),
    bankSortCode: sixDigitSortCode('NSC (sort code)', '93-11-52'),
    postcode: matches(/^[A-Z]\d[\dW] ?[0-9A-Z]{4}$/, 'Enter an Eircode, e.g. D02 X285', trimmed),
  },
  US: {
    registrationNumber: matches(/^[A-Z0-9]{4,20}$/, 'Enter the state business registration number, 4 to 20 letters and digits'),
    taxId: matches(/^\d{2}-?\d{7}$/, 'Enter an EIN, e.g. 12-3456789', trimmed),
    bankAccountNumber: matches(/^\d{4,17}$/, 'Enter a US account number of 4 to 17 digits'),
    bankSortCode: both(matches(/^\d{9}$/, 'Enter the 9-digit ABA routing number in the sort code field'), (v) =>
      abaRoutingValid(compact(v)) ? null : 'The routing number check digit does not match; check it for typos',
    ),
    postcode: matches(/^\d{5}(-\d{4})?$/, 'Enter a ZIP code, e.g. 10001 or 10001-1234', trimmed),
  },
  CA: {
    registrationNumber: matches(/^[A-Z0-9]{4,20}$/, 'Enter the corporation number, 4 to 20 letters and digits'),
    taxId: matches(/^\d{9}([A-Z]{2}\d{4})?$/, 'Enter a Business Number, e.g. 123456789 or 123456789RT0001'),
    bankAccountNumber: matches(/^\d{7,12}$/, 'Enter a Canadian account number of 7 to 12 digits'),
    bankSortCode: matches(/^\d{5}[- ]?\d{3}$/, 'Enter the 5-digit transit and 3-digit institution numbers, e.g. 12345-678', trimmed),
    postcode: matches(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, 'Enter a postal code, e.g. K1A 0B1', trimmed),
  },
};
