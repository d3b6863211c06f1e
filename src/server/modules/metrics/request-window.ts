/**
 * This instance's recent requests, for its heartbeat: exact request and 5xx counts per second, and
 * a fixed ring of the latest durations for the percentiles. Recording a request is two array
 * writes and no allocation; the work (a sort of at most `capacity` numbers) happens when a
 * heartbeat asks, every few seconds.
 *
 * The ring keeps the most recent `capacity` requests: when more than that arrive in the window
 * asked about, the percentiles describe the latest of them (the counts stay exact).
 */

export interface WindowStats {
  requests: number;
  errors: number;
  /** Milliseconds; null when there was no request. */
  p50Ms: number | null;
  p99Ms: number | null;
}

/** The nearest-rank percentile (p in 0..100) of numbers sorted ascending; null for none. */
export function percentile(sorted: ArrayLike<number>, p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

const SECONDS_KEPT = 180;

export class RequestWindow {
  private readonly at: Float64Array;
  private readonly ms: Float64Array;
  private next = 0;
  private filled = 0;
  /** Per second (epoch second mod SECONDS_KEPT): which second the slot holds, and its counts. */
  private readonly slotSecond = new Float64Array(SECONDS_KEPT).fill(-1);
  private readonly slotRequests = new Uint32Array(SECONDS_KEPT);
  private readonly slotErrors = new Uint32Array(SECONDS_KEPT);

  constructor(readonly capacity = 16_384) {
    this.at = new Float64Array(capacity);
    this.ms = new Float64Array(capacity);
  }

  /** One finished request: when it ended (epoch ms), how long it took, and whether it was a 5xx. */
  record(atMs: number, durationMs: number, error: boolean): void {
    this.at[this.next] = atMs;
    this.ms[this.next] = durationMs;
    this.next = (this.next + 1) % this.capacity;
    if (this.filled < this.capacity) this.filled++;
    const second = Math.floor(atMs / 1000);
    const slot = second % SECONDS_KEPT;
    if (this.slotSecond[slot] !== second) {
      this.slotSecond[slot] = second;
      this.slotRequests[slot] = 0;
      this.slotErrors[slot] = 0;
    }
    this.slotRequests[slot]!++;
    if (error) this.slotErrors[slot]!++;
  }

  /**
   * Requests that ended in [fromMs, toMs). Counts are by whole second (a request counts in the
   * second it ended), so bounds are best given on whole seconds; the window may reach back at most
   * three minutes.
   */
  stats(fromMs: number, toMs: number): WindowStats {
    let requests = 0;
    let errors = 0;
    const fromSecond = Math.ceil(fromMs / 1000);
    const toSecond = Math.ceil(toMs / 1000);
    for (let slot = 0; slot < SECONDS_KEPT; slot++) {
      const second = this.slotSecond[slot]!;
      if (second >= fromSecond && second < toSecond) {
        requests += this.slotRequests[slot]!;
        errors += this.slotErrors[slot]!;
      }
    }
    const picked: number[] = [];
    for (let i = 0; i < this.filled; i++) {
      const at = this.at[i]!;
      if (at >= fromMs && at < toMs) picked.push(this.ms[i]!);
    }
    const sorted = Float64Array.from(picked).sort();
    return { requests, errors, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) };
  }
}
