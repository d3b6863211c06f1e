import { monitorEventLoopDelay } from 'node:perf_hooks';

/** How often the delay is sampled: the value shedding and /readyz go by changes this often. */
export const SAMPLE_INTERVAL_MS = 1_000;
const RESOLUTION_MS = 10;

export interface EventLoopMonitor {
  /** The event loop's mean delay over the last sample window, in milliseconds. */
  readonly delayMs: number;
  start(): void;
  stop(): void;
}

/**
 * How far behind this process's event loop runs (decision 0041): Node's delay histogram, which
 * times a 10 ms timer, read and reset every second; the value is the mean delay in the window less
 * the timer's own resolution (as @fastify/under-pressure measures it). A mean, so one slow task (a
 * garbage collection, a large export) is spread over the second rather than shedding by itself,
 * while a loop that is behind on every turn shows its full lag.
 *
 * A window with no sample at all means the loop did not turn once in it: the delay is then how late
 * the sampler itself ran. Sampling starts with start() (when the app is ready), so the work of
 * starting up does not count as overload.
 */
export function createEventLoopMonitor(sampleIntervalMs = SAMPLE_INTERVAL_MS): EventLoopMonitor {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  let delayMs = 0;
  let timer: NodeJS.Timeout | undefined;
  let sampledAt = 0;
  const sample = () => {
    const now = performance.now();
    const late = Math.max(0, now - sampledAt - sampleIntervalMs);
    sampledAt = now;
    delayMs = histogram.count > 0 ? Math.max(0, histogram.mean / 1e6 - RESOLUTION_MS) : late;
    histogram.reset();
  };
  return {
    get delayMs() {
      return delayMs;
    },
    start() {
      if (timer) return;
      histogram.enable();
      histogram.reset();
      sampledAt = performance.now();
      timer = setInterval(sample, sampleIntervalMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
      histogram.disable();
    },
  };
}
