import type { FastifyInstance, FastifyReply } from 'fastify';
import * as endpoints from '@contract/endpoints/admin-invoices';
import { actorOf } from '@server/http/admin-actor';
import { registerEndpoint } from '@server/http/endpoint-route';
import { draftInvoiceFor, getInvoiceDetail, finaliseInvoice, getInvoicePdf, updateDraftInvoice, voidInvoice, listInvoices } from '@server/modules/invoicing';
import { contentDisposition } from '@server/modules/verification';

/** Sends a stored invoice PDF as a download. */
export function sendPdf(reply: FastifyReply, file: { fileName: string; content: Buffer }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition('attachment', file.fileName))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .send(file.content);
}

/** Invoicing: monthly fee invoices, credit notes and their PDFs. */
export async function adminInvoiceRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listInvoices, async (request) => listInvoices(app.ctx.database.db, request.query));

  registerEndpoint(app, endpoints.getInvoice, async (request) => getInvoiceDetail(app.ctx.database.db, request.params.invoiceId));

  registerEndpoint(app, endpoints.draftInvoice, async (request, reply) =>
    reply.status(201).send(await draftInvoiceFor(app.ctx, { ...request.body, actor: actorOf(request) })),
  );

  registerEndpoint(app, endpoints.updateInvoice, async (request) =>
    updateDraftInvoice(app.ctx, { invoiceId: request.params.invoiceId, ...request.body, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.finaliseInvoice, async (request) =>
    finaliseInvoice(app.ctx, { invoiceId: request.params.invoiceId, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.voidInvoice, async (request) =>
    voidInvoice(app.ctx, { invoiceId: request.params.invoiceId, reason: request.body.reason, actor: actorOf(request) }),
  );

  registerEndpoint(app, endpoints.getInvoicePdf, async (request, reply) =>
    sendPdf(reply, await getInvoicePdf(app.ctx.database.db, { invoiceId: request.params.invoiceId })),
  );
}
