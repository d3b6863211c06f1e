import { eq } from 'drizzle-orm';
import type { GatedFlagKey } from '@contract/feature-flags';
import type { AppContext } from '@server/context';
import { listenForNotifications, type NotificationListener } from '@server/db/notifications';
import { featureFlags, merchants } from '@server/db/schema/index';
import { isFlagOn, toFlagRule, type FlagRule } from './evaluate-flag';

/**
 * The feature flags, held in each process so evaluating one costs no query. The table's trigger
 * (notify_feature_flags_change, src/server/db/sql) NOTIFYs every instance on FLAGS_CHANNEL when it changes, at commit, and each drops
 * its copy, so a change applies everywhere on the next evaluation (well within a second). While the
 * LISTEN connection is down, or until it is back, nothing cached is trusted: every evaluation reads
 * the table.
 */

export const FLAGS_CHANNEL = 'smartsplit_flags';

export type FlagRules = ReadonlyMap<string, FlagRule>;

export interface FlagCache {
  rules(): Promise<FlagRules>;
  /** Whether notifications are arriving (so the cached copy is trusted). */
  readonly listening: boolean;
  /** Drops this instance's copy at once (after a change made here; the others hear the NOTIFY). */
  forget(): void;
  stop(): Promise<void>;
}

async function loadRules(ctx: AppContext): Promise<FlagRules> {
  const rows = await ctx.database.db
    .select({
      key: featureFlags.key,
      enabled: featureFlags.enabled,
      rolloutPercent: featureFlags.rolloutPercent,
      allowMerchantIds: featureFlags.allowMerchantIds,
      denyMerchantIds: featureFlags.denyMerchantIds,
    })
    .from(featureFlags);
  return new Map(rows.map((row) => [row.key, toFlagRule(row)]));
}

/** With `listen: false` nothing is cached: every call reads the table (for callers without a running app). */
export function createFlagCache(ctx: AppContext, { listen = true }: { listen?: boolean } = {}): FlagCache {
  // Bumped on every invalidation: a load that started before it must not be kept.
  let generation = 0;
  let cached: FlagRules | undefined;
  let loading: { generation: number; promise: Promise<FlagRules> } | undefined;
  const forget = () => {
    generation++;
    cached = undefined;
    loading = undefined;
  };

  const listener: NotificationListener = !listen
    ? { connected: false, stop: async () => undefined }
    : listenForNotifications({ connection: ctx.database.pool.options, channel: FLAGS_CHANNEL, logger: ctx.logger, onNotification: forget, onReset: forget });

  function load(): Promise<FlagRules> {
    const started = generation;
    if (loading?.generation === started) return loading.promise;
    const promise = loadRules(ctx).then((rules) => {
      if (listener.connected && started === generation) cached = rules;
      return rules;
    });
    loading = { generation: started, promise };
    promise.catch(() => {
      if (loading?.promise === promise) loading = undefined;
    });
    return promise;
  }

  return {
    rules: () => (cached && listener.connected ? Promise.resolve(cached) : load()),
    get listening() {
      return listener.connected;
    },
    forget,
    stop: () => listener.stop(),
  };
}

const caches = new WeakMap<AppContext, FlagCache>();

/** Starts this app's flag cache and its LISTEN connection (the flag routes do, at start); stop it when the app closes. */
export function startFlagCache(ctx: AppContext): FlagCache {
  const cache = createFlagCache(ctx);
  caches.set(ctx, cache);
  return cache;
}

/** The app's flag cache; without one started, a pass-through that reads the table every time. */
export function flagCache(ctx: AppContext): FlagCache {
  let cache = caches.get(ctx);
  if (!cache) caches.set(ctx, (cache = createFlagCache(ctx, { listen: false })));
  return cache;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public id of a merchant given either id, or undefined for no such merchant. */
async function publicMerchantId(ctx: AppContext, merchant: string): Promise<string | undefined> {
  if (!UUID.test(merchant)) return merchant;
  const [row] = await ctx.database.db.select({ merchantId: merchants.merchantId }).from(merchants).where(eq(merchants.id, merchant));
  return row?.merchantId;
}

/**
 * Whether the flag `key` is on for a merchant, named by its public id (mch_...) or its internal
 * uuid. A flag that does not exist is off. Only the keys in GATED_FLAGS may be asked for, so the
 * list the README and the admin panel show stays complete.
 */
export async function isFeatureEnabled(ctx: AppContext, key: GatedFlagKey, merchant: string): Promise<boolean> {
  const [rules, merchantId] = await Promise.all([flagCache(ctx).rules(), publicMerchantId(ctx, merchant)]);
  const rule = rules.get(key);
  return rule !== undefined && merchantId !== undefined && isFlagOn(rule, merchantId);
}

/** Every flag, on or off for one merchant (by public id). */
export async function flagsForMerchant(ctx: AppContext, merchantId: string): Promise<Record<string, boolean>> {
  const rules = await flagCache(ctx).rules();
  const flags: Record<string, boolean> = {};
  for (const [key, rule] of [...rules].sort(([a], [b]) => a.localeCompare(b))) flags[key] = isFlagOn(rule, merchantId);
  return flags;
}
