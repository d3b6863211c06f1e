import { hash } from 'node:crypto';
import type pg from 'pg';
import type { AppContext } from '@server/context';
import { listenForNotifications, type NotificationListener } from '@server/db/notifications';
import { hashApiKey } from '../auth';

/**
 * What the payment path reads on every request, cached in this process: the
 * platform settings, the blocked BIN prefixes, and API keys with their
 * merchant's status. Triggers on those tables NOTIFY every instance
 * (migration 0004), which drops the cache concerned; while the LISTEN
 * connection is down, or after it comes back, nothing cached is trusted.
 *
 * The cache is an accelerator, not the source of truth: record_payment
 * re-checks the key, the merchant, the settings and the blocked BINs in the
 * payment's own transaction, so a change applies to the next payment on every
 * instance even if its notification has not arrived yet.
 */

export const CACHE_CHANNEL = 'smartsplit_cache';

export interface PaymentSettings {
  /** Percent, e.g. 0.5 for 0.5%. */
  feePercent: number;
  /** The fee exactly as stored (numeric text), for record_payment's check. */
  feePercentText: string;
  /** Whole pounds. */
  minAmount: number;
  maxAmount: number;
  blockedPrefixes: ReadonlySet<string>;
  /**
   * Per-merchant fee overrides (by merchant row id), oldest first: the one in force now and any
   * scheduled later, so an override takes effect on time without a notification (see feeFor).
   */
  feeOverrides: ReadonlyMap<string, readonly FeeOverrideStep[]>;
  /** What a refund does with the platform fee (a refund planned from a remembered payment reads it here). */
  refundFeePolicy: 'retain' | 'proportional';
}

export interface FeeOverrideStep {
  /** Epoch ms it takes effect. */
  from: number;
  /** Null: the platform default again. */
  feePercentText: string | null;
}

/** The merchant's fee in force at `at` (epoch ms): its latest override from before then, else the platform default. */
export function feeFor(settings: PaymentSettings, merchantDbId: string, at: number): { feePercent: number; feePercentText: string } {
  const steps = settings.feeOverrides.get(merchantDbId);
  let text: string | null = null;
  if (steps) for (const step of steps) if (step.from <= at) text = step.feePercentText;
  return text === null ? { feePercent: settings.feePercent, feePercentText: settings.feePercentText } : { feePercent: Number(text), feePercentText: text };
}

export interface CachedApiKey {
  keyId: string;
  mode: 'test' | 'live';
  merchantDbId: string;
  merchantId: string;
  revoked: boolean;
  suspended: boolean;
  /** Epoch ms of the last recorded use (coarse: at most one write a minute). */
  lastUsedAt: number | null;
  /** The merchant's own requests-a-second limit for its keys, if an admin set one. */
  rateLimit: number | null;
}

export interface PaymentCache {
  settings(): Promise<PaymentSettings>;
  /** Straight from the database (and cached again if nothing changed meanwhile). */
  freshSettings(): Promise<PaymentSettings>;
  /** The key with this secret (sk_test_... or sk_live_...), if it exists. */
  apiKey(secret: string): Promise<CachedApiKey | undefined>;
  forgetSettings(): void;
  forgetKeys(): void;
  stop(): Promise<void>;
}

const MAX_KEYS = 10_000;

async function loadSettings(pool: pg.Pool): Promise<PaymentSettings> {
  const { rows } = await pool.query<{
    fee: string;
    min: number;
    max: number;
    blocked: string[];
    overrides: [string, string | null, number][];
    refund_fee_policy: 'retain' | 'proportional';
  }>({
    name: 'payment_settings',
    // Overrides: each merchant's one in force now and those scheduled later (record_payment re-checks).
    text: `select s.default_fee_percent::text as fee, s.min_transaction_amount as min, s.max_transaction_amount as max, s.refund_fee_policy,
             (select coalesce(array_agg(prefix), '{}') from blocked_bins) as blocked,
             (select coalesce(json_agg(json_build_array(o.merchant_id, o.fee_percent::text, extract(epoch from o.effective_from) * 1000)
                 order by o.merchant_id, o.effective_from), '[]')
                from merchant_fee_overrides o
               where o.effective_from > now() or o.effective_from = (select max(o2.effective_from) from merchant_fee_overrides o2
                 where o2.merchant_id = o.merchant_id and o2.effective_from <= now())) as overrides
           from platform_settings s where s.id = 1`,
  });
  const row = rows[0];
  if (!row) throw new Error('platform_settings has no row 1: run the migrations');
  const feeOverrides = new Map<string, FeeOverrideStep[]>();
  for (const [merchantDbId, feePercentText, from] of row.overrides) {
    let steps = feeOverrides.get(merchantDbId);
    if (!steps) feeOverrides.set(merchantDbId, (steps = []));
    steps.push({ from: Number(from), feePercentText });
  }
  return {
    feePercent: Number(row.fee),
    feePercentText: row.fee,
    minAmount: row.min,
    maxAmount: row.max,
    blockedPrefixes: new Set(row.blocked),
    feeOverrides,
    refundFeePolicy: row.refund_fee_policy,
  };
}

