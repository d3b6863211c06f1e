import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-compliance';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { sendExport } from '@server/http/stream-export';
import {
  getComplianceSettings,
  updateComplianceSettings,
  eraseDataSubject,
  listDataSubjectRequests,
  openAuditExport,
  openDataSubjectExport,
  listKybReviews,
  startKybReview,
  listRetentionRuns,
  runRetention,
} from '@server/modules/compliance';

/** Admin Compliance: retention, data-subject requests, the audit export and periodic KYB reviews. */
export async function adminComplianceRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.ctx;
  registerEndpoint(app, endpoints.getComplianceSettings, async () => getComplianceSettings(ctx.database.db, ctx.config.apiLogRetentionDays));
  registerEndpoint(app, endpoints.updateComplianceSettings, async (request) =>
    updateComplianceSettings(ctx, { changes: request.body, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.listRetentionRuns, async () => ({ runs: await listRetentionRuns(ctx.database.db) }));
  registerEndpoint(app, endpoints.runRetention, async (request, reply) =>
    reply.status(201).send((await runRetention(ctx, { trigger: 'ADMIN', actor: actorOf(request) }))!),
  );

  registerEndpoint(app, endpoints.listDataSubjectRequests, async () => ({ requests: await listDataSubjectRequests(ctx.database.db) }));
  registerEndpoint(app, endpoints.exportDataSubject, async (request, reply) => {
    const body = await openDataSubjectExport(ctx, request, { email: request.body.email, actor: actorOf(request) });
    return sendExport(reply, body, { type: 'json' });
  });
  registerEndpoint(app, endpoints.eraseDataSubject, async (request) => eraseDataSubject(ctx, { email: request.body.email, actor: actorOf(request) }));

  registerEndpoint(app, endpoints.exportAuditLogs, async (request, reply) => {
    const body = await openAuditExport(ctx, request, { filters: request.query, actor: actorOf(request) });
    return sendExport(reply, body, { type: 'csv', fileName: `audit-log-${new Date().toISOString().slice(0, 10)}.csv` });
  });

  registerEndpoint(app, endpoints.listKybReviews, async (request) => ({ reviews: await listKybReviews(ctx, { withinDays: request.query.withinDays }) }));
  registerEndpoint(app, endpoints.startKybReview, async (request, reply) =>
    reply.status(201).send({
      review: await startKybReview(ctx, { merchantId: request.params.merchantId, documentTypes: request.body.documentTypes, actor: actorOf(request) }),
      message: 'Review started: the merchant has been asked to upload the documents',
    }),
  );
}
