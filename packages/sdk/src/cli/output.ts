import { SmartSplitError } from '../errors.js';

/** Where a command writes: stdout for results, stderr for progress and errors (tests capture both). */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
}

export const processIo: Io = {
  out: (line) => void process.stdout.write(line + '\n'),
  err: (line) => void process.stderr.write(line + '\n'),
  env: process.env,
};

/** An API or runtime failure: the message, and the API's code, field, status and request id when it gave them. */
export function describeError(err: unknown): string {
  if (err instanceof SmartSplitError) {
    const details = [
      err.code ? `code: ${err.code}` : undefined,
      err.field ? `field: ${err.field}` : undefined,
      err.status !== undefined ? `status: ${err.status}` : undefined,
      err.requestId ? `request: ${err.requestId}` : undefined,
    ].filter(Boolean);
    return `Error: ${err.message}${details.length ? ` (${details.join(', ')})` : ''}`;
  }
  return `Error: ${err instanceof Error ? err.message : String(err)}`;
}

/** Pence as pounds and pence (or the currency's minor units), for people; --json keeps the integers. */
export function money(minor: number | undefined | null, currency = 'GBP'): string {
  if (typeof minor !== 'number') return '-';
  try {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${minor} ${currency}`;
  }
}

/** A timestamp as `2026-11-26 23:04:05` (UTC), one width for every line. */
export function clock(date: Date = new Date()): string {
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

export const json = (value: unknown) => JSON.stringify(value, null, 2);
