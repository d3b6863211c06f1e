import type { MaskedVerificationDetails } from '@contract/verification';
import { COUNTRY_FIELDS, COUNTRY_NAMES } from '../lib/country-fields';

/** The saved details as the server returns them: bank numbers and tax id masked. */
export function MaskedDetails({ details }: { details: MaskedVerificationDetails }) {
  const text = COUNTRY_FIELDS[details.country];
  const rows: [string, string][] = [
    [text.registrationNumber.label, details.registrationNumber],
    [text.taxId.label, details.taxId],
    [text.bankAccountNumber.label, details.bankAccountNumber],
    [text.bankSortCode.label, details.bankSortCode],
    [text.businessAddress.label, details.businessAddress],
    [text.city.label, details.city],
    [text.postcode.label, details.postcode],
    ['Country', COUNTRY_NAMES[details.country]],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd className="break-words whitespace-pre-line text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
