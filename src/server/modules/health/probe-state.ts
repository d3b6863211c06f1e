import type { AppContext } from '@server/context';

/**
 * One more thing /readyz must find answering before the instance takes traffic (decision 0041).
 * `check` resolves true when it is fine; false, a rejection or no answer within the probe's
 * timeout fail it. The read replica, when one is configured, is checked this way.
 */
export interface ReadinessCheck {
  name: string;
  check(): Promise<boolean>;
}

interface ProbeState {
  /** Set by SIGTERM: /readyz fails, answers close their connections, and the listener closes after the drain. */
  draining: boolean;
  checks: ReadinessCheck[];
}

const states = new WeakMap<AppContext, ProbeState>();

export function probeState(ctx: AppContext): ProbeState {
  let state = states.get(ctx);
  if (!state) states.set(ctx, (state = { draining: false, checks: [] }));
  return state;
}

/** Adds a dependency to /readyz (a replica, a queue): call once at start. */
export function addReadinessCheck(ctx: AppContext, check: ReadinessCheck): void {
  probeState(ctx).checks.push(check);
}

/** The first step of a graceful stop: /readyz answers 503 `draining` from now on. */
export function startDraining(ctx: AppContext): void {
  probeState(ctx).draining = true;
}

export function isDraining(ctx: AppContext): boolean {
  return probeState(ctx).draining;
}
