/**
 * Slow-call warnings (docs/product-spec.md section 8). A key that is slow once is usually slow on every
 * refetch, so each key warns at most once per window to keep the console readable.
 */
export const SLOW_QUERY_MS = 300;
export const SLOW_PARSE_MS = 100;
export const SLOW_LOG_WINDOW_MS = 5000;

export function createSlowLogger(
  options: {
    windowMs?: number;
    now?: () => number;
    warn?: (message: string) => void;
  } = {},
) {
  const windowMs = options.windowMs ?? SLOW_LOG_WINDOW_MS;
  const now = options.now ?? (() => Date.now());
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const lastWarned = new Map<string, number>();

  return function warnIfSlow(kind: 'query' | 'parse', key: string, elapsedMs: number): void {
    const threshold = kind === 'query' ? SLOW_QUERY_MS : SLOW_PARSE_MS;
    if (elapsedMs <= threshold) return;
    const dedupeKey = `${kind}:${key}`;
    const at = now();
    const previous = lastWarned.get(dedupeKey);
    if (previous !== undefined && at - previous < windowMs) return;
    lastWarned.set(dedupeKey, at);
    warn(`Slow ${kind === 'query' ? 'query' : 'JSON parse'}: ${key} took ${Math.round(elapsedMs)} ms`);
  };
}
