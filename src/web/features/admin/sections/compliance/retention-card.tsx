import { useEffect, useState, type FormEvent } from 'react';
import { PlayCircle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { formatDateTime } from '@web/lib/format';
import { LoadState } from '@web/features/admin/components/load-state';
import { RETENTION_CATEGORIES, RETENTION_LABELS, type RetentionCategory } from '@contract/compliance';
import { useComplianceSettings, useRetentionRuns, useRunRetention, useSaveComplianceSettings } from './compliance-api';

const COUNT_LABELS: Record<string, string> = { ...RETENTION_LABELS, webhookAttempts: 'Webhook attempts' };
type Form = Record<RetentionCategory | 'kybReviewMonths' | 'kybReviewGraceDays', string>;

/** Retention periods and the KYB review settings, the last runs with their counts, and "Run now". */
export function RetentionCard() {
  const settings = useComplianceSettings();
  const runs = useRetentionRuns();
  const [form, setForm] = useState<Form | null>(null);
  useEffect(() => {
    const s = settings.data;
    if (s)
      setForm({
        ...(Object.fromEntries(RETENTION_CATEGORIES.map((c) => [c, String(s.retention[c])])) as Record<RetentionCategory, string>),
        kybReviewMonths: String(s.kybReviewMonths),
        kybReviewGraceDays: String(s.kybReviewGraceDays),
      });
  }, [settings.data]);
  const save = useSaveComplianceSettings();
  const run = useRunRetention();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (form)
      save.mutate({
        retention: Object.fromEntries(RETENTION_CATEGORIES.map((c) => [c, Number(form[c])])) as Record<RetentionCategory, number>,
        kybReviewMonths: Number(form.kybReviewMonths),
        kybReviewGraceDays: Number(form.kybReviewGraceDays),
      });
  };
  const field = (name: keyof Form, label: string, unit: string) => (
    <div key={name} className="space-y-1">
      <Label htmlFor={`compliance-${name}`}>{label}</Label>
      <div className="flex items-center gap-2">
        <Input
          id={`compliance-${name}`}
          inputMode="numeric"
          className="w-28"
          value={form?.[name] ?? ''}
          onChange={(e) => setForm((f) => (f ? { ...f, [name]: e.target.value } : f))}
        />
        <span className="text-sm text-muted-foreground">{unit}</span>
      </div>
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Retention</CardTitle>
        <CardDescription>
          A daily run removes what is past its period; the privacy policy states these same periods. Transactions, the ledger, invoices and payouts are never
          removed by it.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <LoadState isPending={settings.isPending} isError={settings.isError} onRetry={() => void settings.refetch()} what="compliance settings" />
        {form ? (
          <form onSubmit={onSubmit} className="space-y-4" aria-label="Retention and review settings">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {RETENTION_CATEGORIES.map((c) => field(c, RETENTION_LABELS[c], 'days'))}
              {field('kybReviewMonths', 'KYB review every', 'months')}
              {field('kybReviewGraceDays', 'Grace before new live keys pause', 'days')}
            </div>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save settings'}
            </Button>
          </form>
        ) : null}
        <div className="flex items-center justify-between gap-4">
          <h3 className="text-sm font-medium">Last runs</h3>
          <Button variant="outline" onClick={() => run.mutate()} disabled={run.isPending}>
            <PlayCircle aria-hidden="true" />
            {run.isPending ? 'Running…' : 'Run now'}
          </Button>
        </div>
        {runs.data && runs.data.runs.length === 0 ? (
          <p data-empty-state className="text-sm text-muted-foreground">
            No runs yet.
          </p>
        ) : null}
        {runs.data && runs.data.runs.length > 0 ? (
          <Table aria-label="Retention runs">
            <TableHeader>
              <TableRow>
                <TableHead>Started</TableHead>
                <TableHead>By</TableHead>
                <TableHead>Removed</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {runs.data.runs.map((r) => (
                <TableRow key={r.id} data-testid="retention-run">
                  <TableCell className="whitespace-nowrap">{formatDateTime(r.startedAt)}</TableCell>
                  <TableCell>{r.trigger === 'SCHEDULE' ? 'Daily job' : (r.triggeredByEmail ?? 'An admin')}</TableCell>
                  <TableCell className="text-xs">
                    {r.finishedAt === null
                      ? 'Running…'
                      : Object.entries(r.counts)
                          .map(([k, n]) => `${COUNT_LABELS[k] ?? k}: ${n}`)
                          .join('; ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ) : null}
      </CardContent>
    </Card>
  );
}
