import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-payouts';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { sendExport } from '@server/http/stream-export';
import { ledgerCheckState, startLedgerCheck } from '@server/modules/ledger';
import {
  listAdminPayouts,
  listPayoutRuns,
  nextRunPreview,
  payoutTotalsByStatus,
  openSettlementExport,
  runPayouts,
  updatePayoutStatus,
} from '@server/modules/payouts';
import { getPlatformSettings } from '@server/modules/settings';
import { readDb } from '@server/modules/read-replica';

/** Admin Payouts: runs, payouts and their status changes, and the settlement file. */
export async function adminPayoutRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.ctx.database.db;

  registerEndpoint(app, endpoints.getPayoutsOverview, async (request) => {
    // A dashboard: it may read the replica (decision 0042). The ledger check's figures are stored by
    // the check itself, which runs in the background (decision 0048).
    const reader = await readDb(app.ctx, request);
    const { payoutDelayDays } = await getPlatformSettings(reader);
    const [totalsByStatus, next, checks] = await Promise.all([payoutTotalsByStatus(reader), nextRunPreview(reader, payoutDelayDays), ledgerCheckState(db())]);
    return {
      payoutDelayDays,
      totalsByStatus,
      nextRun: { cutoff: next.cutoff, expectedTotal: next.expectedTotal, merchantCount: next.merchantCount },
      held: next.held,
      ledgerIntegrity: checks.last,
      ledgerCheckRunning: checks.running,
    };
  });

  registerEndpoint(app, endpoints.startLedgerCheck, async (request, reply) => {
    const { check, started } = await startLedgerCheck(app.ctx, { trigger: 'ADMIN', requestedBy: request.admin!.id });
    return reply.status(202).send({
      check,
      started,
      message: started ? `Ledger check ${check.id} started` : `Ledger check ${check.id} is already running`,
    });
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
    const body = await openSettlementExport(app.ctx, request, { runId: request.params.runId, actor: actorOf(request) });
    return sendExport(reply, body, { type: 'csv', fileName: `settlement-${request.params.runId}.csv` });
  });
}
