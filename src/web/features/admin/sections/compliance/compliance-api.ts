import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KybReviewDto, RetentionCategory } from '@contract/compliance';
import {
  eraseDataSubject,
  exportDataSubject,
  getComplianceSettings,
  listDataSubjectRequests,
  listKybReviews,
  listRetentionRuns,
  runRetention,
  startKybReview,
  updateComplianceSettings,
} from '@contract/endpoints/admin-compliance';
import type { DocumentType } from '@contract/verification';
import { adminApi } from '@web/lib/api-client';
import { saveJson } from '@web/lib/download-file';
import { toast } from '@web/lib/use-toast';
import { invalidateEndpoints, useAdminQuery } from '@web/features/admin/lib/admin-queries';
import { failureToast } from '@web/features/admin/lib/failure-toast';

/*
 * Compliance: retention, data-subject requests and KYB reviews; the reads, the changes, and what
 * each change reloads. `onDone` runs as soon as the server agrees, before the reload.
 */

type Done = { onDone?: () => void };

export function useComplianceSettings() {
  return useAdminQuery(getComplianceSettings);
}

export function useRetentionRuns() {
  return useAdminQuery(listRetentionRuns);
}

export type ComplianceSettingsChange = { retention: Record<RetentionCategory, number>; kybReviewMonths: number; kybReviewGraceDays: number };

export function useSaveComplianceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComplianceSettingsChange) => adminApi.call(updateComplianceSettings, { body }),
    onSuccess: () => {
      toast({ title: 'Compliance settings saved' });
      return invalidateEndpoints(queryClient, [getComplianceSettings, listRetentionRuns]);
    },
    onError: failureToast('Not saved'),
  });
}

export function useRunRetention() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi.call(runRetention),
    onSuccess: () => {
      toast({ title: 'Retention run finished' });
      return invalidateEndpoints(queryClient, [getComplianceSettings, listRetentionRuns]);
    },
    onError: failureToast('Run failed'),
  });
}

export function useDataSubjectRequests() {
  return useAdminQuery(listDataSubjectRequests);
}

/** Downloads what is held about an address as JSON; the request is logged either way, so the log reloads. */
export function useExportDataSubject() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEndpoints(queryClient, [listDataSubjectRequests]);
  return useMutation({
    mutationFn: (email: string) => adminApi.call(exportDataSubject, { body: { email } }),
    onSuccess: (result) => {
      saveJson(result.data, `data-subject-export-${result.request.id}.json`);
      toast({ title: 'Export downloaded' });
      return refresh();
    },
    onError: (e) => {
      failureToast('Export failed')(e);
      return refresh();
    },
  });
}

/** Erases what is held about an address; `onFinished` runs first whatever the answer, and the log reloads either way. */
export function useEraseDataSubject({ onDone, onFinished }: Done & { onFinished?: () => void } = {}) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEndpoints(queryClient, [listDataSubjectRequests]);
  return useMutation({
    mutationFn: (email: string) => adminApi.call(eraseDataSubject, { body: { email } }),
    onSuccess: (result) => {
      onFinished?.();
      onDone?.();
      toast({ title: 'Erased', description: result.message });
      return refresh();
    },
    onError: (e) => {
      onFinished?.();
      failureToast('Not erased')(e);
      return refresh();
    },
  });
}

export function useKybReviews() {
  return useAdminQuery(listKybReviews, { query: { withinDays: 30 } });
}

export function useStartKybReview({ onDone }: Done = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, documentTypes }: { review: KybReviewDto; documentTypes: DocumentType[] }) =>
      adminApi.call(startKybReview, { params: { merchantId: review.merchantId }, body: { documentTypes } }),
    onSuccess: (data) => {
      toast({ title: 'Review started', description: data.message });
      onDone?.();
      return invalidateEndpoints(queryClient, [listKybReviews]);
    },
    onError: failureToast('Review not started'),
  });
}
