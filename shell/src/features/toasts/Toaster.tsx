import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { directionOf, TOAST_HOTKEY } from '@swat/shared-contracts';
import { pageMessages } from '../../i18n/page-messages';
import { currentPageLanguage } from '../../lib/page-language';
import type { ToastState, ToastStore } from './toast-store';
import { preloadable } from '../../lib/lazy/preloadable';

type ToastItemProps = Parameters<typeof import('./ToastItem').default>[0];

/**
 * A toast's words and close button, without timer, hold or swipe: shown while its code is on the
 * way, and for good when that code cannot be fetched (the visitor went offline before it came;
 * the connection toast must still be read).
 */
function PlainToast({ toast, onClose, closeLabel, restingMouse }: ToastItemProps) {
  return (
    <li
      className="pointer-events-auto flex gap-3 rounded-lg border border-line bg-surface p-4 text-sm text-ink shadow-lg"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') restingMouse?.add(toast.id);
      }}
      onPointerLeave={() => restingMouse?.delete(toast.id)}
    >
      <p role={toast.variant === 'destructive' ? 'alert' : 'status'} className="flex-1">
        <strong>{toast.title}</strong> {toast.description}
      </p>
      <button type="button" onClick={onClose} aria-label={closeLabel}>
        ×
      </button>
    </li>
  );
}

/*
 * The viewport is part of every page (the prerendered one too); a toast's own code (timer, hold,
 * swipe) comes when the first toast does, so it is not part of the first visit's JavaScript.
 */
const toastItem = preloadable<ToastItemProps>(() => import('./ToastItem').then((module) => module.default), { whileLoading: PlainToast, ifUnavailable: PlainToast });

/** Fetches a toast's code ahead of the first toast (the shell does so once the browser is idle). */
export const preloadToastItem = toastItem.preload;
const ToastItem = toastItem.Component;

const NO_TOASTS: readonly ToastState[] = [];
const noToasts = () => NO_TOASTS;

export function Toaster({ store, hotkey = TOAST_HOTKEY }: { store: ToastStore; hotkey?: string }) {
  // The prerendered page has no toasts; one raised before hydration shows right after it.
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, noToasts);
  const viewportRef = useRef<HTMLOListElement>(null);
  // Toasts a mouse rests on while still plain: the full toast, which replaces the plain one under a
  // pointer that has not moved, gets no pointerenter of its own and would close beneath it.
  const restingMouse = useRef(new Set<string>());

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === hotkey || event.code === hotkey) {
        event.preventDefault();
        viewportRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [hotkey]);

  const close = useCallback((id: string) => store.dismiss(id), [store]);
  const visible = toasts.filter((t) => t.open);
  // Outside the router: the page's language comes from the address bar at each render.
  const language = currentPageLanguage();
  const direction = directionOf(language);
  const words = pageMessages(language).t;

  return (
    <section aria-label={words('toasts.region', { hotkey })} className="print:hidden pointer-events-none fixed end-0 bottom-20 z-[100] w-full p-4 sm:bottom-24 md:max-w-[420px]">
      <ol ref={viewportRef} tabIndex={-1} className="flex flex-col gap-2 outline-none focus-visible:outline-2" data-testid="toast-viewport">
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={() => close(t.id)} direction={direction} closeLabel={words('toasts.close')} restingMouse={restingMouse.current} />
        ))}
      </ol>
    </section>
  );
}
