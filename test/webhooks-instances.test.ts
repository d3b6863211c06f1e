import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries } from '@server/db/schema/index';
import { claimDueDeliveries } from '@server/modules/webhooks';
import { createWebhookWorker, type WebhookWorker } from '@server/modules/webhooks';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApps, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/**
 * Two app instances on one database, each with its own worker and LISTEN connection: every attempt
 * is sent once, and deliveries left behind by an instance that died are sent after it.
 */

let apps: TestApp[];
let closeAll: () => Promise<void>;
let receiver: WebhookReceiver;
let m: MerchantFixture;
let key: string;

const runId = Math.random()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(0, 8);
let seq = 0;
const body = () => ({
  amount: 12550,
  currency: 'GBP',
  customerEmail: `buyer${++seq}.${runId}@shop.example`,
  cards: [{ id: 'card_a', brand: 'VISA', last4: '4242', expMonth: 12, expYear: 2099, available: 100_000, rewardRate: 0.01 }],
});

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  const started = await createTestApps(2, { WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.2,0.2' });
  apps = started.apps;
  closeAll = started.close;
  m = await createMerchantFixture(apps[0]!);
  key = (await m.key('test')).secret;
});
afterAll(async () => {
  await closeAll?.();
  await receiver?.close();
});

async function endpoint(path: string) {
  const res = await call(apps[0]!.app, 'POST', '/api/merchant/webhook-endpoints', {
    token: m.token,
    body: { url: `${receiver.url}${path}`, mode: 'test', enabledEvents: ['payment.completed'] },
  });
  expect(res.status, res.body).toBe(201);
  return res.json.endpoint.id as string;
}

async function settled(ids: string[], timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await apps[0]!.db.select().from(webhookDeliveries).where(inArray(webhookDeliveries.endpointId, ids));
    if (rows.length > 0 && rows.every((r) => r.status === 'SUCCEEDED')) return rows;
    if (Date.now() > deadline) throw new Error(`deliveries not settled: ${rows.map((r) => r.status).join(',')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('two instances on one database', () => {
  it('send each attempt once while both workers compete', async () => {
    const workers: WebhookWorker[] = apps.map((t) => createWebhookWorker(t.app.ctx, { intervalMs: 20, concurrency: 3 }));
    workers.forEach((w) => w.start());
    try {
      const paths = ['/race-a', '/race-b'];
      const ids = [await endpoint(paths[0]!), await endpoint(paths[1]!)];
      const payments = 30;
      // Payments through both instances, so both notify and both workers wake.
      for (let i = 0; i < payments; i++)
        expect((await call(apps[i % 2]!.app, 'POST', '/api/merchant/process-payment', { token: key, body: body() })).status).toBe(201);
      const rows = await settled(ids);
      expect(rows).toHaveLength(payments * 2);
      for (const path of paths) {
        const got = await receiver.waitFor(payments, path);
        const ids = got.map((g) => g.headers['webhook-id']);
        expect(new Set(ids).size, path).toBe(payments);
        expect(ids, path).toHaveLength(payments);
      }
      const attempts = await apps[0]!.db
        .select({ n: sql<number>`count(*)::int` })
        .from(webhookAttempts)
        .where(
          inArray(
            webhookAttempts.deliveryId,
            rows.map((r) => r.id),
          ),
        );
      expect(attempts[0]!.n).toBe(payments * 2);
      expect(rows.every((r) => r.attemptCount === 1)).toBe(true);
      for (const id of ids) await call(apps[0]!.app, 'DELETE', `/api/merchant/webhook-endpoints/${id}`, { token: m.token });
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
  });

  it('a restart loses nothing: deliveries stored while no worker ran, and one held by a dead instance, are sent', async () => {
    const path = '/restart';
    const id = await endpoint(path);
    for (let i = 0; i < 4; i++) expect((await call(apps[0]!.app, 'POST', '/api/merchant/process-payment', { token: key, body: body() })).status).toBe(201);
    // An instance claims one delivery and dies before sending it: its lease is all that is left.
    const [held] = await claimDueDeliveries(apps[0]!.db, 1);
    expect(held).toBeDefined();
    await apps[0]!.db.execute(
      sql`update webhook_deliveries set next_attempt_at = now() - interval '1 second', locked_until = now() - interval '1 second' where id = ${held!.id}`,
    );

    const worker = createWebhookWorker(apps[1]!.app.ctx, { intervalMs: 50 });
    worker.start();
    try {
      const rows = await settled([id]);
      expect(rows).toHaveLength(4);
      const got = await receiver.waitFor(4, path);
      expect(new Set(got.map((g) => g.headers['webhook-id'])).size).toBe(4);
      // The dead instance's attempt counted, then the one that was really made.
      expect(rows.find((r) => r.id === held!.id)!.attemptCount).toBe(2);
    } finally {
      await worker.stop();
    }
  });
});
