/**
 * In-process nudge: enqueueEmail calls signalOutbox() so this instance's
 * worker looks at the outbox soon instead of waiting for its next poll. The
 * caller's transaction may not have committed yet when the signal fires, so
 * the worker waits a moment first, and its regular poll still catches
 * anything committed later. Other instances find the row by polling.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onOutboxSignal(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalOutbox(): void {
  for (const listener of listeners) listener();
}
