import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminApiKey } from '@contract/api-request-log';
import { adminRevokeApiKey, listAdminApiKeys } from '@contract/endpoints/admin-api-management';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import { adminApi } from '@web/lib/api-client';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useCursorList, type Filters } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/** Every merchant's API keys, and revoking one (which reloads the keys and the audit log). */

export function useAdminApiKeys(filters: Filters) {
  return useCursorList(listAdminApiKeys, { ...filters, limit: 25 }, { title: 'Error loading API keys', description: 'Failed to load admin data' });
}

/** Revokes a key; `onDone` runs as soon as the server agrees, before the reload. */
export function useRevokeAdminApiKey({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: AdminApiKey) => adminApi.call(adminRevokeApiKey, { params: { keyId: key.id } }),
    onSuccess: (data) => {
      toast({ title: 'API key revoked', description: data.message });
      onDone?.();
      return invalidateEndpoints(queryClient, [listAdminApiKeys, listAuditLogs]);
    },
    onError: failureToast('Could not revoke the key'),
  });
}
