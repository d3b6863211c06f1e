import { describe, expect, it } from 'vitest';
import type { ApiUsage } from '@contract/api-request-log';
import { bucketLabel, errorRate, errorRateRows, volumeRows } from './usage-chart-data';

const usage: ApiUsage = {
  range: '24h',
  bucket: 'hour',
  buckets: ['2030-01-01T10:00:00.000Z', '2030-01-01T11:00:00.000Z'],
  total: {
    requests: 7,
    errors: 2,
    series: [
      { requests: 4, errors: 1 },
      { requests: 3, errors: 1 },
    ],
  },
  merchants: [
    {
      merchantId: 'mch_a',
      companyName: 'A',
      requests: 4,
      errors: 1,
      series: [
        { requests: 4, errors: 1 },
        { requests: 0, errors: 0 },
      ],
    },
    {
      merchantId: 'mch_b',
      companyName: 'B',
      requests: 3,
      errors: 1,
      series: [
        { requests: 0, errors: 0 },
        { requests: 3, errors: 1 },
      ],
    },
  ],
};

describe('usage chart data', () => {
  it('labels hours and days in UTC', () => {
    expect(bucketLabel(usage, '2030-01-01T10:00:00.000Z')).toBe('10:00');
    expect(bucketLabel({ bucket: 'day' }, '2030-03-12T00:00:00.000Z')).toBe('12 Mar');
  });

  it('puts each merchant’s count under its id, one row per bucket', () => {
    expect(volumeRows(usage)).toEqual([
      { label: '10:00', mch_a: 4, mch_b: 0 },
      { label: '11:00', mch_a: 0, mch_b: 3 },
    ]);
  });

  it('gives an error rate in percent, and a gap where there were no requests', () => {
    expect(errorRateRows(usage)).toEqual([
      { label: '10:00', mch_a: 25, mch_b: null },
      { label: '11:00', mch_a: null, mch_b: 33.3 },
    ]);
    expect(errorRate(0, 0)).toBe('no requests');
    expect(errorRate(8, 1)).toBe('12.5% errors');
  });
});
