import type pg from 'pg';

/**
 * The per-API-key request limit (decision 0025), decided in memory with no database round trip
 * per request. Windows are whole seconds of the wall clock. Each instance counts each key's
 * admitted and refused requests per window, and every SYNC_MS writes its own counts to
 * `api_key_rate_counts` and reads the other instances' back, in one statement.
 *
 * Each instance may admit, in a window, the limit less what it reserves for every other live
 * instance: the larger of that instance's admitted count so far (as last read) and its share. Shares
 * split the limit in proportion to each instance's demand (admitted + refused) for the key two
 * windows earlier, a window every instance has read in full, so all of them compute the same
 * shares; a tenth of the demand is spread evenly as a floor, so an instance whose traffic for the
 * key is new still admits some. With no demand two windows earlier the split is even. Shares add up
 * to at most the limit, so together the instances admit at most the limit, give or take the
 * tolerance written in the decision record (rounding, and instances joining or leaving).
 */

export const SYNC_MS = 100;
/** A row that says "this instance is running", written on every sync, so every instance counts the same live set. */
const LIVENESS_KEY = '00000000-0000-0000-0000-000000000000';
/** Share of the previous demand spread evenly over the live instances as each one's floor. */
const FLOOR_FRACTION = 0.1;
/** Older than this, the last sync no longer tells what the others admitted two windows ago. */
const STALE_MS = 1000;
/** Old rows are deleted on every this many-th sync (each second). */
const PURGE_EVERY = 10;
/** Keys not seen for this many windows are forgotten. */
const IDLE_WINDOWS = 5;

interface Counts {
  admitted: number;
  refused: number;
}

interface KeyCounts {
  /** The last three windows of this instance, by window number. */
  windows: Map<number, Counts & { flushed: number }>;
  lastWindow: number;
}

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the next window. */
  retryAfterSeconds: number;
}

export interface ApiRateLimiter {
  /** Counts a request of `keyId` against `limit` requests a second (0 = no limit) and says whether it may proceed. */
  admit(keyId: string, limit: number): RateDecision;
  /** Writes this instance's counts and reads the others' now (the timer does it every SYNC_MS). */
  sync(): Promise<void>;
  stop(): Promise<void>;
}

export interface ApiRateLimiterOptions {
  pool: pg.Pool;
  instanceId: string;
  onError?: (err: unknown) => void;
  /** The clock, epoch ms (tests). */
  now?: () => number;
  /** false: no timer (tests call sync themselves). */
  timer?: boolean;
}

