import type { AppContext } from '@server/context';
import type { AdminActor } from '@server/principals';
import { listKybReviews, runRetention, startKybReview } from '@server/modules/compliance';
import type { DemoMerchant } from './seed-principals';

/**
 * The compliance screen's lists through the compliance module: today's retention run (the one the
 * daily job makes; it removes only what is past its period, and the seed's data is recent) and,
 * when no merchant's periodic review falls due within 30 days, one review started by staff.
 */
export async function seedCompliance(ctx: AppContext, actor: AdminActor, merchants: DemoMerchant[]) {
  const run = await runRetention(ctx, { trigger: 'SCHEDULE' });
  let reviews = (await listKybReviews(ctx, { withinDays: 30 })).length;
  const subject = merchants[1] ?? merchants[0];
  if (reviews === 0 && subject) {
    await startKybReview(ctx, { merchantId: subject.principal.merchantId, documentTypes: ['BANK_STATEMENT', 'PROOF_OF_ADDRESS'], actor });
    reviews = 1;
  }
  return { retentionRun: run !== null, reviews };
}
