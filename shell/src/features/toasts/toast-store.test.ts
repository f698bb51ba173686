import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@swat/shared-contracts';
import { createToastStore, toastReducer, type ToastState } from './toast-store';

const toast = (id: string, extra: Partial<ToastState> = {}): ToastState => ({ id, title: `t${id}`, open: true, ...extra });

describe('toastReducer', () => {
  it('keeps at most one toast: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    const state = toastReducer([toast('1')], { type: 'add', toast: toast('2') });
    expect(state.map((t) => t.id)).toEqual(['2']);
  });

  it('updates only the named toast', () => {
    const state = toastReducer([toast('1')], { type: 'update', id: '1', patch: { title: 'changed', variant: 'destructive' } });
    expect(state[0]).toMatchObject({ id: '1', title: 'changed', variant: 'destructive', open: true });
    expect(toastReducer([toast('1')], { type: 'update', id: 'x', patch: { title: 'no' } })[0]?.title).toBe('t1');
  });

  it('dismiss closes one toast, or all without an id', () => {
    expect(toastReducer([toast('1')], { type: 'dismiss', id: '1' })[0]?.open).toBe(false);
    expect(toastReducer([toast('1')], { type: 'dismiss', id: 'other' })[0]?.open).toBe(true);
    expect(toastReducer([toast('1'), toast('2')], { type: 'dismiss' }).every((t) => !t.open)).toBe(true);
  });

  it('remove drops one toast, or all without an id', () => {
    expect(toastReducer([toast('1'), toast('2')], { type: 'remove', id: '1' }).map((t) => t.id)).toEqual(['2']);
    expect(toastReducer([toast('1')], { type: 'remove' })).toEqual([]);
  });
});

describe('createToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds an open toast and tells subscribers', () => {
    const store = createToastStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const handle = store.toast({ title: 'Saved' });
    expect(store.getSnapshot()).toEqual([{ id: handle.id, title: 'Saved', open: true }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('replaces the visible toast with the newest one', () => {
    const store = createToastStore();
    store.toast({ title: 'first' });
    store.toast({ title: 'second' });
    expect(store.getSnapshot().map((t) => t.title)).toEqual(['second']);
  });

  it('updates through the handle', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Sending' });
    handle.update({ title: 'Sent', description: 'Done' });
    expect(store.getSnapshot()[0]).toMatchObject({ title: 'Sent', description: 'Done', open: true });
  });

  it('keeps a dismissed toast (closed) until the removal delay has passed', () => {
    const store = createToastStore();
    const handle = store.toast({ title: 'Bye' });
    handle.dismiss();
    expect(store.getSnapshot()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('uses the spec removal delay of 1000000 ms', () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it('dismiss without an id closes every toast', () => {
    const store = createToastStore(10);
    store.toast({ title: 'a' });
    store.dismiss();
    expect(store.getSnapshot().every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(10);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.toast({ title: 'x' });
    expect(listener).not.toHaveBeenCalled();
  });
});
