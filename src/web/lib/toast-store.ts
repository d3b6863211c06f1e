import type { ReactNode } from 'react';

/** docs/product-spec.md section 9: one toast at a time, removed 3000 ms after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 3000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastData {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Overrides the provider's default display time. */
  duration?: number;
}

export interface ToastState {
  toasts: ToastData[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastData }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastData> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure: the timers that turn a dismissal into a removal live in the store below. */
export function toastReducer(state: ToastState, action: ToastAction, limit = TOAST_LIMIT): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, limit) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (next: ToastInput) => void;
}

export function createToastStore(options: { limit?: number; removeDelayMs?: number } = {}) {
  const limit = options.limit ?? TOAST_LIMIT;
  const removeDelayMs = options.removeDelayMs ?? TOAST_REMOVE_DELAY_MS;
  let state: ToastState = { toasts: [] };
  let counter = 0;
  const listeners = new Set<() => void>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction): void {
    state = toastReducer(state, action, limit);
    for (const listener of listeners) listener();
  }

  function scheduleRemoval(id: string): void {
    if (removalTimers.has(id)) return;
    // The delay lets the close animation finish before the element leaves the tree.
    const timer = setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'REMOVE_TOAST', toastId: id });
    }, removeDelayMs);
    removalTimers.set(id, timer);
  }

  function dismiss(toastId?: string): void {
    const ids = toastId === undefined ? state.toasts.map((t) => t.id) : [toastId];
    ids.forEach(scheduleRemoval);
    dispatch({ type: 'DISMISS_TOAST', toastId });
  }

  function toast(input: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dismiss(id),
      update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
    };
  }

  return {
    toast,
    dismiss,
    getState: () => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;
