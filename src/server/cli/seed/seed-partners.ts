import type { AppContext } from '@server/context';
import type { AdminActor } from '@server/principals';
import { assignPartner, createFeeOverride, createPartner, listFeeOverrides, listPartners } from '@server/modules/commission';
import { activeMerchantIds } from './seed-principals';

const PARTNERS = [
  { name: 'Northgate Payments', contactEmail: 'partners@northgate-payments.example', revenueSharePercent: 20 },
  { name: 'Brightwave Gateway Ltd', contactEmail: 'alliances@brightwave-gateway.example', revenueSharePercent: 15 },
  { name: 'Kestrel Commerce', contactEmail: 'revenue-share@kestrel-commerce.example', revenueSharePercent: 10 },
];

/** The first of next month, UTC: a scheduled override's start. */
function firstOfNextMonth(now: Date): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * Partners with a revenue share, half the active merchants assigned to them, and fee overrides (two in
 * force, one scheduled). Runs before the payments are seeded: the ledger trigger reads a merchant's
 * partner when each payment is stored, so only then does the partners' revenue show. Partners are
 * found by name and merchants with an override are left alone, so a second run adds nothing twice.
 */
export async function seedPartners(ctx: AppContext, actor: AdminActor, now = new Date()): Promise<{ partners: number; assigned: number; overrides: number }> {
  const { db } = ctx.database;
  const existing = new Map((await listPartners(db)).map((p) => [p.name, p.id]));
  const ids: string[] = [];
  for (const p of PARTNERS) {
    ids.push(existing.get(p.name) ?? (await createPartner(ctx, { input: p, actor })).id);
  }

  const merchantIds = await activeMerchantIds(ctx, 400);
  let assigned = 0;
  // Every second merchant, round the partners; the rest sell direct.
  for (let i = 0; i < merchantIds.length; i += 2) {
    await assignPartner(ctx, { merchantId: merchantIds[i]!, partnerId: ids[(i / 2) % ids.length]!, actor });
    assigned += 1;
  }

  const withOverride = new Set((await listFeeOverrides(db, {})).map((o) => o.merchantId));
  const plan = [
    { merchantId: merchantIds[1], feePercent: 1.5, effectiveFrom: undefined },
    { merchantId: merchantIds[3], feePercent: 2.25, effectiveFrom: undefined },
    { merchantId: merchantIds[5], feePercent: 1.75, effectiveFrom: firstOfNextMonth(now) },
  ];
  let overrides = 0;
  for (const o of plan) {
    if (!o.merchantId || withOverride.has(o.merchantId)) continue;
    await createFeeOverride(ctx, { input: { merchantId: o.merchantId, feePercent: o.feePercent, effectiveFrom: o.effectiveFrom }, actor });
    overrides += 1;
  }
  return { partners: ids.length, assigned, overrides };
}