async function loadApiKey(pool: pg.Pool, keyHash: string): Promise<CachedApiKey | undefined> {
  // Unnamed, so planned afresh each time (it runs only on a cache miss): a join plan cached while a
  // table was small must not outlive its size.
  const { rows } = await pool.query<{
    key_id: string;
    mode: 'test' | 'live';
    merchant_db_id: string;
    merchant_id: string;
    revoked: boolean;
    suspended: boolean;
    last_used_at: Date | null;
    rate_limit: number | null;
  }>({
    text: `select k.id as key_id, k.mode, m.id as merchant_db_id, m.merchant_id, k.revoked_at is not null as revoked,
             m.status = 'SUSPENDED' as suspended, k.last_used_at, m.api_rate_limit as rate_limit
           from api_keys k join merchants m on m.id = k.merchant_id where k.key_hash = $1 limit 1`,
    values: [keyHash],
  });
  const r = rows[0];
  if (!r) return undefined;
  return {
    keyId: r.key_id,
    mode: r.mode,
    merchantDbId: r.merchant_db_id,
    merchantId: r.merchant_id,
    revoked: r.revoked,
    suspended: r.suspended,
    lastUsedAt: r.last_used_at?.getTime() ?? null,
    rateLimit: r.rate_limit,
  };
}

/** With `listen: false` nothing is ever cached: every call reads the database (for callers without a running app). */
export function createPaymentCache(ctx: AppContext, { listen = true }: { listen?: boolean } = {}): PaymentCache {
  const { pool } = ctx.database;
  // Bumped on every invalidation: a load that started before it must not be cached.
  let settingsGeneration = 0;
  let keysGeneration = 0;
  let settings: PaymentSettings | undefined;
  let settingsLoad: { generation: number; promise: Promise<PaymentSettings> } | undefined;
  const keys = new Map<string, CachedApiKey>();

  const forgetSettings = () => {
    settingsGeneration++;
    settings = undefined;
    settingsLoad = undefined;
  };
  const forgetKeys = () => {
    keysGeneration++;
    keys.clear();
  };

  const listener: NotificationListener = !listen
    ? { connected: false, stop: async () => undefined }
    : listenForNotifications({
        connection: pool.options,
        channel: CACHE_CHANNEL,
        logger: ctx.logger,
        onNotification: (payload) => {
          if (payload === 'keys') forgetKeys();
          else forgetSettings();
        },
        onReset: () => {
          forgetSettings();
          forgetKeys();
        },
      });

  function loadSettingsShared(): Promise<PaymentSettings> {
    const generation = settingsGeneration;
    if (settingsLoad?.generation === generation) return settingsLoad.promise;
    const promise = loadSettings(pool).then((value) => {
      if (listener.connected && generation === settingsGeneration) settings = value;
      return value;
    });
    settingsLoad = { generation, promise };
    promise.catch(() => {
      if (settingsLoad?.promise === promise) settingsLoad = undefined;
    });
    return promise;
  }

  return {
    settings: () => (settings && listener.connected ? Promise.resolve(settings) : loadSettingsShared()),
    freshSettings: () => {
      forgetSettings();
      return loadSettingsShared();
    },
    async apiKey(secret) {
      // Held in memory under a plain SHA-256 of the secret (a one-shot digest, cheaper than the
      // keyed hash stored in the database, which is computed only on a miss).
      const cacheKey = hash('sha256', secret);
      const hit = listener.connected ? keys.get(cacheKey) : undefined;
      if (hit) return hit;
      const generation = keysGeneration;
      const value = await loadApiKey(pool, hashApiKey(ctx.keys.apiKeyHash, secret));
      // Only usable keys are cached: a refusal is always read fresh, so a reinstated merchant's key
      // works on the next request even before the notification arrives.
      if (value && !value.revoked && !value.suspended && listener.connected && generation === keysGeneration) {
        if (keys.size >= MAX_KEYS) keys.clear();
        keys.set(cacheKey, value);
      }
      return value;
    },
    forgetSettings,
    forgetKeys,
    stop: () => listener.stop(),
  };
}

const caches = new WeakMap<AppContext, PaymentCache>();

/** Starts this app's payment cache and its LISTEN connection (the payment routes do, at start); stop it when the app closes. */
export function startPaymentCache(ctx: AppContext): PaymentCache {
  const cache = createPaymentCache(ctx);
  caches.set(ctx, cache);
  return cache;
}

/** The app's payment cache; without one started, a pass-through that reads the database every time. */
export function paymentCache(ctx: AppContext): PaymentCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = createPaymentCache(ctx, { listen: false })));
  return cache;
}

/** The app's started payment cache, if any (the API-key guard uses it only where a route asks). */
export function startedPaymentCache(ctx: AppContext): PaymentCache | undefined {
  return caches.get(ctx);
}
