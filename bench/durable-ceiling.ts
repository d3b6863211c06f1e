import Fastify from 'fastify';
import pg from 'pg';

/**
 * The durable ceilings for bench:api: what this machine does with the same
 * durability as a payment and none of its rules. One Fastify route, a
 * 20-connection pool, and per request one indexed `select` and one
 * `insert ... returning` of the request body as a jsonb row, on the same
 * PostgreSQL (fsync and synchronous_commit as configured there).
 *
 * - By default each request is its own transaction: `begin`, select, insert, `commit`.
 * - With GROUPED=1 requests that arrive while a write is under way wait for it and then go
 *   together, up to 64 in one statement (one round trip, one transaction, one commit and one WAL
 *   flush for all of them), the way the payment path groups its writes
 *   (src/server/modules/payments/payment-writer.ts): a request that finds no write under way goes
 *   at once, and once every write under way has taken 20 ms another lane opens, up to 4.
 *
 * DATABASE_URL: the database to use (its table is created here). PORT: where to listen.
 */
const GROUP_SIZE = 64;
const LANES = 4;
const LANE_AFTER_MS = 20;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
pool.on('error', () => undefined);
await pool.query(`create table if not exists bench_ceiling (
  id bigserial primary key,
  customer text not null,
  body jsonb not null,
  created_at timestamptz not null default now())`);
await pool.query('create index if not exists bench_ceiling_customer_idx on bench_ceiling (customer, created_at)');

interface Written {
  id: string;
  recent: number;
  createdAt: Date;
}

/** One request, one transaction. */
async function writeAlone(customer: string, body: unknown): Promise<Written> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from bench_ceiling where customer = $1 and created_at > now() - interval '10 minutes'",
      [customer],
    );
    const inserted = await client.query<{ id: string; created_at: Date }>(
      'insert into bench_ceiling (customer, body) values ($1, $2) returning id, created_at',
      [customer, JSON.stringify(body)],
    );
    await client.query('commit');
    return { id: inserted.rows[0]!.id, recent: rows[0]!.n, createdAt: inserted.rows[0]!.created_at };
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Many requests in one statement: the same select per customer (reading what was there before the
 * statement, as the single write's select does) and the same insert, rows in the input's order.
 */
const WRITE_GROUP = `
  with input as (
    select customer, body, ord from unnest($1::text[], $2::jsonb[]) with ordinality as t(customer, body, ord)
  ), numbered as materialized (
    select input.*, nextval(pg_get_serial_sequence('bench_ceiling', 'id')) as id from input
  ), inserted as (
    insert into bench_ceiling (id, customer, body) select id, customer, body from numbered order by ord returning id, created_at
  )
  select n.id::text as id, i.created_at,
         (select count(*)::int from bench_ceiling b where b.customer = n.customer and b.created_at > now() - interval '10 minutes') as recent
  from numbered n join inserted i on i.id = n.id
  order by n.ord`;

interface Pending {
  customer: string;
  body: unknown;
  done(err: unknown, written?: Written): void;
}

const waiting: Pending[] = [];
/** When each write under way began (performance.now()). */
const underWay = new Set<number>();
let laneTimer: NodeJS.Timeout | undefined;

async function writeGroup(group: Pending[]): Promise<void> {
  if (group.length === 1) {
    const [one] = group;
    await writeAlone(one!.customer, one!.body).then(
      (w) => one!.done(undefined, w),
      (err: unknown) => one!.done(err),
    );
    return;
  }
  try {
    const { rows } = await pool.query<{ id: string; created_at: Date; recent: number }>(WRITE_GROUP, [
      group.map((p) => p.customer),
      group.map((p) => JSON.stringify(p.body)),
    ]);
    group.forEach((p, i) => p.done(undefined, { id: rows[i]!.id, recent: rows[i]!.recent, createdAt: rows[i]!.created_at }));
  } catch (err) {
    for (const p of group) p.done(err);
  }
}

/** Starts writes while there is something waiting and a lane for it. */
function drain(): void {
  while (waiting.length > 0) {
    const now = performance.now();
    if (underWay.size > 0) {
      const newest = Math.max(...underWay);
      const wait = LANE_AFTER_MS - (now - newest);
      if (underWay.size >= LANES) return;
      if (wait > 0) {
        laneTimer ??= setTimeout(() => {
          laneTimer = undefined;
          drain();
        }, Math.ceil(wait));
        return;
      }
    }
    const group = waiting.splice(0, GROUP_SIZE);
    let started = now;
    while (underWay.has(started)) started += 1e-6;
    underWay.add(started);
    void writeGroup(group).finally(() => {
      underWay.delete(started);
      drain();
    });
  }
}

function writeGrouped(customer: string, body: unknown): Promise<Written> {
  return new Promise((resolve, reject) => {
    waiting.push({ customer, body, done: (err, written) => (err === undefined ? resolve(written!) : reject(err as Error)) });
    drain();
  });
}

const write = process.env.GROUPED === '1' ? writeGrouped : writeAlone;

const app = Fastify({ logger: false });
app.post('/', async (request, reply) => {
  const body = request.body as { customerEmail: string };
  const written = await write(body.customerEmail, body);
  return reply.status(201).send({ id: written.id, recent: written.recent, createdAt: written.createdAt.toISOString() });
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
