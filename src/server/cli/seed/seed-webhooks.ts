import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EVENT_TYPES } from '@contract/events';
import type { AppContext } from '@server/context';
import {
  claimDueDeliveries,
  createWebhookEndpoint,
  deliverClaimed,
  listWebhookEndpoints,
  sendTestWebhook,
  updateWebhookEndpoint,
} from '@server/modules/webhooks';
import type { DemoMerchant } from './seed-principals';

const IP = '127.0.0.1';

/**
 * A webhook receiver the seed runs on loopback while it seeds: /ok answers 204, /fail answers 503,
 * so the demo has deliveries that succeeded and deliveries that failed, each a real signed POST
 * recorded by the delivery module.
 */
export interface DemoReceiver {
  origin: string;
  received: () => number;
  close: () => Promise<void>;
}

export async function startDemoReceiver(): Promise<DemoReceiver> {
  let received = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      if (req.url?.startsWith('/ok')) res.writeHead(204).end();
      else res.writeHead(503, { 'content-type': 'text/plain' }).end('Demo receiver: this endpoint always fails');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, IP, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${IP}:${port}`,
    received: () => received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The context for the receiver's endpoints only: private targets allowed and no retries, so a failed
 * attempt is final at once. The guard itself is unchanged: the app's own context (and every merchant's
 * request) still refuses a loopback URL; this one is used only for URLs on the seed's own receiver.
 */
export function receiverContext(ctx: AppContext): AppContext {
  return { ...ctx, config: { ...ctx.config, webhooks: { ...ctx.config.webhooks, retryScheduleSeconds: [], allowPrivateTargets: true } } };
}

const PLAN = [
  { path: '/ok/orders', mode: 'live', events: [...EVENT_TYPES], description: 'Order service (all events)' },
  {
    path: '/fail/ledger-sync',
    mode: 'live',
    events: ['payout.created', 'payout.paid', 'payout.failed', 'dispute.created', 'dispute.closed', 'webhook.test'],
    description: 'Ledger sync (failing)',
  },
  { path: '/ok/staging', mode: 'test', events: [...EVENT_TYPES], description: 'Staging server' },
] as const;

/**
 * Endpoints on the receiver for each merchant: the first gets every endpoint above, the others one
 * live endpoint each (alternately healthy and failing). On a second run the endpoints already there
 * are pointed at this run's receiver port instead of being added again.
 */
export async function seedWebhookEndpoints(ctx: AppContext, merchants: DemoMerchant[], receiver: DemoReceiver): Promise<number> {
  const seedCtx = receiverContext(ctx);
  let made = 0;
  for (const [i, m] of merchants.entries()) {
    const plan = i === 0 ? PLAN : [PLAN[i % 2 === 1 ? 1 : 0]];
    const existing = await listWebhookEndpoints(ctx, m.principal.merchantDbId);
    for (const p of plan) {
      const url = `${receiver.origin}${p.path}`;
      const old = existing.find((e) => e.description === p.description);
      if (old) {
        await updateWebhookEndpoint(seedCtx, { user: m.principal, ip: IP, id: old.id, input: { url, status: 'ENABLED' } });
        continue;
      }
      await createWebhookEndpoint(seedCtx, {
        user: m.principal,
        ip: IP,
        input: { url, mode: p.mode, enabledEvents: [...p.events], description: p.description },
      });
      made += 1;
    }
  }
  return made;
}

/** A test event to every seeded endpoint, as the portal's "Send test event" does. */
export async function sendTestEvents(ctx: AppContext, merchants: DemoMerchant[], receiver: DemoReceiver): Promise<void> {
  for (const m of merchants) {
    for (const e of await listWebhookEndpoints(ctx, m.principal.merchantDbId)) {
      if (e.url.startsWith(receiver.origin) && e.status === 'ENABLED') await sendTestWebhook(ctx, { user: m.principal, id: e.id });
    }
  }
}

/**
 * Sends every due delivery through the delivery module until none is left. A claimed delivery to
 * the seed's receiver is sent with the receiver's context; any other (a real endpoint, if the
 * database has one) with the app's own, so its guard and retry schedule apply unchanged.
 */
export async function deliverDueWebhooks(ctx: AppContext, receiver: DemoReceiver): Promise<Record<string, number>> {
  const seedCtx = receiverContext(ctx);
  const outcomes: Record<string, number> = {};
  for (let round = 0; round < 50; round++) {
    const batch = await claimDueDeliveries(ctx.database.db, 20);
    if (batch.length === 0) break;
    for (const d of batch) {
      const own = d.endpoint.url.startsWith(`${receiver.origin}/`);
      const outcome = await deliverClaimed(own ? seedCtx : ctx, d, { timeoutMs: 5_000 });
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
  }
  return outcomes;
}
