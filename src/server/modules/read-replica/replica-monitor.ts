import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { parseLsn } from './lsn';
import { queryReplicaOnly, REPLICA_UNAVAILABLE } from './replica-pool';

/** How often each instance samples the replica: reads route by a sample at most this old. */
export const REPLICA_SAMPLE_MS = 100;
const SAMPLE_TIMEOUT_MS = 1000;
/** Primary positions kept for the lag estimate (one per sample while the replica is behind: 10 minutes at 100 ms). */
const MAX_PENDING_SAMPLES = 6000;

export type ReplicaStatus = 'up' | 'lagging' | 'down';

export interface ReplicaHealth {
  status: ReplicaStatus;
  /** How far behind the primary the replica is, in milliseconds; null while it cannot be asked. */
  lagMs: number | null;
  /** The replica's last replayed WAL position; null until first read. */
  replayLsn: string | null;
  /** Why it is down or lagging; null when up. */
  detail: string | null;
  /** When this instance last sampled it (successfully or not); null before the first sample. */
  sampledAt: string | null;
}

function formatLsn(lsn: bigint): string {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/**
 * This instance's view of the replica, sampled every REPLICA_SAMPLE_MS: the replica's replay
 * position (pg_last_wal_replay_lsn) and the primary's insert position at the same moment.
 *
 * Lag is measured by the primary's own positions: each sample remembers when the primary was at
 * its position, and the lag is the age of the oldest remembered position the replica has not yet
 * replayed (0 when it has replayed them all). That is how stale a read from the replica can be,
 * to within one sample, whether the primary is busy or idle.
 *
 * Reads use the replica only while it is `up`; a failed sample, a query the replica could not
 * answer, or a server that is not a standby makes it `down`; a lag over maxLagMs makes it
 * `lagging`. Each change of state is logged once.
 */
export class ReplicaMonitor {
  private state: ReplicaStatus = 'down';
  private detail: string | null = 'Not sampled yet';
  private replay: bigint | null = null;
  private lagMs: number | null = null;
  private sampledAt: number | null = null;
  private readonly pending: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<void> | undefined;
  private readonly onUnavailable = (err: unknown) => {
    // Down means its lag is unknown, whichever noticed first: this read or a sample.
    this.lagMs = null;
    this.setState('down', `A read failed there and went to the primary: ${String((err as Error)?.message ?? err)}`);
  };

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly maxLagMs: number,
    private readonly logger: Pick<FastifyBaseLogger, 'warn' | 'info'>,
  ) {
    (replica as NodeJS.EventEmitter).on(REPLICA_UNAVAILABLE, this.onUnavailable);
  }

  /** Samples now, then every REPLICA_SAMPLE_MS until stop(). Resolves after the first sample. */
  async start(): Promise<void> {
    await this.sample();
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.sample().finally(() => this.schedule());
    }, REPLICA_SAMPLE_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    (this.replica as NodeJS.EventEmitter).removeListener(REPLICA_UNAVAILABLE, this.onUnavailable);
    await this.running;
  }

  /** The replica's replay position at the last sample (null when unknown). */
  get replayLsn(): bigint | null {
    return this.replay;
  }

  /** Whether reads may use the replica now. */
  get usable(): boolean {
    return this.state === 'up';
  }

  health(): ReplicaHealth {
    return {
      status: this.state,
      lagMs: this.lagMs,
      replayLsn: this.replay === null ? null : formatLsn(this.replay),
      detail: this.state === 'up' ? null : this.detail,
      sampledAt: this.sampledAt === null ? null : new Date(this.sampledAt).toISOString(),
    };
  }

  /** One sample: both positions in parallel, one short query each. */
  async sample(): Promise<void> {
    const at = Date.now();
    const [primary, replica] = await Promise.allSettled([
      withTimeout(this.primary.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn'), SAMPLE_TIMEOUT_MS),
      withTimeout(
        queryReplicaOnly<{ standby: boolean; replay: string | null }>(
          this.replica,
          'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay',
        ),
        SAMPLE_TIMEOUT_MS,
      ),
    ]);
    this.sampledAt = Date.now();
    if (primary.status === 'fulfilled') {
      const lsn = parseLsn(primary.value.rows[0]!.lsn);
      const last = this.pending[this.pending.length - 1];
      if (!last || lsn > last.lsn) {
        if (this.pending.length >= MAX_PENDING_SAMPLES) this.pending.pop();
        this.pending.push({ at, lsn });
      }
    }
    if (replica.status === 'rejected') {
      this.lagMs = null;
      this.setState('down', `Did not answer: ${String((replica.reason as Error)?.message ?? replica.reason)}`);
      return;
    }
    const row = replica.value.rows[0]!;
    if (!row.standby || row.replay === null) {
      this.lagMs = null;
      this.setState('down', 'Is not a standby in recovery, so its replay position cannot be compared');
      return;
    }
    this.replay = parseLsn(row.replay);
    while (this.pending.length > 0 && this.pending[0]!.lsn <= this.replay) this.pending.shift();
    this.lagMs = this.pending.length === 0 ? 0 : Math.max(0, this.sampledAt - this.pending[0]!.at);
    if (this.lagMs > this.maxLagMs) this.setState('lagging', `${this.lagMs} ms behind the primary (the limit is ${this.maxLagMs} ms)`);
    else this.setState('up', null);
  }

  private setState(next: ReplicaStatus, detail: string | null): void {
    this.detail = detail;
    if (next === this.state) return;
    const previous = this.state;
    this.state = next;
    if (next === 'up') this.logger.info({ previous, lagMs: this.lagMs }, 'read replica in use');
    else this.logger.warn({ previous, state: next, detail }, 'read replica not in use: reads go to the primary');
  }
}
