import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { buildApp } from '@server/app';
import { createDatabase, type Database } from '@server/db/client';
import { addReadinessCheck, startDraining } from '@server/modules/health';
import { call } from './support/helpers';
import { createTestApp, TEST_APP_SECRET, testConfig, type TestApp } from './support/test-app';

const METRICS_TOKEN = 'probe-test-metrics-token';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN });
});
afterAll(async () => t.close());

/** The app on a database that cannot be reached (or, with `database`, a given one); closed after `use`. */
async function withApp(database: Database, use: (app: TestApp['app']) => Promise<void>, env: Record<string, string> = {}) {
  const app = await buildApp({ config: testConfig(env), database, appSecret: TEST_APP_SECRET, logger: false, webDir: '/none' });
  try {
    await use(app);
  } finally {
    await app.close();
    await database.close();
  }
}

const readyz = async (app: TestApp['app']) => call(app, 'GET', '/readyz');

describe('GET /livez', () => {
  it('answers 200 { status: ok } without touching the database, even when it is unreachable', async () => {
    const res = await call(t.app, 'GET', '/livez');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    await withApp(createDatabase('postgres://nobody:nothing@127.0.0.1:1/none', 1), async (app) => {
      const started = performance.now();
      const live = await call(app, 'GET', '/livez');
      expect(live.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(200);
    });
  });
});

describe('GET /readyz', () => {
  it('answers 200 when the database answers and has every shipped migration', async () => {
    const res = await readyz(t.app);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', draining: 'ok', eventLoop: 'ok' },
      eventLoopDelayMs: expect.any(Number),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 database down when the database cannot be reached', async () => {
    await withApp(createDatabase('postgres://nobody:nothing@127.0.0.1:1/none', 1), async (app) => {
      const res = await readyz(app);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ status: 'unavailable', checks: { database: 'down', migrations: 'unknown', draining: 'ok' } });
    });
  });

  it('answers 503 database timeout within about a second when the database accepts connections but never answers', async () => {
    // Refuses connections while the app starts (it loads its keyring), then accepts them and says nothing.
    const sockets: net.Socket[] = [];
    let silent = false;
    const server = net.createServer((socket) => (silent ? sockets.push(socket) : socket.destroy()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    const database = createDatabase(`postgres://nobody:nothing@127.0.0.1:${port}/none`, 1);
    const app = await buildApp({ config: testConfig(), database, appSecret: TEST_APP_SECRET, logger: false, webDir: '/none' });
    try {
      silent = true;
      const started = performance.now();
      const res = await readyz(app);
      const ms = performance.now() - started;
      expect(res.status).toBe(503);
      expect(res.json.checks).toMatchObject({ database: 'timeout', migrations: 'unknown' });
      expect(ms).toBeGreaterThanOrEqual(900);
      expect(ms).toBeLessThan(3_000);
    } finally {
      silent = false;
      sockets.forEach((s) => s.destroy());
      await app.close();
      await database.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers 503 migrations pending while the database lacks a migration this build ships, and 200 once it has it', async () => {
    const [newest] = (
      await t.db.execute<{ hash: string; created_at: string }>(
        sql`select hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      )
    ).rows;
    await t.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest!.created_at}::bigint`);
    try {
      await expect.poll(async () => (await readyz(t.app)).json.checks.migrations).toBe('pending');
      const res = await readyz(t.app);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
      // The older instance's view: the database is ahead of it (a newer build migrated), which is fine.
    } finally {
      await t.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at}::bigint)`);
    }
    await expect.poll(async () => (await readyz(t.app)).status).toBe(200);
  });

  it('counts the migrations table missing altogether as every migration pending', async () => {
    await withApp(createDatabase(t.database.pool.options.connectionString!, 1), async (app) => {
      await t.db.execute(sql`alter table drizzle.__drizzle_migrations rename to __drizzle_migrations_away`);
      try {
        const res = await readyz(app);
        expect(res.status).toBe(503);
        expect(res.json.checks).toMatchObject({ database: 'ok', migrations: 'pending' });
      } finally {
        await t.db.execute(sql`alter table drizzle.__drizzle_migrations_away rename to __drizzle_migrations`);
      }
    });
  });

  it('reports a failing or silent added check (the replica hook) by name, and checks database.replica when there is one', async () => {
    const replica = createDatabase('postgres://nobody:nothing@127.0.0.1:1/none', 1);
    const database = Object.assign(createDatabase(t.database.pool.options.connectionString!, 2), { replica });
    await withApp(database, async (app) => {
      const first = await readyz(app);
      expect(first.status).toBe(503);
      expect(first.json.checks).toMatchObject({ database: 'ok', migrations: 'ok', replica: 'down' });
      addReadinessCheck(app.ctx, { name: 'queue', check: () => new Promise<boolean>(() => undefined) });
      addReadinessCheck(app.ctx, { name: 'cache', check: async () => false });
      await new Promise((r) => setTimeout(r, 600)); // past the shared result
      const res = await readyz(app);
      expect(res.status).toBe(503);
      expect(res.json.checks).toMatchObject({ database: 'ok', replica: 'down', queue: 'timeout', cache: 'down' });
    });
    await replica.close();
  });

  it('answers 503 draining once the instance drains, while /livez stays 200, /api/health says degraded and answers close their connections', async () => {
    const database = createDatabase(t.database.pool.options.connectionString!, 2);
    await withApp(database, async (app) => {
      expect((await readyz(app)).status).toBe(200);
      expect((await call(app, 'GET', '/api/health')).headers.connection).not.toBe('close');
      startDraining(app.ctx);
      const res = await readyz(app);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ status: 'unavailable', checks: { database: 'ok', migrations: 'ok', draining: 'draining' } });
      expect(res.headers.connection).toBe('close');
      expect((await call(app, 'GET', '/livez')).status).toBe(200);
      const health = await call(app, 'GET', '/api/health');
      expect(health.status).toBe(503);
      expect(health.json).toMatchObject({ status: 'degraded', db: 'ok' });
      // Other requests are still served during the drain, each closing its connection.
      const other = await call(app, 'GET', '/api/no-such-route');
      expect(other.status).toBe(404);
      expect(other.headers.connection).toBe('close');
    });
  });

  it('shares one dependency check among a burst of probes, so hammering it costs the database little', async () => {
    const database = createDatabase(t.database.pool.options.connectionString!, 2);
    await withApp(database, async (app) => {
      let queries = 0;
      const query = database.pool.query.bind(database.pool);
      database.pool.query = ((...args: Parameters<typeof query>) => {
        queries++;
        return query(...args);
      }) as typeof database.pool.query;
      const answers = await Promise.all(Array.from({ length: 50 }, () => readyz(app)));
      expect(answers.every((r) => r.status === 200)).toBe(true);
      expect(queries).toBeLessThanOrEqual(2);
    });
  });
});

describe('probes stay out of the request log lines and the request metrics', () => {
  it('records no sample for /livez or /readyz, while other requests are still counted', async () => {
    for (let i = 0; i < 3; i++) {
      await call(t.app, 'GET', '/livez');
      await readyz(t.app);
    }
    await call(t.app, 'GET', '/api/health');
    const text = (await call(t.app, 'GET', '/metrics', { token: METRICS_TOKEN })).body;
    expect(text).toContain('route="/api/health"');
    expect(text).not.toContain('route="/livez"');
    expect(text).not.toContain('route="/readyz"');
  });
});

/** Blocks this process's event loop in slices of `sliceMs` for about `ms` in all, letting timers (the sampler) run between slices. */
async function blockEventLoop(ms: number, sliceMs = 150): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const sliceEnd = Date.now() + sliceMs;
    while (Date.now() < sliceEnd) {
      // busy: nothing else in this process runs
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('overload shedding', () => {
  it('answers 503 OVERLOADED with Retry-After while the event loop lags past MAX_EVENT_LOOP_DELAY_MS, keeps /livez up, reports it on /readyz, counts it, then recovers', async () => {
    const database = createDatabase(t.database.pool.options.connectionString!, 2);
    await withApp(
      database,
      async (app) => {
        expect((await call(app, 'GET', '/api/no-such-route')).status).toBe(404);
        let shed: Awaited<ReturnType<typeof call>> | undefined;
        for (let attempt = 0; attempt < 5 && !shed; attempt++) {
          await blockEventLoop(1_300);
          const res = await call(app, 'GET', '/api/no-such-route');
          if (res.status === 503) shed = res;
        }
        expect(shed?.json).toEqual({ message: expect.stringMatching(/overloaded/), code: 'OVERLOADED' });
        expect(shed?.headers['retry-after']).toBe('2');
        // Still under pressure right after (the sample lasts a second): the probes answer, /readyz says why.
        await blockEventLoop(1_300);
        const [live, ready, metrics] = await Promise.all([call(app, 'GET', '/livez'), readyz(app), call(app, 'GET', '/metrics', { token: METRICS_TOKEN })]);
        expect(live.status).toBe(200);
        expect(ready.status).toBe(503);
        expect(ready.json.checks.eventLoop).toBe('overloaded');
        expect(ready.json.eventLoopDelayMs).toBeGreaterThan(50);
        expect(metrics.status).toBe(200);
        const shedTotal = parsePrometheusTextFormat(metrics.body).find((f) => f.name === 'smartsplit_requests_shed_total');
        expect(Number((shedTotal?.metrics[0] as { value: string }).value)).toBeGreaterThanOrEqual(1);
        // Once the loop is free again, the next sample lets requests through.
        await expect.poll(async () => (await call(app, 'GET', '/api/no-such-route')).status, { timeout: 5_000, interval: 200 }).toBe(404);
        await expect.poll(async () => (await readyz(app)).status, { timeout: 5_000, interval: 200 }).toBe(200);
      },
      { MAX_EVENT_LOOP_DELAY_MS: '50', METRICS_TOKEN },
    );
  });

  it('never sheds with MAX_EVENT_LOOP_DELAY_MS=0, and still reports the delay', async () => {
    const database = createDatabase(t.database.pool.options.connectionString!, 2);
    await withApp(
      database,
      async (app) => {
        await blockEventLoop(1_300);
        expect((await call(app, 'GET', '/api/no-such-route')).status).toBe(404);
        const ready = await readyz(app);
        expect(ready.status).toBe(200);
        expect(ready.json.checks.eventLoop).toBe('ok');
      },
      { MAX_EVENT_LOOP_DELAY_MS: '0' },
    );
  });
});
