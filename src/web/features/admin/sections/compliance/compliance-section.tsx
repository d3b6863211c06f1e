import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { adminApi } from '@web/lib/api-client';
import { saveDownload } from '@web/lib/download-file';
import { serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { exportAuditLogs } from '@contract/endpoints/admin-compliance';
import { DataSubjectCard } from './data-subject-card';
import { KybReviewsCard } from './kyb-reviews-card';
import { RetentionCard } from './retention-card';

/** Compliance: periodic KYB reviews, retention, data-subject requests and the audit export. */
export function ComplianceSection() {
  const exportCsv = useMutation({
    mutationFn: async () => saveDownload(await adminApi.fetchRaw(exportAuditLogs, { query: {} }), 'audit-log.csv'),
    onError: (e) => {
      if (!isUnauthorized(e)) toast({ title: 'Export failed', description: serverMessage(e) ?? 'Please try again', variant: 'destructive' });
    },
  });
  return (
    <div className="space-y-6">
      <KybReviewsCard />
      <RetentionCard />
      <DataSubjectCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Audit export</CardTitle>
          <CardDescription>The whole audit log as CSV (every row, newest first). Filter it under Audit Logs. Each export is itself audited.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={() => exportCsv.mutate()} disabled={exportCsv.isPending}>
            <Download aria-hidden="true" />
            {exportCsv.isPending ? 'Exporting…' : 'Export audit log (CSV)'}
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
