import { describe, expect, it } from 'vitest';
import { projectFees } from './projection';
import { lastDays } from './utc-days';

const NOW = new Date('2026-03-31T15:00:00Z');
const series = (fees: (number | null)[]) => {
  const days = lastDays(NOW, fees.length);
  return fees.map((f, i) => ({ date: days[i]!, fees: f ?? 0, transactions: f === null ? 0 : 1 }));
};

describe('projectFees', () => {
  it('is null with fewer than 7 days of data', () => {
    expect(projectFees(series([]))).toBeNull();
    expect(projectFees(series(Array(30).fill(null)))).toBeNull();
    expect(projectFees(series([...Array(24).fill(null), 5, 5, 5, 5, 5, 5]))).toBeNull();
  });

  it('extends an exact line 14 days past the last day', () => {
    const points = projectFees(series(Array.from({ length: 30 }, (_, i) => 100 + 10 * i)))!;
    expect(points).toHaveLength(14);
    expect(points[0]).toEqual({ date: '2026-04-01', fees: 400 });
    expect(points[13]).toEqual({ date: '2026-04-14', fees: 530 });
  });

  it('fits only from the first day with data, so a young platform is not dragged down by empty days', () => {
    const points = projectFees(series([...Array(20).fill(null), 50, 50, 50, 50, 50, 50, 50, 50, 50, 50]))!;
    expect(points.every((p) => p.fees === 50)).toBe(true);
  });

  it('uses only the trailing 30 days and never projects below zero', () => {
    const falling = Array.from({ length: 30 }, (_, i) => 1000 - 40 * i);
    const points = projectFees(series([...Array(60).fill(99_999), ...falling]))!;
    expect(points[0]!.fees).toBe(0);
    expect(points.every((p) => p.fees >= 0)).toBe(true);
  });
});
