import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { RequestWindow } from './request-window';
import { paymentWriter } from '../payments';

/**
 * This app instance's Prometheus metrics, in its own registry (never prom-client's global one, so
 * several apps in one process each count only their own), plus the window of recent requests its
 * heartbeat reports. No label carries a merchant id, an email or a raw path: routes are templates,
 * payments are counted by mode, status and decline reason only.
 *
 * The request path pays for a histogram observation and two array writes; a payment adds one
 * counter increment and one histogram observation (the optimiser). Label children are looked up
 * once and kept, so the hot path does no label hashing.
 */

/** The route label of a request that matched no route (never the raw path: it could be anything). */
export const UNMATCHED_ROUTE = 'unmatched';

export interface AppMetrics {
  readonly registry: Registry;
  readonly requests: RequestWindow;
  /** A finished HTTP request: its method, route template (undefined when none matched), status and duration. */
  observeRequest(method: string, route: string | undefined, statusCode: number, durationMs: number): void;
  /** A payment newly decided and stored (not a replay). */
  paymentRecorded(mode: string, status: string, declineReason: string | null): void;
  /** One optimiser call. */
  observeOptimiser(seconds: number): void;
  /** A request refused with 503 OVERLOADED before it started (decision 0041). */
  requestShed(): void;
}

function statusClass(code: number): string {
  if (code >= 500) return '5xx';
  if (code >= 400) return '4xx';
  if (code >= 300) return '3xx';
  if (code >= 200) return '2xx';
  return '1xx';
}

const HTTP_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const OPTIMISER_BUCKETS = [0.00001, 0.000025, 0.00005, 0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01];

/** The last finished ledger check's figures (docs/decisions/0048), or null before the first. */
export interface LedgerCheckFigures {
  finishedAt: Date;
  unbalancedGroups: number;
  paymentsWithoutEntries: number;
}

export function createAppMetrics({
  pool,
  outboxPending,
  webhookBacklog,
  lastLedgerCheck = async () => null,
}: {
  pool: pg.Pool;
  outboxPending: () => Promise<number>;
  webhookBacklog: () => Promise<number>;
  lastLedgerCheck?: () => Promise<LedgerCheckFigures | null>;
}): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: HTTP_BUCKETS,
    registers: [registry],
  });
  const payments = new Counter({
    name: 'smartsplit_payments_total',
    help: 'Payments decided and stored, by mode, status and decline reason (none for completed payments)',
    labelNames: ['mode', 'status', 'decline_reason'] as const,
    registers: [registry],
  });
  const optimiser = new Histogram({
    name: 'smartsplit_optimiser_duration_seconds',
    help: 'Time spent choosing the split of one payment',
    buckets: OPTIMISER_BUCKETS,
    registers: [registry],
  });
  // Payments that arrive together share one write (payment-writer.ts): payments over writes is the
  // average batch. Read from this instance's writer when scraped.
  new Counter({
    name: 'smartsplit_payment_writes_total',
    help: 'Payment writes to the database by this instance: one round trip and one commit each, however many payments it carried',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(paymentWriter(pool).stats().writes);
    },
  });
  new Counter({
    name: 'smartsplit_payment_writes_payments_total',
    help: 'Payments carried by those writes (stored, replayed or refused by the payment statement)',
    registers: [registry],
    collect() {
      this.reset();
      this.inc(paymentWriter(pool).stats().payments);
    },
  });
  new Gauge({
    name: 'smartsplit_outbox_pending',
    help: 'Emails in the outbox waiting to be sent (pending or being sent)',
    registers: [registry],
    async collect() {
      this.set(await outboxPending());
    },
  });
  new Gauge({
    name: 'smartsplit_webhook_backlog',
    help: 'Webhook deliveries waiting for their next attempt (pending or retrying)',
    registers: [registry],
    async collect() {
      this.set(await webhookBacklog());
    },
  });
  // The ledger's check: one read per scrape for the three gauges (each collects within the same scrape).
  let ledgerRead: { at: number; figures: Promise<LedgerCheckFigures | null> } | undefined;
  const ledgerFigures = () => {
    if (!ledgerRead || performance.now() - ledgerRead.at > 1_000) ledgerRead = { at: performance.now(), figures: lastLedgerCheck() };
    return ledgerRead.figures;
  };
  new Gauge({
    name: 'smartsplit_ledger_check_finished_timestamp_seconds',
    help: 'When the last ledger check that completed finished (Unix seconds; 0 before the first): alert when it is too old',
    registers: [registry],
    async collect() {
      const figures = await ledgerFigures();
      this.set(figures ? figures.finishedAt.getTime() / 1000 : 0);
    },
  });
  new Gauge({
    name: 'smartsplit_ledger_unbalanced_groups',
    help: 'Ledger groups whose entries do not sum to zero, by the last completed ledger check (expected 0)',
    registers: [registry],
    async collect() {
      this.set((await ledgerFigures())?.unbalancedGroups ?? 0);
    },
  });
  new Gauge({
    name: 'smartsplit_ledger_payments_without_entries',
    help: 'Completed live payments with no ledger entries, by the last completed ledger check (expected 0)',
    registers: [registry],
    async collect() {
      this.set((await ledgerFigures())?.paymentsWithoutEntries ?? 0);
    },
  });
  new Gauge({
    name: 'smartsplit_db_pool_in_use',
    help: 'Database connections of this instance checked out of its pool',
    registers: [registry],
    collect() {
      this.set(pool.totalCount - pool.idleCount);
    },
  });
  new Gauge({
    name: 'smartsplit_db_pool_waiting',
    help: 'Queries of this instance waiting for a pooled database connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });

  const shed = new Counter({
    name: 'smartsplit_requests_shed_total',
    help: 'Requests refused with 503 OVERLOADED because the event loop was past MAX_EVENT_LOOP_DELAY_MS',
    registers: [registry],
  });

  const requests = new RequestWindow();
  const httpChildren = new Map<string, { observe(value: number): void }>();
  const paymentChildren = new Map<string, { inc(): void }>();

  return {
    registry,
    requests,
    observeRequest(method, route, statusCode, durationMs) {
      const cls = statusClass(statusCode);
      const routeLabel = route ?? UNMATCHED_ROUTE;
      const key = `${method} ${routeLabel} ${cls}`;
      let child = httpChildren.get(key);
      if (!child) httpChildren.set(key, (child = httpDuration.labels(method, routeLabel, cls)));
      child.observe(durationMs / 1000);
      requests.record(Date.now(), durationMs, statusCode >= 500);
    },
    paymentRecorded(mode, status, declineReason) {
      const reason = declineReason ?? 'none';
      const key = `${mode} ${status} ${reason}`;
      let child = paymentChildren.get(key);
      if (!child) paymentChildren.set(key, (child = payments.labels(mode, status, reason)));
      child.inc();
    },
    observeOptimiser(seconds) {
      optimiser.observe(seconds);
    },
    requestShed() {
      shed.inc();
    },
  };
}
