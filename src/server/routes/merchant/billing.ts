import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-billing';
import { registerEndpoint } from '@server/http/endpoint-route';
import { getInvoicePdf, listMerchantInvoices } from '@server/modules/invoicing';
import { sendPdf } from '../admin/invoices';

/** The portal's Billing page: the merchant's own issued invoices and credit notes. */
export async function merchantBillingRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, endpoints.listMyInvoices, async (request) => listMerchantInvoices(app.ctx.database.db, request.merchantUser!.merchantDbId));

  registerEndpoint(app, endpoints.getMyInvoicePdf, async (request, reply) =>
    sendPdf(reply, await getInvoicePdf(app.ctx.database.db, { invoiceId: request.params.invoiceId, merchantDbId: request.merchantUser!.merchantDbId })),
  );
}
