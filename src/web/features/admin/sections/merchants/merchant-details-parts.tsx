import type { ReactNode } from 'react';
import type { MerchantDetailsResponse } from '@contract/admin-merchants';
import { Badge } from '@web/components/ui/badge';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { DocumentFileLinks } from '@web/features/admin/components/document-file-links';
import { ModeBadge, VerificationStatusBadge } from '@web/features/admin/components/status-badges';
import { BusinessDetailsList } from '@web/features/admin/components/business-details-list';
import { documentTypeLabel } from '@web/features/admin/lib/verification-format';

type Details = MerchantDetailsResponse;

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </section>
  );
}

function None({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}

export function UsersPart({ users }: { users: Details['users'] }) {
  return (
    <Part title="Users">
      {users.length === 0 ? <None>No users.</None> : null}
      <ul className="space-y-1 text-sm">
        {users.map((u) => (
          <li key={u.id} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">
              {u.firstName} {u.lastName}
            </span>
            <span className="break-all text-muted-foreground">{u.email}</span>
            <Badge variant="outline">{u.role}</Badge>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function ApiKeysPart({ apiKeys }: { apiKeys: Details['apiKeys'] }) {
  return (
    <Part title="API keys">
      {apiKeys.length === 0 ? <None>No API keys.</None> : null}
      <ul className="space-y-1 text-sm">
        {apiKeys.map((k) => (
          <li key={k.id} className="flex flex-wrap items-center gap-2">
            <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{k.prefix}…</code>
            <ModeBadge mode={k.mode} />
            {k.revokedAt ? <Badge variant="destructive">Revoked {formatDateTime(k.revokedAt)}</Badge> : null}
            <span className="text-muted-foreground">
              Created {formatDateTime(k.createdAt)} · {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : 'never used'}
            </span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function VerificationPart({
  merchant,
  verification,
}: {
  merchant: Pick<Details['merchant'], 'merchantId' | 'companyName'>;
  verification: Details['verification'];
}) {
  const d = verification.details;
  return (
    <Part title="Verification">
      <p className="flex items-center gap-2 text-sm">
        Status: <VerificationStatusBadge status={verification.verificationStatus} />
      </p>
      {d ? (
        <BusinessDetailsList merchantId={merchant.merchantId} companyName={merchant.companyName} details={d} />
      ) : (
        <None>No business details submitted yet.</None>
      )}
      {verification.documents.length === 0 ? <None>No documents uploaded.</None> : null}
      <ul className="space-y-2 text-sm">
        {verification.documents.map((doc) => (
          <li key={doc.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2">
            <span className="min-w-0">
              <span className="block break-all font-medium">{doc.fileName}</span>
              <span className="text-xs text-muted-foreground">{documentTypeLabel(doc.documentType)}</span>
              {doc.reviewNotes ? <span className="block text-xs text-muted-foreground">Note: {doc.reviewNotes}</span> : null}
            </span>
            <span className="flex flex-wrap items-center gap-2">
              <Badge variant={doc.status === 'APPROVED' ? 'success' : doc.status === 'REJECTED' ? 'destructive' : 'secondary'}>{doc.status}</Badge>
              <DocumentFileLinks documentId={doc.id} fileName={doc.fileName} />
            </span>
          </li>
        ))}
      </ul>
    </Part>
  );
}

export function SummaryPart({ summary }: { summary: Details['transactionSummary'] }) {
  return (
    <Part title="Transaction summary">
      <div className="grid gap-3 sm:grid-cols-2">
        {(['live', 'test'] as const).map((mode) => {
          const s = summary[mode];
          return (
            <div key={mode} className="rounded-md border border-border p-3 text-sm">
              <p className="mb-1 flex items-center gap-2 font-medium">
                <ModeBadge mode={mode} /> {s.count} {s.count === 1 ? 'payment' : 'payments'}
              </p>
              {s.count === 0 ? (
                <None>No {mode} payments yet.</None>
              ) : (
                <ul className="space-y-0.5 text-muted-foreground">
                  <li>
                    {s.completed} completed, {s.declined} declined
                  </li>
                  <li>Volume {formatGBP(s.volume)}</li>
                  <li>Fees {formatGBP(s.fees)}</li>
                  <li>Last payment {s.lastTransactionAt ? formatDateTime(s.lastTransactionAt) : '—'}</li>
                </ul>
              )}
            </div>
          );
        })}
      </div>
    </Part>
  );
}
