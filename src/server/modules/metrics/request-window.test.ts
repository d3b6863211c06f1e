import { describe, expect, it } from 'vitest';
import { percentile, RequestWindow } from './request-window';

describe('percentile (nearest rank)', () => {
  it('is null for no values and the value itself for one', () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
  });

  it('picks the nearest rank of 1..100', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
  });

  it('gives the slow tail for a skewed set', () => {
    const values = [...Array.from({ length: 98 }, () => 2), 500, 900];
    expect(percentile(values, 50)).toBe(2);
    expect(percentile(values, 99)).toBe(500);
  });
});

describe('RequestWindow', () => {
  const minute = 60_000;
  const t0 = 1_700_000_040_000; // a whole minute

  it('counts requests and 5xx errors in a window, and leaves out those outside it', () => {
    const w = new RequestWindow(1000);
    w.record(t0 - 1, 1000, true); // the minute before
    for (let i = 0; i < 10; i++) w.record(t0 + i * 1000, i + 1, i === 3);
    w.record(t0 + minute, 5, false); // the minute after
    expect(w.stats(t0, t0 + minute)).toEqual({ requests: 10, errors: 1, p50Ms: 5, p99Ms: 10 });
    expect(w.stats(t0 - minute, t0)).toEqual({ requests: 1, errors: 1, p50Ms: 1000, p99Ms: 1000 });
  });

  it('answers nulls for an empty window', () => {
    expect(new RequestWindow().stats(t0, t0 + minute)).toEqual({ requests: 0, errors: 0, p50Ms: null, p99Ms: null });
  });

  it('keeps exact counts beyond its capacity; the percentiles use the latest requests', () => {
    const w = new RequestWindow(100);
    for (let i = 0; i < 150; i++) w.record(t0 + i, i < 50 ? 1000 : 10, false);
    const stats = w.stats(t0, t0 + minute);
    expect(stats.requests).toBe(150);
    expect(stats.p99Ms).toBe(10);
  });

  it('forgets a second slot when the clock comes round to it again', () => {
    const w = new RequestWindow(100);
    w.record(t0, 1, false);
    w.record(t0 + 180_000, 1, false); // same slot, three minutes later
    expect(w.stats(t0, t0 + 1000).requests).toBe(0);
    expect(w.stats(t0 + 180_000, t0 + 181_000).requests).toBe(1);
  });
});
