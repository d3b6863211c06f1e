import { useSyncExternalStore } from 'react';
import { createToastStore, type ToastState } from './toast-store';

/** Module-level so any screen can raise a toast without threading a context through. */
export const toastStore = createToastStore();

export const toast = toastStore.toast;
export const dismissToast = toastStore.dismiss;

const serverSnapshot: ToastState = { toasts: [] };

export function useToast() {
  const state = useSyncExternalStore(toastStore.subscribe, toastStore.getState, () => serverSnapshot);
  return { ...state, toast, dismiss: dismissToast };
}
