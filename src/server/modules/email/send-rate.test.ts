import { describe, expect, it } from 'vitest';
import { createSendRate } from './send-rate';

describe('the per-instance send rate', () => {
  it('is off at 0', () => {
    expect(createSendRate(0)).toBeUndefined();
  });

  it('starts with a fifth of a second of burst, then refills at the rate, never beyond the burst', async () => {
    let now = 0;
    const rate = createSendRate(50, () => now)!;
    expect(await rate.take(100)).toBe(10);
    now += 100; // 5 more
    expect(await rate.take(100)).toBe(5);
    now += 10_000; // capped at the burst
    expect(await rate.take(100)).toBe(10);
    rate.giveBack(3);
    expect(await rate.take(2)).toBe(2);
    expect(await rate.take(100)).toBe(1);
  });

  it('over a stretch of time lets through the rate, plus the burst once', async () => {
    let now = 0;
    const rate = createSendRate(200, () => now)!;
    let taken = 0;
    // Every 20 ms (4 messages' worth at 200 a second), for two seconds.
    for (let ms = 0; ms < 2000; ms += 20) {
      now = ms;
      taken += await rate.take(50);
    }
    expect(taken).toBe(40 + 99 * 4);
  });

  it('waits for a token instead of answering none, and gives up when told the worker stops', async () => {
    const rate = createSendRate(100)!;
    expect(await rate.take(1000)).toBe(20);
    const started = performance.now();
    expect(await rate.take(1)).toBe(1);
    expect(performance.now() - started).toBeGreaterThanOrEqual(5);
    // A worker that is stopping does not wait for a token (a clock that stands still: none comes).
    const still = createSendRate(100, () => 0)!;
    expect(await still.take(1000)).toBe(20);
    expect(await still.take(1, { stopped: true })).toBe(0);
  });
});
