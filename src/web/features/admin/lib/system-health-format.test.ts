import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatSeconds, statusView, timeLabel } from './system-health-format';

describe('system health formatting', () => {
  it('formats sizes in powers of 1024', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(50 * 1024 * 1024)).toBe('50 MB');
    expect(formatBytes(3 * 1024 ** 4)).toBe('3 TB');
  });

  it('formats ages from seconds', () => {
    expect(formatSeconds(0.4)).toBe('under a second');
    expect(formatSeconds(12)).toBe('12 s');
    expect(formatSeconds(245)).toBe('4 min 5 s');
    expect(formatSeconds(120)).toBe('2 min');
    expect(formatSeconds(3 * 3600 + 20 * 60 + 5)).toBe('3 h 20 min');
    expect(formatSeconds(86_400)).toBe('1 day');
    expect(formatSeconds(2 * 86_400 + 4 * 3600)).toBe('2 days 4 h');
  });

  it('formats milliseconds, and none as a dash', () => {
    expect(formatMs(null)).toBe('—');
    expect(formatMs(2.345)).toBe('2.3 ms');
    expect(formatMs(123.6)).toBe('124 ms');
  });

  it('labels chart times in UK time', () => {
    expect(timeLabel('2026-01-15T14:05:00.000Z')).toBe('14:05');
    expect(timeLabel('2026-07-15T14:05:00.000Z')).toBe('15:05');
  });

  it('says what the badge shows for each state, naming failing checks', () => {
    expect(statusView(undefined, false)).toMatchObject({ label: 'Checking status…', tone: 'unknown' });
    expect(statusView(undefined, true)).toMatchObject({ label: 'Status unavailable', tone: 'unknown' });
    const ok = { name: 'database' as const, status: 'ok' as const, detail: 'Answered in 1 ms' };
    expect(statusView({ status: 'ok', checks: [ok] }, false)).toEqual({ label: 'System Online', tone: 'ok', detail: 'Every check passed' });
    const down = statusView({ status: 'down', checks: [ok, { name: 'instances', status: 'down', detail: 'No instance has sent a recent heartbeat' }] }, false);
    expect(down).toEqual({ label: 'System Down', tone: 'down', detail: 'App instances: No instance has sent a recent heartbeat' });
    expect(statusView({ status: 'degraded', checks: [{ name: 'email-outbox', status: 'degraded', detail: 'late' }] }, false).label).toBe('System Degraded');
  });
});
