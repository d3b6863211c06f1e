import { useState, type FormEvent } from 'react';
import { Download, Trash2 } from 'lucide-react';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { useDataSubjectRequests, useEraseDataSubject, useExportDataSubject } from './compliance-api';

/** Data-subject requests (UK GDPR): export or erase what is held about an address, and the log of requests. */
export function DataSubjectCard() {
  const log = useDataSubjectRequests();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState(false);
  const exportIt = useExportDataSubject();
  const erase = useEraseDataSubject({ onFinished: () => setConfirming(false), onDone: () => setEmail('') });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    exportIt.mutate(email);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Data-subject requests</CardTitle>
        <CardDescription>
          Export everything held about an email address, or erase it. Erasure deletes enquiries and emails and replaces the address in payments with a keyed
          hash; the audit log is kept as the legal record. Account holders cannot be erased while their account is open.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" aria-label="Data-subject request">
          <div className="space-y-1">
            <Label htmlFor="dsr-email">Email address</Label>
            <Input id="dsr-email" type="email" required className="w-80" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <Button type="submit" variant="outline" disabled={exportIt.isPending || email.trim() === ''}>
            <Download aria-hidden="true" />
            {exportIt.isPending ? 'Exporting…' : 'Export (JSON)'}
          </Button>
          <Button type="button" variant="destructive" disabled={erase.isPending || email.trim() === ''} onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Erase…
          </Button>
        </form>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={`Erase ${email}?`}
          description="Enquiries and emails are deleted and payments keep only a keyed hash of the address. This cannot be undone."
          confirmLabel="Erase"
          busy={erase.isPending}
          onConfirm={() => erase.mutate(email)}
        />
        {log.data && log.data.requests.length > 0 ? (
          <Table aria-label="Data-subject requests">
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Request</TableHead>
                <TableHead>Address</TableHead>
                <TableHead>Outcome</TableHead>
                <TableHead>By</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {log.data.requests.map((r) => (
                <TableRow key={r.id} data-testid="dsr-row" data-kind={r.kind} data-outcome={r.outcome}>
                  <TableCell className="whitespace-nowrap">{formatDateTime(r.createdAt)}</TableCell>
                  <TableCell>{r.kind === 'EXPORT' ? 'Export' : 'Erasure'}</TableCell>
                  <TableCell className="font-mono text-xs">{r.email}</TableCell>
                  <TableCell className="text-xs">
                    <Badge variant={r.outcome === 'COMPLETED' ? 'secondary' : 'destructive'}>{r.outcome === 'COMPLETED' ? 'Completed' : 'Refused'}</Badge>{' '}
                    {r.reason ??
                      Object.entries(r.counts)
                        .filter(([, n]) => n > 0)
                        .map(([k, n]) => `${k} ${n}`)
                        .join(', ')}
                  </TableCell>
                  <TableCell className="text-xs">{r.adminEmail ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
