import { eq, sql } from 'drizzle-orm';
import { SETTINGS_FIELD_ROLES, type PlatformSettingsDto, type UpdateSettingsRequest } from '@contract/admin-settings';
import type { AdminRole } from '@contract/roles';
import type { AppContext } from '@server/context';
import { platformSettings } from '@server/db/schema/index';
import { AppError, badRequest } from '@server/errors';
import { recordAudit } from '../audit';
import { DEFAULT_SETTINGS, type PlatformSettings } from './platform-settings';
import { auditActor, type AdminActor } from '@server/principals';

const toSettings = (row: typeof platformSettings.$inferSelect): PlatformSettings => ({
  defaultFeePercent: Number(row.defaultFeePercent),
  minTransactionAmount: row.minTransactionAmount,
  maxTransactionAmount: row.maxTransactionAmount,
  autoApproveEnabled: row.autoApproveEnabled,
  requireAdminMfa: row.requireAdminMfa,
  payoutDelayDays: row.payoutDelayDays,
  disputeFee: row.disputeFee,
  authorisationValidityHours: row.authorisationValidityHours,
  refundFeePolicy: row.refundFeePolicy,
});

/** Finance may change the fee but not the amount limits or auto-approval (SETTINGS_FIELD_ROLES). */
function assertMayChange(changes: UpdateSettingsRequest, role: AdminRole): void {
  for (const [field, value] of Object.entries(changes) as [keyof UpdateSettingsRequest, unknown][]) {
    if (value === undefined) continue;
    const allowed: readonly AdminRole[] = SETTINGS_FIELD_ROLES[field];
    if (!allowed.includes(role)) {
      throw new AppError('FORBIDDEN_ROLE', 403, `${field}: your role (${role}) cannot change this setting. Ask a super admin.`, { field });
    }
  }
}

/**
 * Applies a partial change to the single settings row. The row is locked and
 * the min < max rule is checked on the merged result, so two admins saving at
 * once cannot leave min >= max. Sign-up reads the settings on every use, and
 * the payment path re-checks its cached copy inside each payment's transaction
 * (record_payment), so the change applies to the next payment or sign-up on
 * every instance.
 */
export async function updateSettings(
  ctx: AppContext,
  { changes, actor, role }: { changes: UpdateSettingsRequest; actor: AdminActor; role: AdminRole },
): Promise<PlatformSettingsDto> {
  assertMayChange(changes, role);
  return ctx.database.db.transaction(async (tx) => {
    await tx.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
    const [row] = await tx.select().from(platformSettings).where(eq(platformSettings.id, 1)).for('update');
    const before = row ? toSettings(row) : DEFAULT_SETTINGS;
    const after: PlatformSettings = { ...before, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };

    if (after.minTransactionAmount >= after.maxTransactionAmount) {
      const field = changes.maxTransactionAmount !== undefined ? 'maxTransactionAmount' : 'minTransactionAmount';
      throw badRequest(
        `${field}: the minimum (£${after.minTransactionAmount}) must be less than the maximum (£${after.maxTransactionAmount})`,
        'VALIDATION_ERROR',
        { field },
      );
    }

    await tx
      .update(platformSettings)
      .set({
        defaultFeePercent: after.defaultFeePercent.toFixed(2),
        minTransactionAmount: after.minTransactionAmount,
        maxTransactionAmount: after.maxTransactionAmount,
        autoApproveEnabled: after.autoApproveEnabled,
        requireAdminMfa: after.requireAdminMfa,
        payoutDelayDays: after.payoutDelayDays,
        disputeFee: after.disputeFee,
        authorisationValidityHours: after.authorisationValidityHours,
        refundFeePolicy: after.refundFeePolicy,
        updatedAt: sql`now()`,
        updatedBy: actor.id,
      })
      .where(eq(platformSettings.id, 1));
    await recordAudit(tx, { ...auditActor(actor), action: 'settings.update', targetType: 'platform_settings', targetId: '1', before, after });
    return { ...after, defaultFeePercent: Number(after.defaultFeePercent.toFixed(2)) };
  });
}
