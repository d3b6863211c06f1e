import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, createToastStore, toastReducer, type ToastData } from './toast-store';

const toast = (id: string, extra: Partial<ToastData> = {}): ToastData => ({ id, open: true, title: `T${id}`, ...extra });

describe('toastReducer', () => {
  it('keeps only the newest toast (limit 1)', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toast('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: toast('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('honours a larger limit, newest first', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: toast('1') }, 3);
    state = toastReducer(state, { type: 'ADD_TOAST', toast: toast('2') }, 3);
    expect(state.toasts.map((t) => t.id)).toEqual(['2', '1']);
  });

  it('updates only the matching toast', () => {
    const state = toastReducer({ toasts: [toast('1'), toast('2')] }, { type: 'UPDATE_TOAST', toast: { id: '2', title: 'New' } });
    expect(state.toasts.map((t) => t.title)).toEqual(['T1', 'New']);
  });

  it('dismisses one toast, or all without an id, by closing them', () => {
    const one = toastReducer({ toasts: [toast('1'), toast('2')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(one.toasts.map((t) => t.open)).toEqual([false, true]);
    const all = toastReducer({ toasts: [toast('1'), toast('2')] }, { type: 'DISMISS_TOAST' });
    expect(all.toasts.every((t) => !t.open)).toBe(true);
  });

  it('removes one toast, or all without an id', () => {
    expect(toastReducer({ toasts: [toast('1'), toast('2')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts.map((t) => t.id)).toEqual(['2']);
    expect(toastReducer({ toasts: [toast('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast, closes it on dismiss and removes it 3000 ms later', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(3000);
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const handle = store.toast({ title: 'Saved', variant: 'destructive' });
    expect(store.getState().toasts).toEqual([{ id: handle.id, open: true, title: 'Saved', variant: 'destructive' }]);

    handle.dismiss();
    expect(store.getState().toasts[0].open).toBe(false);
    vi.advanceTimersByTime(2999);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('schedules one removal however often a toast is dismissed', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const handle = store.toast({ title: 'x' });
    store.subscribe(listener);
    handle.dismiss();
    vi.advanceTimersByTime(1000);
    handle.dismiss();
    vi.advanceTimersByTime(2000);
    expect(store.getState().toasts).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('dismisses every toast when called without an id', () => {
    const store = createToastStore({ limit: 2 });
    store.toast({ title: 'a' });
    store.toast({ title: 'b' });
    store.dismiss();
    expect(store.getState().toasts.map((t) => t.open)).toEqual([false, false]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts).toEqual([]);
  });

  it('replaces the visible toast when a new one arrives, and updates in place', () => {
    const store = createToastStore();
    store.toast({ title: 'first' });
    const second = store.toast({ title: 'second' });
    second.update({ description: 'more' });
    expect(store.getState().toasts).toEqual([{ id: second.id, open: true, title: 'second', description: 'more' }]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    stop();
    store.toast({ title: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});
