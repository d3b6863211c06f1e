import { useState } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import type { FeatureFlag, FeatureFlagWithCount } from '@contract/feature-flags';
import { createFeatureFlag, deleteFeatureFlag, updateFeatureFlag } from '@contract/endpoints/admin-feature-flags';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { formatDateTime } from '@web/lib/format';
import { ConfirmDialog } from '@web/features/admin/components/confirm-dialog';
import { EmptyState } from '@web/features/admin/components/empty-state';
import { LoadState } from '@web/features/admin/components/load-state';
import { useAdminCan } from '@web/features/admin/lib/use-admin-role';
import { useDeleteFeatureFlag, useFeatureFlags } from './feature-flags-api';
import { FlagFormDialog } from './flag-form-dialog';
import { flagSummary } from './flag-form';

const count = new Intl.NumberFormat('en-GB');

/** Feature flags: every admin sees them and whom each is on for; super admins create, edit and delete them. */
export function FeatureFlagsSection() {
  const list = useFeatureFlags();
  const canCreate = useAdminCan(createFeatureFlag);
  const canEdit = useAdminCan(updateFeatureFlag);
  const canDelete = useAdminCan(deleteFeatureFlag);
  const [editing, setEditing] = useState<FeatureFlag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<FeatureFlagWithCount | null>(null);

  const remove = useDeleteFeatureFlag({ onDone: () => setDeleting(null) });

  const data = list.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-4">
          <div className="space-y-1.5">
            <CardTitle as="h2">Feature flags</CardTitle>
            <CardDescription>
              Turn a feature on for some merchants before all. A change applies on every server within a second, and each one is in the audit log.
            </CardDescription>
          </div>
          {canCreate ? (
            <Button onClick={() => setEditing('new')}>
              <Plus aria-hidden="true" />
              New flag
            </Button>
          ) : null}
        </CardHeader>
        <CardContent className="space-y-4">
          <LoadState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()} what="feature flags" />
          {data && data.flags.length === 0 ? <EmptyState title="There are no feature flags" /> : null}
          <ul className="divide-y divide-border" aria-label="Feature flags">
            {data?.flags.map((flag) => (
              <li key={flag.key} className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="feature-flag">
                <div className="min-w-0 space-y-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="font-mono font-semibold">{flag.key}</span>
                    <Badge variant={flag.enabled ? 'success' : 'outline'}>{flag.enabled ? `On · ${flag.rolloutPercent}%` : 'Off'}</Badge>
                    {flag.gates ? <Badge variant="secondary">Used by the product</Badge> : null}
                  </p>
                  <p className="text-sm break-words">{flag.description}</p>
                  <p className="text-sm text-muted-foreground">{flagSummary(flag)}</p>
                  <p className="text-sm" data-testid="flag-on-for">
                    On for <strong>{count.format(flag.onForMerchants)}</strong> of {count.format(data.totalMerchants)} merchants
                  </p>
                  <p className="text-xs text-muted-foreground">Last changed {formatDateTime(flag.updatedAt)}</p>
                </div>
                {canEdit || canDelete ? (
                  <div className="flex gap-2">
                    {canEdit ? (
                      <Button variant="outline" size="sm" onClick={() => setEditing(flag)} aria-label={`Edit ${flag.key}`}>
                        <Pencil aria-hidden="true" />
                        Edit
                      </Button>
                    ) : null}
                    {canDelete ? (
                      <Button variant="outline" size="sm" className="text-destructive" onClick={() => setDeleting(flag)} aria-label={`Delete ${flag.key}`}>
                        <Trash2 aria-hidden="true" />
                        Delete
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <FlagFormDialog editing={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={`Delete ${deleting?.key ?? ''}?`}
        description={
          deleting?.gates
            ? `The product reads this flag (${deleting.gates}). Deleted, it is off for every merchant until it is created again.`
            : 'A deleted flag is off for every merchant.'
        }
        confirmLabel="Delete flag"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.key)}
      />
    </div>
  );
}
