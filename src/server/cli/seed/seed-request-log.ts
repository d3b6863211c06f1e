import { and, asc, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '@server/context';
import { apiKeys } from '@server/db/schema/index';
import { timeOrderedHex } from '@server/lib/time-ordered-ids';
import { createApiLogWriter, type ApiLogRow } from '@server/modules/api-log';
import { intBetween, pick, prng, type Rand } from './prng';
import type { DemoMerchant } from './seed-principals';

type Call = Pick<ApiLogRow, 'method' | 'route' | 'status' | 'errorCode'> & { path: (txn: string) => string; idempotent?: boolean; ms: [number, number] };

/** What an integration's calls look like: mostly payments and reads, with the errors integrations make. */
const CALLS: { weight: number; call: Call }[] = [
  {
    weight: 30,
    call: {
      method: 'POST',
      route: '/api/merchant/process-payment',
      path: () => '/api/merchant/process-payment',
      status: 201,
      errorCode: null,
      idempotent: true,
      ms: [18, 90],
    },
  },
  {
    weight: 4,
    call: {
      method: 'POST',
      route: '/api/merchant/process-payment',
      path: () => '/api/merchant/process-payment',
      status: 402,
      errorCode: 'INSUFFICIENT_FUNDS',
      idempotent: true,
      ms: [15, 60],
    },
  },
  {
    weight: 5,
    call: {
      method: 'POST',
      route: '/api/merchant/process-payment',
      path: () => '/api/merchant/process-payment',
      status: 400,
      errorCode: 'VALIDATION_ERROR',
      ms: [2, 8],
    },
  },
  {
    weight: 2,
    call: {
      method: 'POST',
      route: '/api/merchant/process-payment',
      path: () => '/api/merchant/process-payment',
      status: 422,
      errorCode: 'IDEMPOTENCY_KEY_REUSED',
      idempotent: true,
      ms: [3, 12],
    },
  },
  {
    weight: 14,
    call: { method: 'GET', route: '/api/merchant/transactions', path: () => '/api/merchant/transactions', status: 200, errorCode: null, ms: [6, 40] },
  },
  {
    weight: 10,
    call: { method: 'GET', route: '/api/merchant/payments/:paymentId', path: (t) => `/api/merchant/payments/${t}`, status: 200, errorCode: null, ms: [3, 20] },
  },
  {
    weight: 3,
    call: {
      method: 'GET',
      route: '/api/merchant/payments/:paymentId',
      path: (t) => `/api/merchant/payments/${t.slice(0, -6)}000000`,
      status: 404,
      errorCode: 'TRANSACTION_NOT_FOUND',
      ms: [2, 9],
    },
  },
  {
    weight: 2,
    call: { method: 'GET', route: '/api/merchant/transactions', path: () => '/api/merchant/transactions', status: 429, errorCode: 'RATE_LIMITED', ms: [1, 3] },
  },
];

function pickCall(rand: Rand): Call {
  let r = rand() * CALLS.reduce((s, c) => s + c.weight, 0);
  for (const c of CALLS) if ((r -= c.weight) < 0) return c.call;
  return CALLS[0]!.call;
}

/**
 * API request-log rows, test and live, for several keys of the trading merchants, written by the
 * request log's own writer (the one the API's hooks feed), so the hourly counts the admin's charts
 * read are kept with them. The log never holds a body, so the rows are all it needs.
 */
export async function seedRequestLog(
  ctx: AppContext,
  merchants: DemoMerchant[],
  { seed, now = new Date(), perMerchant = 60 }: { seed: number; now?: Date; perMerchant?: number },
) {
  if (merchants.length === 0) return 0;
  const rand = prng(seed);
  const { db } = ctx.database;
  const keys = await db
    .select({ id: apiKeys.id, merchantId: apiKeys.merchantId, mode: apiKeys.mode })
    .from(apiKeys)
    .where(
      and(
        inArray(
          apiKeys.merchantId,
          merchants.map((m) => m.principal.merchantDbId),
        ),
        isNull(apiKeys.revokedAt),
      ),
    )
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
  // Raw SQL: seeding reads a few of each merchant's payment ids for the paths, in one statement (decision 0027).
  const txns = await db.execute<{ merchant_id: string; transaction_id: string }>(sql`
    select merchant_id, transaction_id from (
      select merchant_id, transaction_id, row_number() over (partition by merchant_id order by created_at desc) as n
        from transactions where merchant_id in (${sql.join(
          merchants.map((m) => sql`${m.principal.merchantDbId}::uuid`),
          sql`, `,
        )})) t
     where n <= 20`);
  const writer = createApiLogWriter({ pool: ctx.database.pool, logger: ctx.logger, batchSize: 500 });
  let written = 0;
  for (const [i, m] of merchants.entries()) {
    const own = keys.filter((k) => k.merchantId === m.principal.merchantDbId);
    if (own.length === 0) continue;
    const ids = txns.rows.filter((r) => r.merchant_id === m.principal.merchantDbId).map((r) => r.transaction_id);
    const count = i === 0 ? perMerchant * 2 : perMerchant;
    for (let n = 0; n < count; n++) {
      const key = pick(rand, own);
      const call = pickCall(rand);
      // Spread over the last week, busier lately; the first few within the last hour, so "now" has traffic.
      const ageMs = n < 5 ? intBetween(rand, 5_000, 3_600_000) : Math.floor(Math.pow(rand(), 1.5) * 7 * 86_400_000);
      const createdAt = new Date(now.getTime() - ageMs);
      writer.push({
        // Made as the server makes one, at the time the row says it was made.
        requestId: `req_${timeOrderedHex(createdAt.getTime())}`,
        merchantDbId: m.principal.merchantDbId,
        apiKeyId: key.id,
        mode: key.mode,
        method: call.method,
        route: call.route,
        path: call.path(ids.length ? pick(rand, ids) : 'txn_unknown'),
        status: call.status,
        durationMs: intBetween(rand, call.ms[0], call.ms[1]),
        idempotencyKey: call.idempotent ? `order-${intBetween(rand, 10_000, 99_999)}-${n}` : null,
        errorCode: call.errorCode,
        createdAt,
      });
      written += 1;
    }
  }
  await writer.stop();
  return written;
}
