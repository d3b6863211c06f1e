import { context, ROOT_CONTEXT } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';

export interface ClaimLoopOptions {
  /** Names the loop in its log lines ("email worker", "webhook worker"). */
  name: string;
  logger: FastifyBaseLogger;
  /** How often a round runs when nothing nudges the loop. */
  intervalMs: number;
  /** One claim-and-work round; the number it claimed. A full batch (`batchSize`) runs the next round at once. */
  round(): Promise<number>;
  batchSize: number;
  /** How soon a nudge runs a round (0: at once). */
  nudgeDelayMs: number;
  /** Subscribes to whatever nudges the loop (a signal, a LISTEN); returns how to unsubscribe. */
  subscribe(nudge: () => void): () => void | Promise<void>;
}

export interface ClaimLoop {
  start(): void;
  /** Stops the timer and the subscription, and resolves once the round in flight is done. */
  stop(): Promise<void>;
  nudge(): void;
}

/**
 * The scheduling both outbox workers share (email, webhooks): one round at a time, a round every
 * intervalMs, another at once while full batches keep coming, and a nudge that brings the next
 * round forward (remembered if it arrives mid-round). The work itself, claimed with SKIP LOCKED, is
 * the caller's.
 */
export function createClaimLoop(o: ClaimLoopOptions): ClaimLoop {
  let stopped = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let timerDueAt = Infinity;
  let running: Promise<void> | undefined;
  // A nudge that arrives mid-round is remembered, so the next round follows at once.
  let nudged = false;
  let unsubscribe: (() => void | Promise<void>) | undefined;

  /** Runs a round in `ms`, unless one is already due sooner (a stream of nudges must not keep postponing it). */
  function schedule(ms: number) {
    if (stopped || !started) return;
    const dueAt = Date.now() + ms;
    if (timer && timerDueAt <= dueAt) return;
    clearTimeout(timer);
    timerDueAt = dueAt;
    timer = setTimeout(() => {
      timer = undefined;
      tick();
    }, ms);
    timer.unref();
  }

  function tick() {
    if (stopped || running) return;
    nudged = false;
    running = (async () => {
      let next = o.intervalMs;
      try {
        // A full batch suggests more is waiting: go again at once instead of after the interval.
        // Outside any request's trace context, even when a request's nudge scheduled it: the work is the worker's own (decision 0046).
        if ((await context.with(ROOT_CONTEXT, o.round)) === o.batchSize) next = 0;
      } catch (err) {
        o.logger.warn({ err }, `${o.name} round failed`);
      } finally {
        running = undefined;
        schedule(nudged ? Math.min(next, o.nudgeDelayMs) : next);
      }
    })();
  }

  function nudge() {
    if (running) nudged = true;
    else schedule(o.nudgeDelayMs);
  }

  return {
    nudge,
    start() {
      if (started || stopped) return;
      started = true;
      unsubscribe = o.subscribe(nudge);
      schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await unsubscribe?.();
      await running;
    },
  };
}
