import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, webhookEndpoints } from '@server/db/schema/index';
import { createWebhookWorker, type WebhookWorker } from '@server/modules/webhooks';
import { adminTokensByRole } from './support/admin-fixtures';
import { call } from './support/helpers';
import { createMerchantFixture, type MerchantFixture } from './support/payment-fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from './support/webhook-receiver';

/** Admin Webhooks: endpoint health across merchants, filters, delivery search and audited replay. */

let t: TestApp;
let worker: WebhookWorker;
let receiver: WebhookReceiver;
let m: MerchantFixture;
let tokens: Record<string, string>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_RETRY_SCHEDULE: '0.1' });
  worker = createWebhookWorker(t.app.ctx, { intervalMs: 50 });
  worker.start();
  m = await createMerchantFixture(t);
  tokens = await adminTokensByRole(t, 'webhooks', { roles: ['SUPER_ADMIN', 'OPERATIONS', 'SUPPORT', 'COMPLIANCE'] });
});
afterAll(async () => {
  await worker?.stop();
  await t?.close();
  await receiver?.close();
});

async function endpointWithTest(path: string, plan: number[] = []) {
  receiver.plan.set(path, plan);
  const created = await call(t.app, 'POST', '/api/merchant/webhook-endpoints', {
    token: m.token,
    body: { url: `${receiver.url}${path}`, mode: 'test', enabledEvents: ['*'] },
  });
  const id = created.json.endpoint.id as string;
  const sent = await call(t.app, 'POST', `/api/merchant/webhook-endpoints/${id}/test`, { token: m.token });
  return { id, eventId: sent.json.eventId as string, deliveryId: sent.json.deliveryId as string };
}

async function until(check: () => Promise<boolean>) {
  const deadline = Date.now() + 8000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('admin webhooks', () => {
  it('lists endpoints with health, filters failing and disabled, and finds deliveries by event id', async () => {
    const healthy = await endpointWithTest('/healthy');
    const failing = await endpointWithTest('/failing', [500, 500]);
    const off = await endpointWithTest('/off');
    await until(
      async () =>
        (await call(t.app, 'GET', `/api/merchant/webhook-endpoints/${failing.id}/deliveries`, { token: m.token })).json.deliveries[0]?.status === 'FAILED',
    );
    await until(
      async () =>
        (await call(t.app, 'GET', `/api/merchant/webhook-endpoints/${healthy.id}/deliveries`, { token: m.token })).json.deliveries[0]?.status === 'SUCCEEDED',
    );
    await t.db.update(webhookEndpoints).set({ status: 'DISABLED', disabledReason: 'test' }).where(eq(webhookEndpoints.id, off.id));

    const all = await call(t.app, 'GET', '/api/admin/webhooks/endpoints', { token: tokens.SUPPORT });
    expect(all.status, all.body).toBe(200);
    const byId = new Map(all.json.endpoints.map((e: { id: string }) => [e.id, e]));
    expect(byId.get(healthy.id)).toMatchObject({
      merchantId: m.merchantId,
      health: { deliveries24h: 1, succeeded24h: 1, successRate24h: 1, lastDeliveryStatus: 'SUCCEEDED' },
    });
    expect(byId.get(failing.id)).toMatchObject({ health: { successRate24h: 0, lastDeliveryStatus: 'FAILED', failingSince: expect.any(String) } });

    const failingOnly = await call(t.app, 'GET', '/api/admin/webhooks/endpoints?health=failing', { token: tokens.OPERATIONS });
    expect(failingOnly.json.endpoints.map((e: { id: string }) => e.id)).toEqual([failing.id]);
    const disabledOnly = await call(t.app, 'GET', '/api/admin/webhooks/endpoints?health=disabled', { token: tokens.OPERATIONS });
    expect(disabledOnly.json.endpoints.map((e: { id: string }) => e.id)).toEqual([off.id]);
    const paged = await call(t.app, 'GET', '/api/admin/webhooks/endpoints?limit=2', { token: tokens.OPERATIONS });
    expect(paged.json.endpoints).toHaveLength(2);
    const rest = await call(t.app, 'GET', `/api/admin/webhooks/endpoints?limit=2&cursor=${paged.json.nextCursor}`, { token: tokens.OPERATIONS });
    expect(rest.json.endpoints).toHaveLength(1);

    const found = await call(t.app, 'GET', `/api/admin/webhooks/deliveries?eventId=${failing.eventId}`, { token: tokens.SUPPORT });
    expect(found.json.deliveries).toHaveLength(1);
    expect(found.json.deliveries[0]).toMatchObject({
      id: failing.deliveryId,
      status: 'FAILED',
      url: `${receiver.url}/failing`,
      companyName: expect.any(String),
    });
    expect(found.json.deliveries[0].attempts).toHaveLength(2);
    for (const q of ['eventId=nope', 'eventId=', 'health=broken']) {
      const bad = await call(t.app, 'GET', `/api/admin/webhooks/${q.startsWith('health') ? 'endpoints' : 'deliveries'}?${q}`, { token: tokens.SUPPORT });
      expect(bad.status, q).toBe(400);
    }
  });

  it('replays a delivery (audited) for SUPER_ADMIN and OPERATIONS only', async () => {
    const { deliveryId } = await endpointWithTest('/replayed');
    await receiver.waitFor(1, '/replayed');
    for (const role of ['SUPPORT', 'COMPLIANCE']) {
      const res = await call(t.app, 'POST', `/api/admin/webhooks/deliveries/${deliveryId}/replay`, { token: tokens[role] });
      expect(res.status, role).toBe(403);
      expect(res.json.code).toBe('FORBIDDEN_ROLE');
    }
    expect((await call(t.app, 'GET', '/api/admin/webhooks/endpoints', { token: tokens.COMPLIANCE })).status).toBe(403);
    const replay = await call(t.app, 'POST', `/api/admin/webhooks/deliveries/${deliveryId}/replay`, { token: tokens.OPERATIONS });
    expect(replay.status, replay.body).toBe(202);
    await receiver.waitFor(2, '/replayed');
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(sql`${auditLogs.action} = 'webhook_delivery.replay' and ${auditLogs.targetId} = ${deliveryId}`);
    expect(audit).toHaveLength(1);
    expect(
      (await call(t.app, 'POST', '/api/admin/webhooks/deliveries/00000000-0000-4000-8000-000000000000/replay', { token: tokens.SUPER_ADMIN })).status,
    ).toBe(404);
  });
});