export function createApiRateLimiter({ pool, instanceId, onError, now = Date.now, timer = true }: ApiRateLimiterOptions): ApiRateLimiter {
  const mine = new Map<string, KeyCounts>();
  /** key -> window -> instance -> counts, as last read. */
  let others = new Map<string, Map<number, Map<string, Counts>>>();
  /** Other instances that wrote anything in the last two windows, as last read. */
  let liveOthers = new Set<string>();
  let syncs = 0;
  /** When the last sync succeeded (epoch ms); 0 before the first. */
  let lastSync = 0;
  let running: Promise<void> | undefined;
  let stopped = false;

  const windowOf = (ms: number) => Math.floor(ms / 1000);

  function countsFor(keyId: string, window: number): Counts & { flushed: number } {
    let key = mine.get(keyId);
    if (!key) mine.set(keyId, (key = { windows: new Map(), lastWindow: window }));
    key.lastWindow = window;
    let counts = key.windows.get(window);
    if (!counts) {
      key.windows.set(window, (counts = { admitted: 0, refused: 0, flushed: -1 }));
      for (const w of key.windows.keys()) if (w < window - 2) key.windows.delete(w);
    }
    return counts;
  }

  /** What this instance may admit for the key in `window`. */
  function allowance(keyId: string, window: number, limit: number, at: number): number {
    // Without a recent sync the others' demand is unknown: take no more than an even split of the last known live set.
    if (at - lastSync > STALE_MS) return Math.floor(limit / (liveOthers.size + 1));
    const theirs = others.get(keyId);
    const past = theirs?.get(window - 2);
    const current = theirs?.get(window);
    const myPast = mine.get(keyId)?.windows.get(window - 2);
    const demandOf = (c: Counts | undefined) => (c ? c.admitted + c.refused : 0);
    const live = liveOthers.size + 1;
    let total = demandOf(myPast);
    for (const id of liveOthers) total += demandOf(past?.get(id));
    let reserved = 0;
    for (const id of liveOthers) {
      const share = total === 0 ? limit / live : (limit * (demandOf(past?.get(id)) + (FLOOR_FRACTION * total) / live)) / (total * (1 + FLOOR_FRACTION));
      // Rounded up for the others, so each instance's own allowance rounds down and the sum stays within the limit.
      reserved += Math.max(current?.get(id)?.admitted ?? 0, Math.ceil(share));
    }
    return limit - reserved;
  }

  function admit(keyId: string, limit: number): RateDecision {
    if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
    const at = now();
    const window = windowOf(at);
    const counts = countsFor(keyId, window);
    const retryAfterSeconds = Math.max(1, Math.ceil(((window + 1) * 1000 - at) / 1000));
    if (counts.admitted < allowance(keyId, window, limit, at)) {
      counts.admitted++;
      return { allowed: true, retryAfterSeconds };
    }
    counts.refused++;
    return { allowed: false, retryAfterSeconds };
  }

  async function syncOnce(): Promise<void> {
    const window = windowOf(now());
    const keys: string[] = [LIVENESS_KEY];
    const windows: number[] = [window];
    const admitted: number[] = [0];
    const refused: number[] = [0];
    const written: (Counts & { flushed: number })[] = [];
    /** The keys whose other counts this instance needs: those it has seen lately. */
    const active: string[] = [LIVENESS_KEY];
    for (const [keyId, key] of mine) {
      if (key.lastWindow < window - IDLE_WINDOWS) {
        mine.delete(keyId);
        continue;
      }
      active.push(keyId);
      for (const [w, counts] of key.windows) {
        const total = counts.admitted + counts.refused;
        if (total === counts.flushed || w < window - 2) continue;
        keys.push(keyId);
        windows.push(w);
        admitted.push(counts.admitted);
        refused.push(counts.refused);
        written.push(counts);
      }
    }
    const flushedAt = written.map((c) => c.admitted + c.refused);
    const { rows } = await pool.query<{ key_id: string; window_start: string; instance_id: string; admitted: number; refused: number }>({
      name: 'api_rate_sync',
      // Absolute counts, so a retried or repeated write changes nothing. Only this instance's rows are
      // written (no two instances contend on a row), and only the keys this instance has seen lately are read.
      // Once a second it deletes its own old rows, and anyone's older than a minute (an instance that died).
      text: `with written as (
               insert into api_key_rate_counts (key_id, window_start, instance_id, admitted, refused)
               select k, w, $5, a, r from unnest($1::uuid[], $2::bigint[], $3::int[], $4::int[]) as t(k, w, a, r)
               on conflict (key_id, window_start, instance_id)
               do update set admitted = excluded.admitted, refused = excluded.refused
             ), purged as (
               delete from api_key_rate_counts
                where $8::boolean and window_start < $6::bigint - 3 and (instance_id = $5 or window_start < $6::bigint - 60)
             )
             select key_id, window_start::text, instance_id, admitted, refused
               from api_key_rate_counts
              where window_start >= $6::bigint - 2 and instance_id <> $5 and key_id = any($7::uuid[])`,
      values: [keys, windows, admitted, refused, instanceId, window, active, ++syncs % PURGE_EVERY === 0],
    });
    written.forEach((c, i) => (c.flushed = flushedAt[i]!));
    const next = new Map<string, Map<number, Map<string, Counts>>>();
    const live = new Set<string>();
    for (const row of rows) {
      const w = Number(row.window_start);
      if (w >= window - 1) live.add(row.instance_id);
      if (row.key_id === LIVENESS_KEY) continue;
      let byWindow = next.get(row.key_id);
      if (!byWindow) next.set(row.key_id, (byWindow = new Map()));
      let byInstance = byWindow.get(w);
      if (!byInstance) byWindow.set(w, (byInstance = new Map()));
      byInstance.set(row.instance_id, { admitted: row.admitted, refused: row.refused });
    }
    others = next;
    liveOthers = live;
    lastSync = now();
  }

  const sync = (): Promise<void> => {
    // One sync at a time; a caller during one waits for it.
    running ??= syncOnce().finally(() => (running = undefined));
    return running;
  };

  let handle: NodeJS.Timeout | undefined;
  if (timer) {
    const tick = () => {
      if (stopped) return;
      sync()
        .catch((err: unknown) => onError?.(err))
        .finally(() => {
          if (!stopped) (handle = setTimeout(tick, SYNC_MS)).unref();
        });
    };
    // The first sync at once, so a new instance learns the live set before most of its first requests.
    tick();
  }

  return {
    admit,
    sync,
    async stop() {
      stopped = true;
      if (handle) clearTimeout(handle);
      await running?.catch(() => undefined);
    },
  };
}
