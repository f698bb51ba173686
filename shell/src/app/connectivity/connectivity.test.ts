import { describe, expect, it, vi } from 'vitest';
import { offlineToast, onlineToast, watchConnectivity } from './connectivity';
import { sharedMessages, type Language, type ToastInput } from '@swat/shared-contracts';

// The toasts in English, the spec's words (the test setup has loaded the page messages).
const OFFLINE_TOAST = offlineToast('en');
const ONLINE_TOAST = onlineToast('en');

function setup() {
  const events = new EventTarget();
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  const deps = {
    events,
    notify: vi.fn(),
    invalidateQueries: vi.fn(),
    reload: vi.fn(),
    setTimeout: vi.fn((fn: () => void, ms: number) => {
      const timer = { fn, ms, cleared: false };
      timers.push(timer);
      return timer;
    }),
    clearTimeout: vi.fn((handle: unknown) => {
      (handle as { cleared: boolean }).cleared = true;
    }),
  };
  const stop = watchConnectivity(deps);
  return { events, deps, timers, stop };
}

describe('watchConnectivity', () => {
  it('shows the destructive offline toast for 5 s', () => {
    const { events, deps } = setup();
    events.dispatchEvent(new Event('offline'));
    expect(deps.notify).toHaveBeenCalledWith(OFFLINE_TOAST);
    expect(OFFLINE_TOAST).toEqual({
      title: 'Connection Issue',
      description: 'You appear to be offline. Some features may not work properly.',
      variant: 'destructive',
      duration: 5000,
    });
  });

  it('on reconnect shows the restored toast for 3 s, invalidates queries and reloads after 2 s', () => {
    const { events, deps, timers } = setup();
    events.dispatchEvent(new Event('online'));
    expect(deps.notify).toHaveBeenCalledWith(ONLINE_TOAST);
    expect(ONLINE_TOAST).toEqual({ title: 'Connection Restored', description: "You're back online. The page will reload shortly.", duration: 3000 });
    expect(deps.invalidateQueries).toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    expect(timers[0]?.ms).toBe(2000);
    expect(deps.reload).not.toHaveBeenCalled();
    timers[0]?.fn();
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('cancels the pending reload when the connection drops again', () => {
    const { events, timers } = setup();
    events.dispatchEvent(new Event('online'));
    events.dispatchEvent(new Event('offline'));
    expect(timers[0]?.cleared).toBe(true);
  });

  it('says so at once when the page starts offline (served by the service worker)', () => {
    const notify = vi.fn();
    watchConnectivity({ events: new EventTarget(), notify, invalidateQueries: vi.fn(), reload: vi.fn(), setTimeout: vi.fn(), clearTimeout: vi.fn(), startsOffline: true });
    expect(notify).toHaveBeenCalledWith(OFFLINE_TOAST);
  });

  it('stops listening when stopped', () => {
    const { events, deps, stop } = setup();
    stop();
    events.dispatchEvent(new Event('offline'));
    expect(deps.notify).not.toHaveBeenCalled();
  });
});

describe('connectivity toasts in the page language', () => {
  it('are Arabic on Arabic pages and the spec’s English elsewhere', () => {
    const shown: ToastInput[] = [];
    const events = new EventTarget();
    let language: Language = 'ar';
    watchConnectivity({
      events,
      notify: (toast) => shown.push(toast),
      invalidateQueries: () => undefined,
      reload: () => undefined,
      setTimeout: () => 1,
      clearTimeout: () => undefined,
      language: () => language,
    });
    events.dispatchEvent(new Event('offline'));
    language = 'en';
    events.dispatchEvent(new Event('offline'));
    expect(shown.map((toast) => toast.title)).toEqual([sharedMessages('ar').t('offline.title'), 'Connection Issue']);
    expect(shown[0]).toMatchObject({ description: sharedMessages('ar').t('offline.description'), variant: 'destructive', duration: 5000 });
  });
});
