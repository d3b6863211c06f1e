import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplicaMonitor } from './replica-monitor';
import { REPLICA_UNAVAILABLE, replicaUnavailable } from './replica-pool';

/** A pool whose one query answers what the test sets, or throws it. */
function fakePool(answer: () => unknown) {
  const pool = new EventEmitter() as EventEmitter & { query: () => Promise<unknown> };
  pool.query = async () => {
    const value = answer();
    if (value instanceof Error) throw value;
    return { rows: [value] };
  };
  return pool as unknown as pg.Pool & EventEmitter;
}

function setup(maxLagMs = 1000) {
  const state = { primary: '0/100', replay: '0/100' as string | null, standby: true, replicaError: null as Error | null };
  const logs: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const primary = fakePool(() => ({ lsn: state.primary }));
  const replica = fakePool(() => state.replicaError ?? { standby: state.standby, replay: state.replay });
  const logger = {
    warn: (obj: Record<string, unknown>, msg: string) => logs.push({ level: 'warn', obj, msg }),
    info: (obj: Record<string, unknown>, msg: string) => logs.push({ level: 'info', obj, msg }),
  };
  const monitor = new ReplicaMonitor(primary, replica, maxLagMs, logger as never);
  return { state, logs, monitor, replica };
}

afterEach(() => vi.useRealTimers());

describe('ReplicaMonitor', () => {
  it('measures lag as the age of the oldest primary position not yet replayed, and 0 when caught up', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const { state, monitor } = setup(5000);
    await monitor.sample();
    expect(monitor.health()).toMatchObject({ status: 'up', lagMs: 0, replayLsn: '0/100' });
    state.primary = '0/200'; // a write the replica has not replayed, seen first at t = 1 000 100
    vi.setSystemTime(1_000_100);
    await monitor.sample();
    state.primary = '0/300';
    vi.setSystemTime(1_000_900);
    await monitor.sample();
    expect(monitor.health().lagMs).toBe(800);
    state.replay = '0/250'; // past the first, not the second (seen at 1 000 900)
    vi.setSystemTime(1_001_000);
    await monitor.sample();
    expect(monitor.health().lagMs).toBe(100);
    state.replay = '0/300';
    await monitor.sample();
    expect(monitor.health()).toMatchObject({ status: 'up', lagMs: 0, replayLsn: '0/300' });
    expect(monitor.replayLsn).toBe(0x300n);
  });

  it('is lagging past the limit and down when the replica fails or is not a standby, logging each change once', async () => {
    vi.useFakeTimers({ now: 2_000_000, toFake: ['Date'] });
    const { state, logs, monitor, replica } = setup(1000);
    await monitor.sample();
    expect(monitor.usable).toBe(true);
    expect(logs.map((l) => l.msg)).toEqual(['read replica in use']);
    state.primary = '0/200';
    await monitor.sample();
    for (const t of [2_000_500, 2_001_500, 2_002_000, 2_003_000]) {
      vi.setSystemTime(t);
      await monitor.sample();
    }
    expect(monitor.health()).toMatchObject({ status: 'lagging', lagMs: 3000 });
    expect(monitor.usable).toBe(false);
    state.replicaError = new Error('connect ECONNREFUSED');
    await monitor.sample();
    await monitor.sample();
    expect(monitor.health()).toMatchObject({ status: 'down', lagMs: null, detail: expect.stringContaining('ECONNREFUSED') });
    state.replicaError = null;
    state.standby = false;
    state.replay = null;
    await monitor.sample();
    expect(monitor.health()).toMatchObject({ status: 'down', detail: expect.stringContaining('not a standby') });
    state.standby = true;
    state.replay = '0/200';
    await monitor.sample();
    expect(monitor.usable).toBe(true);
    // A read that failed on the replica marks it down at once, before the next sample.
    expect(monitor.health().lagMs).toBe(0);
    replica.emit(REPLICA_UNAVAILABLE, new Error('Connection terminated unexpectedly'));
    // Its lag is unknown from then on, as after a failed sample.
    expect(monitor.health()).toMatchObject({ status: 'down', lagMs: null });
    expect(logs.map((l) => [l.level, l.obj.state ?? null])).toEqual([
      ['info', null],
      ['warn', 'lagging'],
      ['warn', 'down'],
      ['info', null],
      ['warn', 'down'],
    ]);
    await monitor.stop();
  });
});

describe('replicaUnavailable', () => {
  const pgError = (code: string) => Object.assign(new Error('x'), { severity: 'ERROR', code });
  it('retries on the primary what the replica could not answer, never what the query itself got wrong', () => {
    for (const err of [
      new Error('connect ECONNREFUSED 127.0.0.1:1'),
      new Error('Connection terminated unexpectedly'),
      pgError('08006'),
      pgError('57P01'),
      pgError('57P03'),
      pgError('40001'),
    ]) {
      expect(replicaUnavailable(err)).toBe(true);
    }
    for (const err of [pgError('42601'), pgError('42501'), pgError('25006'), pgError('23505'), pgError('57014')]) expect(replicaUnavailable(err)).toBe(false);
  });
});
