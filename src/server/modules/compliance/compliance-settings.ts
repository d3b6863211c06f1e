import { eq, sql } from 'drizzle-orm';
import { DEFAULT_RETENTION, type ComplianceSettings, type RetentionPeriods, type UpdateComplianceSettingsRequest } from '@contract/compliance';
import type { AppContext } from '@server/context';
import type { DbOrTx } from '@server/db/client';
import { platformSettings } from '@server/db/schema/index';
import { auditActor, type AdminActor } from '@server/principals';
import { recordAudit } from '../audit';

type Row = typeof platformSettings.$inferSelect;

/** API_LOG_RETENTION_DAYS is only the initial period for API request logs, until an admin sets one. */
const fromRow = (row: Row | undefined, apiLogDefault: number): ComplianceSettings => ({
  retention: {
    contactEnquiries: row?.retentionContactDays ?? DEFAULT_RETENTION.contactEnquiries,
    emailOutbox: row?.retentionEmailDays ?? DEFAULT_RETENTION.emailOutbox,
    apiRequestLogs: row?.retentionApiLogDays ?? apiLogDefault,
    webhookDeliveries: row?.retentionWebhookDays ?? DEFAULT_RETENTION.webhookDeliveries,
    sessionsAndTokens: row?.retentionSessionGraceDays ?? DEFAULT_RETENTION.sessionsAndTokens,
    rejectedDocumentFiles: row?.retentionDocumentDays ?? DEFAULT_RETENTION.rejectedDocumentFiles,
  },
  kybReviewMonths: row?.kybReviewMonths ?? 12,
  kybReviewGraceDays: row?.kybReviewGraceDays ?? 30,
});

/** Read fresh on every use (one row), so a change applies to the next run, page view or key. */
export async function getComplianceSettings(db: DbOrTx, apiLogDefault: number): Promise<ComplianceSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1)).limit(1);
  return fromRow(row, apiLogDefault);
}

export async function updateComplianceSettings(
  ctx: AppContext,
  { changes, actor }: { changes: UpdateComplianceSettingsRequest; actor: AdminActor },
): Promise<ComplianceSettings> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const before = fromRow(row, ctx.config.apiLogRetentionDays);
    const r = changes.retention ?? {};
    const retention: RetentionPeriods = { ...before.retention, ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== undefined)) };
    const after: ComplianceSettings = {
      retention,
      kybReviewMonths: changes.kybReviewMonths ?? before.kybReviewMonths,
      kybReviewGraceDays: changes.kybReviewGraceDays ?? before.kybReviewGraceDays,
    };
    await tx
      .update(platformSettings)
      .set({
        retentionContactDays: retention.contactEnquiries,
        retentionEmailDays: retention.emailOutbox,
        // Stays null (following API_LOG_RETENTION_DAYS) until someone sets it.
        ...(r.apiRequestLogs !== undefined ? { retentionApiLogDays: r.apiRequestLogs } : {}),
        retentionWebhookDays: retention.webhookDeliveries,
        retentionSessionGraceDays: retention.sessionsAndTokens,
        retentionDocumentDays: retention.rejectedDocumentFiles,
        kybReviewMonths: after.kybReviewMonths,
        kybReviewGraceDays: after.kybReviewGraceDays,
        updatedAt: sql`now()`,
        updatedBy: actor.id,
      })
      .where(eq(platformSettings.id, 1));
    await recordAudit(tx, { ...auditActor(actor), action: 'compliance.settings.update', targetType: 'platform_settings', targetId: '1', before, after });
    return after;
  });
}
