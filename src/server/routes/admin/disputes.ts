import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-disputes';
import { poundsDecimal } from '@contract/money';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { adminDisputeList, decideDispute, disputeFigures, getAdminDispute, getEvidenceFile, openDispute } from '@server/modules/disputes';
import { contentDisposition } from '@server/modules/verification';
import { readDb } from '@server/modules/read-replica';

/** Admin Disputes: open, queue, figures, detail, decision and evidence files (docs/decisions/0020). */
export async function adminDisputeRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.ctx.database.db;

  registerEndpoint(app, endpoints.openDispute, async (request, reply) => {
    const dispute = await openDispute(app.ctx, { body: request.body, actor: actorOf(request) });
    return reply.status(201).send({ dispute, message: `Dispute ${dispute.id} opened; ${poundsDecimal(dispute.amount)} GBP is held from payouts` });
  });

  registerEndpoint(app, endpoints.listDisputes, async (request) => adminDisputeList(await readDb(app.ctx, request), request.query));

  registerEndpoint(app, endpoints.getDisputeFigures, async (request) => disputeFigures(await readDb(app.ctx, request)));

  registerEndpoint(app, endpoints.getDispute, async (request) => ({ dispute: await getAdminDispute(db(), request.params.disputeId) }));

  registerEndpoint(app, endpoints.decideDispute, async (request) => {
    const dispute = await decideDispute(app.ctx, { disputeId: request.params.disputeId, outcome: request.body.outcome, actor: actorOf(request) });
    return { dispute, message: `Dispute ${dispute.id} is now ${dispute.status}` };
  });

  registerEndpoint(app, endpoints.getDisputeFile, async (request, reply) => {
    const file = await getEvidenceFile(app.ctx, { ...request.params, actor: actorOf(request) });
    return reply
      .header('Content-Type', file.mimeType)
      .header('Content-Disposition', contentDisposition('attachment', file.fileName))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'no-store')
      .send(file.content);
  });
}
