import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-commission';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { sendExport } from '@server/http/stream-export';
import {
  assignPartner,
  createFeeOverride,
  createPartner,
  deleteFeeOverride,
  deletePartner,
  feeRevenue,
  listCommissionMerchants,
  listFeeOverrides,
  listPartners,
  openPartnerStatement,
  updatePartner,
} from '@server/modules/commission';

/** Admin Commission: partners, merchant assignments, fee overrides and fee revenue. */
export async function adminCommissionRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.ctx.database.db;

  registerEndpoint(app, endpoints.listPartners, async () => ({ partners: await listPartners(db()) }));

  registerEndpoint(app, endpoints.createPartner, async (request, reply) => {
    const partner = await createPartner(app.ctx, { input: request.body, actor: actorOf(request) });
    return reply.status(201).send({ partner, message: `Partner ${partner.name} added` });
  });

  registerEndpoint(app, endpoints.updatePartner, async (request) => {
    const partner = await updatePartner(app.ctx, { partnerId: request.params.partnerId, input: request.body, actor: actorOf(request) });
    return { partner, message: `Partner ${partner.name} saved` };
  });

  registerEndpoint(app, endpoints.deletePartner, async (request, reply) => {
    await deletePartner(app.ctx, { partnerId: request.params.partnerId, actor: actorOf(request) });
    return reply.status(204).send(null);
  });

  registerEndpoint(app, endpoints.getPartnerStatement, async (request, reply) => {
    const { partnerId, month } = { ...request.params, ...request.query };
    const body = await openPartnerStatement(app.ctx, request, { partnerId, month });
    return sendExport(reply, body, { type: 'csv', fileName: `partner-statement-${partnerId}-${month}.csv` });
  });

  registerEndpoint(app, endpoints.listCommissionMerchants, async (request) => ({ merchants: await listCommissionMerchants(db(), request.query) }));

  registerEndpoint(app, endpoints.assignPartner, async (request) => {
    const merchant = await assignPartner(app.ctx, { merchantId: request.params.merchantId, partnerId: request.body.partnerId, actor: actorOf(request) });
    return {
      merchant,
      message: merchant.partnerName ? `${merchant.companyName} now belongs to ${merchant.partnerName}` : `${merchant.companyName} has no partner`,
    };
  });

  registerEndpoint(app, endpoints.listFeeOverrides, async (request) => ({ overrides: await listFeeOverrides(db(), request.query) }));

  registerEndpoint(app, endpoints.createFeeOverride, async (request, reply) => {
    const override = await createFeeOverride(app.ctx, { input: request.body, actor: actorOf(request) });
    const fee = override.feePercent === null ? 'the platform default' : `${override.feePercent}%`;
    return reply.status(201).send({ override, message: `${override.companyName} pays ${fee} from ${override.effectiveFrom}` });
  });

  registerEndpoint(app, endpoints.deleteFeeOverride, async (request, reply) => {
    await deleteFeeOverride(app.ctx, { overrideId: request.params.overrideId, actor: actorOf(request) });
    return reply.status(204).send(null);
  });

  registerEndpoint(app, endpoints.getFeeRevenue, async (request) => feeRevenue(db(), request.query.month));
}
