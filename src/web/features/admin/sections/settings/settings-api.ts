import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsRequest } from '@contract/admin-settings';
import { createAdmin } from '@contract/endpoints/admin-auth';
import { listAuditLogs } from '@contract/endpoints/admin-reports';
import { getSettings, updateSettings } from '@contract/endpoints/admin-settings';
import { listAdmins } from '@contract/endpoints/admin-staff';
import { adminApi, endpointKey } from '@web/lib/api-client';
import { fieldError, serverMessage } from '@web/lib/server-message';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { isUnauthorized } from '@web/features/admin/lib/is-unauthorized';
import { SETTINGS_FIELDS, type SettingsErrors } from '@web/features/admin/lib/settings-form';
import { useAdminFormMutation } from './use-admin-form-mutation';

/** Platform settings and new admins: the reads, the changes, and what each change does to the cache. */

export function usePlatformSettings() {
  return useAdminQuery(getSettings);
}

/** Saves the settings: the answer is the stored settings, which replace the cached ones; the audit log reloads. */
export function useSavePlatformSettings({ onFieldError }: { onFieldError: (errors: SettingsErrors) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSettingsRequest) => adminApi.call(updateSettings, { body }),
    onSuccess: (data) => {
      queryClient.setQueryData(endpointKey(getSettings), data.settings);
      void invalidateEndpoints(queryClient, [listAuditLogs]);
      toast({ title: 'Settings Saved', description: data.message });
    },
    onError: (error) => {
      if (isUnauthorized(error)) return;
      const onField = fieldError(error, SETTINGS_FIELDS);
      if (onField) onFieldError({ [onField.field]: onField.message });
      toast({ title: 'Save Failed', description: serverMessage(error) ?? 'Failed to save platform settings', variant: 'destructive' });
    },
  });
}

/** Creates an admin from the form; the staff list reloads. */
export function useCreateAdmin({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  return useAdminFormMutation({
    endpoint: createAdmin,
    fields: ['email', 'password', 'role'] as const,
    successTitle: 'Admin created',
    failureTitle: 'Admin not created',
    failureFallback: 'Failed to create admin',
    onSuccess: () => {
      onDone();
      void invalidateEndpoints(queryClient, [listAdmins]);
    },
  });
}
