import type { HealthState, SystemHealth } from '@contract/admin-system-health';

/** Pure helpers for System Health and the header's status badge. */

/** e.g. 1536 -> "1.5 KB", 52428800 -> "50 MB" (powers of 1024). */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

/** An age or duration: "under a second", "12 s", "4 min 5 s", "3 h 20 min", "2 days 4 h". */
export function formatSeconds(seconds: number): string {
  const s = Math.floor(seconds);
  if (s < 1) return 'under a second';
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return s % 60 ? `${minutes} min ${s % 60} s` : `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** Milliseconds as the tables show them: "—" for none, one decimal below 10 ms. */
export function formatMs(ms: number | null): string {
  if (ms === null) return '—';
  return `${ms < 10 ? Math.round(ms * 10) / 10 : Math.round(ms)} ms`;
}

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/London' });

/** A chart point's time, "14:05" in UK time (as every date in the panel). */
export function timeLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : clock.format(date);
}

export interface StatusView {
  label: string;
  tone: 'ok' | 'degraded' | 'down' | 'unknown';
  /** Why, for the badge's tooltip and screen readers: the failing checks, or what is being waited for. */
  detail: string;
}

const LABELS: Record<HealthState, string> = { ok: 'System Online', degraded: 'System Degraded', down: 'System Down' };

/** What the header's badge says, from the System Health answer (or its absence). */
export function statusView(health: Pick<SystemHealth, 'status' | 'checks'> | undefined, failed: boolean): StatusView {
  if (failed) return { label: 'Status unavailable', tone: 'unknown', detail: 'System health could not be read' };
  if (!health) return { label: 'Checking status…', tone: 'unknown', detail: 'Reading system health' };
  const failing = health.checks.filter((check) => check.status !== 'ok');
  return {
    label: LABELS[health.status],
    tone: health.status,
    detail: failing.length ? failing.map((check) => `${CHECK_NAMES[check.name]}: ${check.detail}`).join('. ') : 'Every check passed',
  };
}

export const CHECK_NAMES: Record<SystemHealth['checks'][number]['name'], string> = {
  database: 'Database',
  'email-outbox': 'Email delivery',
  instances: 'App instances',
  'read-replica': 'Read replica',
};
