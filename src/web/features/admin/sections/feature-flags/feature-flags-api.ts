import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateFeatureFlagRequest, UpdateFeatureFlagRequest } from '@contract/feature-flags';
import { createFeatureFlag, deleteFeatureFlag, listFeatureFlags, updateFeatureFlag } from '@contract/endpoints/admin-feature-flags';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import { adminApi } from '@web/lib/api-client';
import { fieldError } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';
import { FLAG_FORM_FIELDS, type FlagFormErrors } from './flag-form';

/*
 * Feature flags: the list, the changes, and what each change reloads (the flags and the audit log).
 * `onDone` runs as soon as the server agrees, before the reload.
 */

type Done = { onDone?: () => void };

export function useFeatureFlags() {
  return useAdminQuery(listFeatureFlags);
}

export type FlagSave = { kind: 'create'; body: CreateFeatureFlagRequest } | { kind: 'update'; key: string; body: UpdateFeatureFlagRequest };

/** Creates or edits a flag; an error the server names a field for goes to `onFieldError` instead of a toast. */
export function useSaveFeatureFlag({ onDone, onFieldError }: Done & { onFieldError: (errors: FlagFormErrors) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: FlagSave) =>
      request.kind === 'create'
        ? (await adminApi.call(createFeatureFlag, { body: request.body })).message
        : (await adminApi.call(updateFeatureFlag, { params: { key: request.key }, body: request.body })).message,
    onSuccess: async (message) => {
      toast({ title: 'Flag saved', description: message });
      onDone?.();
      await invalidateEndpoints(queryClient, [listFeatureFlags, listAuditLogs]);
    },
    onError: (error: unknown) => {
      const onField = fieldError(error, FLAG_FORM_FIELDS);
      if (onField) onFieldError({ [onField.field]: onField.message });
      else failureToast('Could not save the flag')(error);
    },
  });
}

export function useDeleteFeatureFlag({ onDone }: Done = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: string) => adminApi.call(deleteFeatureFlag, { params: { key } }),
    onSuccess: (_data, key) => {
      toast({ title: 'Flag deleted', description: `${key} is now off for every merchant` });
      onDone?.();
      return invalidateEndpoints(queryClient, [listFeatureFlags, listAuditLogs]);
    },
    onError: failureToast('Could not delete the flag'),
  });
}
