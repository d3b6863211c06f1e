import { useState } from 'react';
import { Paperclip, Trash2 } from 'lucide-react';
import { MAX_EVIDENCE_FILES, MAX_EVIDENCE_TEXT, type DisputeDetail } from '@contract/disputes';
import { DisputeStatusBadge } from '@web/components/disputes/dispute-status-badge';
import { DisputesTable } from '@web/components/disputes/disputes-table';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Textarea } from '@web/components/ui/textarea';
import { formatDateTime, formatGBP } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import {
  useAcceptDispute,
  useMyDispute,
  useMyDisputes,
  useRemoveEvidenceFile,
  useSaveEvidence,
  useSubmitDispute,
  useUploadEvidenceFile,
} from '../lib/disputes-api';

/** /merchant-portal/disputes (owners and admins): disputed payments, their due dates, and the evidence. */
export function DisputesPage() {
  const list = useMyDisputes();
  const [selected, setSelected] = useState<string | null>(null);
  const disputes = list.data?.disputes ?? [];

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Disputes</CardTitle>
          <CardDescription>
            A customer can dispute the part of a payment made on one card. Its amount is held from your payouts until the dispute is decided. Respond before the
            due date with a statement and up to {MAX_EVIDENCE_FILES} files; without a response the dispute is lost and a dispute fee is charged.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {list.isPending ? <p className="text-sm text-muted-foreground">Loading…</p> : null}
          {list.isError ? <p className="text-sm text-destructive">Your disputes could not be loaded. {serverMessage(list.error) ?? ''}</p> : null}
          {list.isSuccess && disputes.length === 0 ? (
            <p data-empty-state className="text-sm text-muted-foreground">
              No disputes. That is good news.
            </p>
          ) : null}
          {disputes.length > 0 ? (
            <DisputesTable
              disputes={disputes}
              label="Your disputes"
              rowTestId="my-dispute"
              dueHeading="Respond by"
              showCard
              actionLabel={(d) => (d.status === 'NEEDS_RESPONSE' ? 'Respond' : 'View')}
              onOpen={setSelected}
            />
          ) : null}
        </CardContent>
      </Card>
      {selected ? <DisputeEvidence key={selected} disputeId={selected} /> : null}
    </div>
  );
}

function DisputeEvidence({ disputeId }: { disputeId: string }) {
  const detail = useMyDispute(disputeId);
  const d = detail.data?.dispute;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Dispute {disputeId}</CardTitle>
        <CardDescription>
          {d
            ? `${formatGBP(d.amount)} of ${formatGBP(d.legAmount)} paid on ${d.cardBrand ?? 'card'} ending ${d.cardLast4 ?? '????'} (payment ${d.transactionId}). Respond by ${formatDateTime(d.dueBy)}.`
            : 'Loading…'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {detail.isError ? <p className="text-sm text-destructive">This dispute could not be loaded. {serverMessage(detail.error) ?? ''}</p> : null}
        {d ? <EvidenceForm key={d.status} dispute={d} /> : null}
      </CardContent>
    </Card>
  );
}

function EvidenceForm({ dispute }: { dispute: DisputeDetail }) {
  const [text, setText] = useState(dispute.evidenceText);
  const [confirmAccept, setConfirmAccept] = useState(false);
  const editable = dispute.status === 'NEEDS_RESPONSE';
  const save = useSaveEvidence(dispute.id);
  const upload = useUploadEvidenceFile(dispute.id);
  const remove = useRemoveEvidenceFile(dispute.id);
  const submit = useSubmitDispute(dispute.id);
  const accept = useAcceptDispute(dispute.id);
  const busy = save.isPending || upload.isPending || remove.isPending || submit.isPending || accept.isPending;

  return (
    <div className="grid gap-4">
      <p className="text-sm" data-testid="my-dispute-status">
        Status: <DisputeStatusBadge status={dispute.status} />
        {dispute.submittedAt ? ` Evidence submitted ${formatDateTime(dispute.submittedAt)}.` : ''}
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="evidence-text" className="text-sm font-medium">
          Your statement
        </label>
        <Textarea
          id="evidence-text"
          rows={6}
          maxLength={MAX_EVIDENCE_TEXT}
          value={text}
          readOnly={!editable}
          onChange={(e) => setText(e.target.value)}
          placeholder="What was sold, when it was delivered, and how the customer agreed to the payment."
        />
      </div>
      <div className="grid gap-2">
        <p className="text-sm font-medium">
          Files ({dispute.files.length} of {MAX_EVIDENCE_FILES})
        </p>
        {dispute.files.length ? (
          <ul className="grid gap-1 text-sm">
            {dispute.files.map((f) => (
              <li key={f.id} className="flex items-center gap-2" data-testid="evidence-file">
                <Paperclip className="size-4" aria-hidden="true" />
                <span className="break-all">{f.fileName}</span>
                <span className="text-muted-foreground">({Math.ceil(f.sizeBytes / 1024)} KB)</span>
                {editable ? (
                  <Button variant="ghost" size="sm" disabled={busy} onClick={() => remove.mutate(f.id)} aria-label={`Remove ${f.fileName}`}>
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No files attached.</p>
        )}
        {editable && dispute.files.length < MAX_EVIDENCE_FILES ? (
          <div className="grid gap-1.5">
            <label htmlFor="evidence-file" className="text-sm font-medium">
              Attach a file (PDF, JPEG or PNG, up to 10 MB)
            </label>
            <input
              id="evidence-file"
              type="file"
              accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
              disabled={busy}
              className="text-sm"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) upload.mutate(file);
                e.target.value = '';
              }}
            />
          </div>
        ) : null}
      </div>
      {editable ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={busy} onClick={() => save.mutate(text)}>
            Save draft
          </Button>
          <Button disabled={busy} onClick={() => submit.mutate({ text, savedText: dispute.evidenceText })}>
            Submit evidence
          </Button>
          {confirmAccept ? null : (
            <Button variant="destructive" disabled={busy} onClick={() => setConfirmAccept(true)}>
              Accept dispute
            </Button>
          )}
        </div>
      ) : null}
      {editable && confirmAccept ? (
        <div role="alert" className="grid gap-2 rounded-md border border-destructive p-3 text-sm">
          <p>Accepting gives up this dispute: {formatGBP(dispute.amount)} and the dispute fee are debited from your balance. This cannot be undone.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" disabled={busy} onClick={() => accept.mutate()}>
              Yes, accept the dispute
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => setConfirmAccept(false)}>
              Keep responding
            </Button>
          </div>
        </div>
      ) : null}
      {editable ? null : <p className="text-sm text-muted-foreground">The evidence is read-only now.</p>}
      {editable ? (
        <p className="text-xs text-muted-foreground">You can submit once; accepting debits the amount and the dispute fee from your balance.</p>
      ) : null}
    </div>
  );
}
