import { useState, type ChangeEvent } from 'react';
import { DOCUMENT_TYPE_LABELS, type DocumentType, type VerificationDocument } from '@contract/verification';
import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { formatDateTime } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { ACCEPT_ATTRIBUTE, fileProblem } from '../lib/file-check';
import { useUploadDocument } from '../lib/verification-queries';

const STATUS_VARIANT = { PENDING: 'secondary', APPROVED: 'success', REJECTED: 'destructive' } as const;

interface Props {
  documentType: DocumentType;
  document?: VerificationDocument;
  /** Read-only once the submission is under review or approved. */
  readOnly?: boolean;
}

/** One required document: what is uploaded, its review status and notes, and a picker to upload or replace it. */
export function DocumentSlot({ documentType, document, readOnly = false }: Props) {
  const upload = useUploadDocument(documentType);
  const [problem, setProblem] = useState<string | null>(null);
  const id = `document-${documentType}`;
  const label = DOCUMENT_TYPE_LABELS[documentType];
  const rejected = document?.status === 'REJECTED';
  const shownProblem = problem ?? (upload.isError ? (serverMessage(upload.error) ?? 'Upload failed') : null);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared at once so choosing the same file again (after fixing it) fires another change.
    input.value = '';
    if (!file) return;
    const reason = fileProblem(file);
    setProblem(reason);
    if (reason) {
      toast({ title: 'Upload failed', description: reason, variant: 'destructive' });
      return;
    }
    upload.mutate(file);
  };

  return (
    <li
      className={cn('grid gap-3 rounded-lg border p-4', rejected ? 'border-destructive bg-destructive/5' : 'border-border')}
      data-testid={`slot-${documentType}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">{label}</h3>
        {document ? <Badge variant={STATUS_VARIANT[document.status]}>{document.status}</Badge> : <Badge variant="outline">Not uploaded</Badge>}
      </div>
      {document ? (
        <p className="text-sm">
          <span className="font-medium break-all" data-testid="file-name">
            {document.fileName}
          </span>
          <span className="text-muted-foreground"> · uploaded {formatDateTime(document.uploadedAt)}</span>
        </p>
      ) : null}
      {document?.reviewNotes ? (
        <p className={cn('text-sm', rejected ? 'font-medium text-destructive' : 'text-muted-foreground')}>Reviewer&apos;s notes: {document.reviewNotes}</p>
      ) : null}
      {readOnly ? null : (
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium">
            {document ? 'Replace the file' : 'Upload a file'}
            <span className="sr-only"> for {label}</span>
          </label>
          <input
            id={id}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            onChange={onChoose}
            disabled={upload.isPending}
            aria-describedby={`${id}-hint${shownProblem ? ` ${id}-error` : ''}`}
            className="block w-full rounded-md text-sm file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-3 file:py-2 file:font-medium file:text-secondary-foreground disabled:opacity-60"
          />
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            PDF, JPG or PNG, up to 10 MB.{rejected ? ' Upload a clearer or complete copy to replace the rejected one.' : ''}
          </p>
          {upload.isPending ? (
            <p role="status" className="text-sm text-muted-foreground">
              Uploading…
            </p>
          ) : null}
          {shownProblem ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {shownProblem}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}
