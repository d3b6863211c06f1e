import { z } from 'zod';
import { listAuditLogsQuerySchema } from '../admin-audit';
import {
  complianceSettingsSchema,
  erasureResponseSchema,
  dataSubjectRequestSchema,
  listDataSubjectRequestsResponseSchema,
  listKybReviewsQuerySchema,
  listKybReviewsResponseSchema,
  listRetentionRunsResponseSchema,
  retentionRunSchema,
  startKybReviewParamsSchema,
  startKybReviewRequestSchema,
  startKybReviewResponseSchema,
  subjectEmailSchema,
  updateComplianceSettingsRequestSchema,
} from '../compliance';
import { defineEndpoint } from '../endpoint';
import type { AdminRole } from '../roles';

/**
 * Compliance (docs/decisions/0021-compliance.md): retention, data-subject requests, the audit export
 * and periodic KYB reviews. Compliance staff and super admins only.
 */
const base = { auth: 'admin', tags: ['Admin'] } as const;
const COMPLIANCE: readonly AdminRole[] = ['SUPER_ADMIN', 'COMPLIANCE'];

export const getComplianceSettings = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/compliance/settings',
  roles: COMPLIANCE,
  summary: 'Retention periods and KYB review settings',
  responses: { 200: complianceSettingsSchema },
});

export const updateComplianceSettings = defineEndpoint({
  ...base,
  method: 'PATCH',
  path: '/api/admin/compliance/settings',
  roles: COMPLIANCE,
  summary: 'Change retention periods or KYB review settings (audited)',
  description: 'Each retention period is 0 to 3650 days; kybReviewMonths 1 to 120; kybReviewGraceDays 0 to 3650.',
  body: updateComplianceSettingsRequestSchema,
  responses: { 200: complianceSettingsSchema },
});

export const listRetentionRuns = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/compliance/retention-runs',
  roles: COMPLIANCE,
  summary: 'The last 20 retention runs with what each removed',
  responses: { 200: listRetentionRunsResponseSchema },
});

export const runRetention = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/compliance/retention-runs',
  roles: COMPLIANCE,
  summary: 'Run the retention job now',
  description: 'Removes what is past its period in every category; financial records are never touched.',
  responses: { 201: retentionRunSchema },
});

export const listDataSubjectRequests = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/compliance/data-subject-requests',
  roles: COMPLIANCE,
  summary: 'Data-subject requests, newest first (the last 100)',
  responses: { 200: listDataSubjectRequestsResponseSchema },
});

export const exportDataSubject = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/compliance/data-subject-requests/export',
  roles: COMPLIANCE,
  summary: 'Everything held about an email address, as one JSON document (logged)',
  body: subjectEmailSchema,
  errors: ['RATE_LIMITED'],
  responses: { 200: z.object({ request: dataSubjectRequestSchema, data: z.record(z.string(), z.unknown()) }) },
});

export const eraseDataSubject = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/compliance/data-subject-requests/erase',
  roles: COMPLIANCE,
  summary: 'Erase an email address (logged)',
  description:
    'Deletes contact enquiries and outbox rows, and replaces the address in transactions (and their events) with a keyed hash. ' +
    'The audit log is kept as the legal record. 409 SUBJECT_HAS_ACCOUNT while the address is a merchant user of an active account.',
  body: subjectEmailSchema,
  responses: { 200: erasureResponseSchema },
  errors: ['SUBJECT_HAS_ACCOUNT'],
});

export const exportAuditLogs = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/audit-logs/export',
  roles: COMPLIANCE,
  summary: 'The audit trail as CSV, with the list’s filters (the export is itself audited)',
  description:
    'Every matching row, newest first, streamed as it is read. Cells a spreadsheet would run as formulas are neutralised. ' +
    'Errors before the first byte are JSON; a failure after it cuts the connection, so a file that ends cleanly is complete.',
  query: listAuditLogsQuerySchema.omit({ limit: true, cursor: true }),
  produces: ['text/csv'],
  errors: ['RATE_LIMITED'],
  responses: {},
});

export const listKybReviews = defineEndpoint({
  ...base,
  method: 'GET',
  path: '/api/admin/compliance/kyb-reviews',
  roles: COMPLIANCE,
  summary: 'Periodic KYB reviews that are due, overdue or in progress',
  query: listKybReviewsQuerySchema,
  responses: { 200: listKybReviewsResponseSchema },
});

export const startKybReview = defineEndpoint({
  ...base,
  method: 'POST',
  path: '/api/admin/compliance/kyb-reviews/:merchantId',
  roles: COMPLIANCE,
  summary: 'Start a periodic review: ask the merchant to re-upload the named documents',
  description: '404 MERCHANT_NOT_FOUND; 409 NOT_APPROVED when the merchant is not verified; 409 REVIEW_OPEN when one is under way.',
  params: startKybReviewParamsSchema,
  body: startKybReviewRequestSchema,
  responses: { 201: startKybReviewResponseSchema },
  errors: ['MERCHANT_NOT_FOUND', 'NOT_APPROVED', 'REVIEW_OPEN'],
});
