/**
 * SMTP_RATE_LIMIT_PER_SECOND for one instance: a token bucket the outbox worker draws from before it
 * claims, so it never claims more than it may send and no message waits for its turn while holding a
 * lease. The bucket holds at most a fifth of a second's worth (at least one message), so a burst after
 * an idle spell stays small and the rate holds over any window longer than that, while a claim that
 * takes a while (a busy database) does not waste the time it took.
 */
export interface SendRate {
  /** Waits until at least one message may go, then takes up to `want`; how many were taken. */
  take(want: number, signal?: { stopped: boolean }): Promise<number>;
  /** Gives back what was taken but not claimed (the outbox had fewer due messages). */
  giveBack(count: number): void;
}

export function createSendRate(perSecond: number, now: () => number = () => performance.now()): SendRate | undefined {
  if (perSecond <= 0) return undefined;
  const capacity = Math.max(1, Math.ceil(perSecond / 5));
  let tokens = capacity;
  let at = now();
  const refill = () => {
    const t = now();
    tokens = Math.min(capacity, tokens + ((t - at) / 1000) * perSecond);
    at = t;
  };
  return {
    async take(want, signal) {
      for (;;) {
        refill();
        if (tokens >= 1) {
          const taken = Math.min(want, Math.floor(tokens));
          tokens -= taken;
          return taken;
        }
        if (signal?.stopped) return 0;
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, ((1 - tokens) / perSecond) * 1000)));
      }
    },
    giveBack(count) {
      if (count > 0) tokens = Math.min(capacity, tokens + count);
    },
  };
}
