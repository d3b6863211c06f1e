import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Eye, EyeOff } from 'lucide-react';
import type { AdminVerificationData, RevealDetailsResponse } from '@contract/admin-merchants';
import { revealVerificationDetails } from '@contract/endpoints/admin-merchants';
import { Button } from '@web/components/ui/button';
import { adminApi } from '@web/lib/api-client';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { formatAddress, orNA } from '../lib/verification-format';
import { isUnauthorized } from '../lib/is-unauthorized';
import { useAdminCan } from '../lib/use-admin-role';

interface Props {
  merchantId: string;
  companyName: string;
  /** As every answer sends them: bank account number, sort code and tax id masked. */
  details: Partial<AdminVerificationData> | null;
}

/**
 * A merchant's business details, with the bank and tax values masked. Roles that may reveal them
 * get a Reveal button: the full values come from the audited reveal call, are kept only in this
 * component's state (never in the query cache), and go when it closes or Hide is pressed.
 */
export function BusinessDetailsList({ merchantId, companyName, details }: Props) {
  const canReveal = useAdminCan(revealVerificationDetails);
  const [revealed, setRevealed] = useState<RevealDetailsResponse | null>(null);
  // Another merchant's details in the same place start masked again.
  useEffect(() => setRevealed(null), [merchantId]);
  const reveal = useMutation({
    mutationFn: () => adminApi.call(revealVerificationDetails, { params: { merchantId }, body: {} }),
    onSuccess: (data) => setRevealed(data),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: 'Could not reveal the details', description: serverMessage(error) ?? 'Please try again', variant: 'destructive' });
    },
  });

  const shown = (field: 'taxId' | 'bankAccountNumber' | 'bankSortCode') => orNA(revealed?.[field] ?? details?.[field]);
  // [label, value, whether it is one of the masked values, set in a fixed-width font so masks line up]
  const rows: [string, string, boolean][] = [
    ['Registration number', orNA(details?.registrationNumber), false],
    ['VAT/Tax ID', shown('taxId'), true],
    ['Bank account number', shown('bankAccountNumber'), true],
    ['Sort code', shown('bankSortCode'), true],
    ['Address', formatAddress(details ?? null), false],
  ];

  return (
    <div className="space-y-2">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]" data-testid="business-details" data-revealed={revealed ? 'true' : 'false'}>
        {rows.map(([label, value, masked]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className={masked ? 'break-words font-mono text-[0.8125rem]' : 'break-words'}>{value}</dd>
          </div>
        ))}
      </dl>
      {canReveal && details ? (
        revealed ? (
          <Button variant="outline" size="sm" onClick={() => setRevealed(null)} aria-label={`Hide the bank details of ${companyName}`}>
            <EyeOff aria-hidden="true" /> Hide
          </Button>
        ) : (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={reveal.isPending}
              onClick={() => reveal.mutate()}
              aria-label={`Reveal the bank details of ${companyName}`}
            >
              <Eye aria-hidden="true" /> Reveal
            </Button>
            <span className="text-xs text-muted-foreground">
              Shows the full account number, sort code and tax id; each reveal is recorded in the audit log.
            </span>
          </div>
        )
      ) : null}
    </div>
  );
}
