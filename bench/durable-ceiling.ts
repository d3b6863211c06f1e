import Fastify from 'fastify';
import pg from 'pg';

/**
 * The durable ceiling for bench:api: what this machine does with the same
 * durability as a payment and none of its rules. One Fastify route, a
 * 20-connection pool, and per request `begin`, one indexed `select`, one
 * `insert ... returning` of the request body as a jsonb row, `commit`, on the
 * same PostgreSQL (fsync and synchronous_commit as configured there).
 *
 * DATABASE_URL: the database to use (its table is created here). PORT: where to listen.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => undefined);
await pool.query(`create table if not exists bench_ceiling (
  id bigserial primary key,
  customer text not null,
  body jsonb not null,
  created_at timestamptz not null default now())`);
await pool.query('create index if not exists bench_ceiling_customer_idx on bench_ceiling (customer, created_at)');

const app = Fastify({ logger: false });
app.post('/', async (request, reply) => {
  const body = request.body as { customerEmail: string };
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from bench_ceiling where customer = $1 and created_at > now() - interval '10 minutes'",
      [body.customerEmail],
    );
    const inserted = await client.query<{ id: string; created_at: Date }>(
      'insert into bench_ceiling (customer, body) values ($1, $2) returning id, created_at',
      [body.customerEmail, JSON.stringify(body)],
    );
    await client.query('commit');
    return reply.status(201).send({ id: inserted.rows[0]!.id, recent: rows[0]!.n, createdAt: inserted.rows[0]!.created_at.toISOString() });
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
});
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
