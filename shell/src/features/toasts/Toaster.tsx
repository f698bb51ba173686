import { useCallback, useEffect, useRef, useSyncExternalStore, type PointerEvent as ReactPointerEvent } from 'react';
import { directionOf, siteTextFor, TOAST_DEFAULT_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_THRESHOLD_PX, type TextDirection } from '@swat/shared-contracts';
import { currentPageLanguage } from '../language/page-language';
import type { ToastState, ToastStore } from './toast-store';

/**
 * How far a swipe towards the screen edge went (0 for the other way). The spec's edge is the
 * right; on right-to-left pages the toasts sit at the left, so the swipe mirrors.
 */
export function swipeDistance(startX: number, currentX: number, direction: TextDirection = 'ltr'): number {
  return Math.max(0, direction === 'rtl' ? startX - currentX : currentX - startX);
}

export function isSwipeDismiss(startX: number, endX: number, direction: TextDirection = 'ltr'): boolean {
  return swipeDistance(startX, endX, direction) >= TOAST_SWIPE_THRESHOLD_PX;
}

function ToastItem({ toast, onClose, direction, closeLabel }: { toast: ToastState; onClose: () => void; direction: TextDirection; closeLabel: string }) {
  const itemRef = useRef<HTMLLIElement>(null);
  const swipe = useRef<{ pointerId: number; startX: number } | null>(null);
  const paused = useRef(false);

  useEffect(() => {
    if (!toast.open) return;
    const duration = toast.duration ?? TOAST_DEFAULT_DURATION_MS;
    if (!Number.isFinite(duration)) return;
    const timer = setTimeout(() => {
      if (!paused.current) onClose();
    }, duration);
    return () => clearTimeout(timer);
  }, [toast.open, toast.duration, toast.title, toast.description, onClose]);

  const setOffset = (px: number) => {
    const element = itemRef.current;
    if (!element) return;
    // CSSOM, not a style attribute: the CSP has no 'unsafe-inline' for styles.
    element.style.transform = px === 0 ? '' : `translateX(${direction === 'rtl' ? -px : px}px)`;
    element.style.opacity = px === 0 ? '' : String(Math.max(0.2, 1 - px / 200));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX };
    paused.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (swipe.current?.pointerId !== event.pointerId) return;
    setOffset(swipeDistance(swipe.current.startX, event.clientX, direction));
  };
  const endSwipe = (event: ReactPointerEvent<HTMLLIElement>, cancelled: boolean) => {
    const start = swipe.current;
    if (start?.pointerId !== event.pointerId) return;
    swipe.current = null;
    paused.current = false;
    if (!cancelled && isSwipeDismiss(start.startX, event.clientX, direction)) onClose();
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <li
      ref={itemRef}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      data-state={toast.open ? 'open' : 'closed'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      className={`pointer-events-auto flex touch-pan-y items-start gap-3 rounded-lg border p-4 shadow-lg select-none motion-safe:animate-toast-in ${
        destructive ? 'border-danger bg-danger text-white' : 'border-line bg-surface text-ink'
      }`}
    >
      <div className="flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        className={`-m-1 rounded p-1 text-lg leading-none ${destructive ? 'text-white hover:bg-white/15' : 'text-muted hover:bg-surface-alt'}`}
        aria-label={closeLabel}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

const NO_TOASTS: readonly ToastState[] = [];
const noToasts = () => NO_TOASTS;

export function Toaster({ store, hotkey = TOAST_HOTKEY }: { store: ToastStore; hotkey?: string }) {
  // The prerendered page has no toasts; one raised before hydration shows right after it.
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, noToasts);
  const viewportRef = useRef<HTMLOListElement>(null);

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
  const text = siteTextFor(language).toasts;

  return (
    <section aria-label={text.region(hotkey)} className="pointer-events-none fixed end-0 bottom-0 z-[100] w-full p-4 md:max-w-[420px]">
      <ol ref={viewportRef} tabIndex={-1} className="flex flex-col gap-2 outline-none focus-visible:outline-2" data-testid="toast-viewport">
        {visible.map((t) => (
          <ToastItem key={t.id} toast={t} onClose={() => close(t.id)} direction={direction} closeLabel={text.close} />
        ))}
      </ol>
    </section>
  );
}
