import type { FastifyInstance } from 'fastify';
import * as endpoints from '@contract/endpoints/merchant-payouts';
import { registerEndpoint } from '@server/http/endpoint-route';
import { sendExport } from '@server/http/stream-export';
import { merchantBalance } from '@server/modules/ledger';
import { getMerchantPayout, listMerchantPayouts, openPayoutStatement } from '@server/modules/payouts';
import { getPlatformSettings } from '@server/modules/settings';
import { readDb } from '@server/modules/read-replica';

/** The merchant's balance, payouts and payout statements; only its own. */
export async function merchantPayoutRoutes(app: FastifyInstance): Promise<void> {
  const db = () => app.ctx.database.db;

  registerEndpoint(app, endpoints.getBalance, async (request) => {
    const { payoutDelayDays } = await getPlatformSettings(db());
    return { currency: 'GBP' as const, payoutDelayDays, ...(await merchantBalance(db(), request.merchantUser!.merchantDbId, payoutDelayDays)) };
  });

  registerEndpoint(app, endpoints.listMyPayouts, async (request) =>
    listMerchantPayouts(await readDb(app.ctx, request), request.merchantUser!.merchantDbId, request.query),
  );

  registerEndpoint(app, endpoints.getMyPayout, async (request) => ({
    payout: await getMerchantPayout(db(), request.merchantUser!.merchantDbId, request.params.payoutId),
  }));

  registerEndpoint(app, endpoints.getPayoutStatement, async (request, reply) => {
    const body = await openPayoutStatement(app.ctx, request, { merchantDbId: request.merchantUser!.merchantDbId, payoutId: request.params.payoutId });
    return sendExport(reply, body, { type: 'csv', fileName: `payout-statement-${request.params.payoutId}.csv` });
  });
}
