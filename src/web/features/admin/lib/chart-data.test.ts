import { describe, expect, it } from 'vitest';
import { dayLabel, poundsAxisLabel, toPounds, trendWithProjection } from './chart-data';

describe('chart data', () => {
  it('labels UTC days in en-GB', () => {
    expect(dayLabel('2026-11-21')).toBe('21 Nov');
    expect(dayLabel('2026-01-01')).toBe('1 Jan');
    expect(dayLabel('garbage')).toBe('garbage');
  });

  it('plots pounds from pence', () => {
    expect(toPounds(12550)).toBe(125.5);
    expect(poundsAxisLabel(1234.56)).toBe('£1.2k');
    expect(poundsAxisLabel(0.05)).toBe('£0.05');
    expect(poundsAxisLabel(0.1)).toBe('£0.1');
    expect(poundsAxisLabel(15)).toBe('£15');
  });

  it('joins the projection to the last actual point', () => {
    const points = trendWithProjection(
      [
        { date: '2026-11-20', value: 100 },
        { date: '2026-11-21', value: 300 },
      ],
      [{ date: '2026-11-22', value: 250 }],
    );
    expect(points).toEqual([
      { label: '20 Nov', actual: 1, projected: null },
      { label: '21 Nov', actual: 3, projected: 3 },
      { label: '22 Nov', actual: null, projected: 2.5 },
    ]);
  });

  it('has no projected points without a projection', () => {
    expect(trendWithProjection([{ date: '2026-11-21', value: 5 }], []).every((p) => p.projected === null)).toBe(true);
  });
});
