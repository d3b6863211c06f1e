import type { ReactNode } from 'react';
import { HttpStatusBadge } from '@web/components/http-status-badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { formatDateTime } from '@web/lib/format';
import { serverMessage } from '@web/lib/server-message';
import { useRequestLogEntry } from '../lib/use-request-log';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-all text-sm">{children}</dd>
    </div>
  );
}

/** One request of the log, loaded by its Request-Id when its row is opened. */
export function RequestDetailDialog({ requestId, onClose }: { requestId: string | null; onClose: () => void }) {
  const entry = useRequestLogEntry(requestId);
  const request = entry.data?.request;
  return (
    <Dialog open={requestId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Request details</DialogTitle>
          <DialogDescription className="font-mono">{requestId}</DialogDescription>
        </DialogHeader>
        {entry.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            Loading…
          </p>
        ) : null}
        {entry.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Could not load this request: {serverMessage(entry.error) ?? 'please try again.'}
          </p>
        ) : null}
        {request ? (
          <dl className="grid gap-2" aria-label="Request details">
            <Field label="Status">
              <HttpStatusBadge status={request.status} />
            </Field>
            <Field label="Error code">{request.errorCode ?? 'None'}</Field>
            <Field label="Method">{request.method}</Field>
            <Field label="Path">
              <span className="font-mono">{request.path}</span>
            </Field>
            <Field label="Endpoint">
              <span className="font-mono">{request.route}</span>
            </Field>
            <Field label="Time">{formatDateTime(request.createdAt)}</Field>
            <Field label="Duration">{request.durationMs} ms</Field>
            <Field label="API key">
              <span className="font-mono">{request.keyPrefix}…</span> ({request.mode})
            </Field>
            <Field label="Idempotency-Key">{request.idempotencyKey ? <span className="font-mono">{request.idempotencyKey}</span> : 'None'}</Field>
            <p className="pt-2 text-xs text-muted-foreground">Request and response bodies are never stored, so card details cannot leak through the log.</p>
          </dl>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
