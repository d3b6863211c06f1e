import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-payouts';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { ledgerIntegrity } from '@server/modules/ledger';
import { listAdminPayouts, listPayoutRuns, nextRunPreview, payoutTotalsByStatus, runPayouts, settlementCsv, updatePayoutStatus } from '@server/modules/payouts';
import { getPlatformSettings } from '@server/modules/settings';
import { readDb } from '@server/modules/read-replica';

/** A CSV download: an attachment, never cached, never sniffed. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(csv);
}

/** Admin Payouts: runs, payouts and their status changes, and the settlement file. */
export async function adminPayoutRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.ctx.database.db;

  registerEndpoint(app, endpoints.getPayoutsOverview, async () => {
    const { payoutDelayDays } = await getPlatformSettings(db());
    const [totalsByStatus, next, integrity] = await Promise.all([payoutTotalsByStatus(db()), nextRunPreview(db(), payoutDelayDays), ledgerIntegrity(db())]);
    return {
      payoutDelayDays,
      totalsByStatus,
      nextRun: { cutoff: next.cutoff, expectedTotal: next.expectedTotal, merchantCount: next.merchantCount },
      held: next.held,
      ledgerIntegrity: integrity,
    };
  });

  registerEndpoint(app, endpoints.listPayouts, async (request) => listAdminPayouts(await readDb(app.ctx, request), request.query));

  registerEndpoint(app, endpoints.listPayoutRuns, async (request) => listPayoutRuns(await readDb(app.ctx, request), request.query));

  registerEndpoint(app, endpoints.runPayouts, async (request, reply) => {
    const result = (await runPayouts(app.ctx, { trigger: 'ADMIN', actor: actorOf(request) }))!;
    const { run } = result;
    return reply.status(201).send({
      ...result,
      message: `Payout run ${run.id}: ${run.payoutCount} payout${run.payoutCount === 1 ? '' : 's'}${run.heldCount ? `, ${run.heldCount} held` : ''}`,
    });
  });

  registerEndpoint(app, endpoints.updatePayoutStatus, async (request) => {
    const payout = await updatePayoutStatus(app.ctx, { payoutId: request.params.payoutId, ...request.body, actor: actorOf(request) });
    return { payout, message: `Payout ${payout.id} is now ${payout.status}` };
  });

  registerEndpoint(app, endpoints.getSettlementFile, async (request, reply) => {
    const csv = await settlementCsv(app.ctx, { runId: request.params.runId, actor: actorOf(request) });
    return sendCsv(reply, `settlement-${request.params.runId}.csv`, csv);
  });
}
