import type { AppContext } from '@server/context';
import type { AdminActor } from '@server/principals';
import { seedAnchorPayments } from './seed-anchor-payments';
import { seedBlockedBins } from './seed-blocked-bins';
import { seedCampaign } from './seed-campaign';
import { seedCompliance } from './seed-compliance';
import { seedDisputes } from './seed-disputes';
import { seedFlags } from './seed-flags';
import { seedInvoices } from './seed-invoices';
import { seedNotifications } from './seed-notifications';
import { seedPayouts } from './seed-payouts';
import { activeMerchantIds, adminPrincipal, tradingMerchants, type DemoMerchant } from './seed-principals';
import { seedRequestLog } from './seed-request-log';
import { seedTeam } from './seed-team';
import { deliverDueWebhooks, seedWebhookEndpoints, sendTestEvents, startDemoReceiver } from './seed-webhooks';

/** How many trading merchants the money screens are built on; the first is the showcase. */
const TRADING = 4;

export type ShowcaseStep =
  'payments' | 'webhooks' | 'payouts' | 'disputes' | 'invoices' | 'requestLog' | 'team' | 'flags' | 'notifications' | 'compliance' | 'blockedBins' | 'campaign';

export interface ShowcaseOptions {
  seed: number;
  log: (line: string) => void;
  /** Steps to leave out (tests prove the browser check notices a missing one). */
  skip?: readonly ShowcaseStep[];
}

export interface ShowcaseResult {
  showcase: { email: string; companyName: string; merchantId: string } | null;
  counts: Record<string, unknown>;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Everything the admin panel and the portal show beyond merchants and payments, each through the
 * module the API uses: payouts, disputes with evidence, invoices and a credit note, webhooks with
 * delivered and failed attempts, the API request log, team invitations, feature flags, blocked card
 * ranges, an email campaign, a retention run and a KYB review, and notifications. Built on the oldest trading merchants; the first of them, the showcase, gets some
 * of everything, so signing in as it shows every portal page with data.
 */
export async function seedShowcase(ctx: AppContext, actor: AdminActor, o: ShowcaseOptions): Promise<ShowcaseResult> {
  const skip = new Set(o.skip ?? []);
  const counts: Record<string, unknown> = {};
  const trading = await tradingMerchants(ctx, TRADING);
  const showcase: DemoMerchant | undefined = trading[0];
  if (!showcase) {
    o.log('  no verified merchant with bank details: payouts, disputes, invoices and webhooks are left out (seed more merchants)');
  }
  const step = async <T>(name: ShowcaseStep, run: () => Promise<T>): Promise<void> => {
    if (skip.has(name)) return;
    const t0 = performance.now();
    const result = await run();
    counts[name] = result;
    o.log(`  ${name.padEnd(13)} ${typeof result === 'object' ? JSON.stringify(result) : String(result)} (${seconds(t0)})`);
  };

  // An older set of payments for the first payout run, a newer one for the second.
  await step('payments', () => seedAnchorPayments(ctx, trading, { seed: o.seed + 11, days: [40, 80] }));
  const receiver = await startDemoReceiver();
  try {
    // Endpoints first: the payouts and disputes below raise the events they deliver.
    await step('webhooks', () => seedWebhookEndpoints(ctx, trading, receiver));
    await step('payouts', () =>
      seedPayouts(ctx, actor, {
        showcaseDbId: showcase?.principal.merchantDbId,
        between: () => seedAnchorPayments(ctx, trading, { seed: o.seed + 12, days: [3, 39] }),
        runs: 3,
      }),
    );
    await step('disputes', () => seedDisputes(ctx, actor, showcase, trading.slice(1)));
    await step('invoices', () => seedInvoices(ctx, actor, trading));
    if (!skip.has('webhooks')) {
      await sendTestEvents(ctx, trading, receiver);
      const t0 = performance.now();
      const outcomes = await deliverDueWebhooks(ctx, receiver);
      counts.deliveries = outcomes;
      o.log(`  deliveries    ${JSON.stringify(outcomes)} (${seconds(t0)})`);
    }
  } finally {
    await receiver.close();
  }
  await step('requestLog', () => seedRequestLog(ctx, trading, { seed: o.seed + 13 }));
  await step('team', () => seedTeam(ctx, showcase));
  const admin = await adminPrincipal(ctx, actor);
  await step('flags', () =>
    seedFlags(
      ctx,
      admin,
      trading.map((m) => m.principal.merchantId),
    ),
  );
  await step('blockedBins', () => seedBlockedBins(ctx, admin));
  await step('campaign', async () => seedCampaign(ctx, actor, await activeMerchantIds(ctx, 12)));
  await step('compliance', () => seedCompliance(ctx, actor, trading));
  // Last: the notifications the steps above raised are there to be read.
  await step('notifications', () => seedNotifications(ctx, actor, showcase));
  return {
    showcase: showcase ? { email: showcase.principal.email, companyName: showcase.companyName, merchantId: showcase.principal.merchantId } : null,
    counts,
  };
}
