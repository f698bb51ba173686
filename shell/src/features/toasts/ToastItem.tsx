import { useEffect, useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { TOAST_DEFAULT_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type TextDirection } from '@swat/shared-contracts';
import type { ToastState } from './toast-store';
import { createToastHold } from './toast-hold';

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

/** One toast: its timer, the hold while it is pointed at or focused, swipe and close. */
export default function ToastItem({
  toast,
  onClose,
  direction,
  closeLabel,
  restingMouse,
}: {
  toast: ToastState;
  onClose: () => void;
  direction: TextDirection;
  closeLabel: string;
  /** Ids of plain toasts (shown while this code loaded) that a mouse is resting on. */
  restingMouse?: Set<string>;
}) {
  const itemRef = useRef<HTMLDivElement>(null);
  const swipe = useRef<{ pointerId: number; startX: number } | null>(null);
  const hold = useRef(createToastHold(onClose));
  hold.current.onExpire = onClose;

  useEffect(() => {
    if (!toast.open) return;
    const duration = toast.duration ?? TOAST_DEFAULT_DURATION_MS;
    hold.current.restart();
    if (!Number.isFinite(duration)) return;
    const timer = setTimeout(() => hold.current.expire(), duration);
    return () => clearTimeout(timer);
  }, [toast.open, toast.duration, toast.title, toast.description]);

  // Took the place of a plain toast under a resting mouse: held from the start. The browser sends
  // this element no pointerenter until the mouse moves, and no pointerleave if it moves straight
  // out, so the first move anywhere decides whether the mouse is still on it.
  useEffect(() => {
    if (!restingMouse?.has(toast.id)) return;
    const element = itemRef.current;
    hold.current.press('hover');
    const onMove = (event: PointerEvent) => {
      restingMouse.delete(toast.id);
      document.removeEventListener('pointermove', onMove, true);
      if (!(event.target instanceof Node && element?.contains(event.target))) hold.current.release('hover');
    };
    document.addEventListener('pointermove', onMove, true);
    return () => document.removeEventListener('pointermove', onMove, true);
  }, [restingMouse, toast.id]);

  const setOffset = (px: number) => {
    const element = itemRef.current;
    if (!element) return;
    // CSSOM, not a style attribute: the CSP has no 'unsafe-inline' for styles.
    element.style.transform = px === 0 ? '' : `translateX(${direction === 'rtl' ? -px : px}px)`;
    element.style.opacity = px === 0 ? '' : String(Math.max(0.2, 1 - px / 200));
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    swipe.current = { pointerId: event.pointerId, startX: event.clientX };
    hold.current.press('pointer');
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (swipe.current?.pointerId !== event.pointerId) return;
    setOffset(swipeDistance(swipe.current.startX, event.clientX, direction));
  };
  const endSwipe = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const start = swipe.current;
    if (start?.pointerId !== event.pointerId) return;
    swipe.current = null;
    if (!cancelled && isSwipeDismiss(start.startX, event.clientX, direction)) onClose();
    else setOffset(0);
    hold.current.release('pointer');
  };

  const destructive = toast.variant === 'destructive';
  // The list item keeps list semantics; the live region sits inside it (an li with role=status breaks the list).
  return (
    <li>
    <div
      ref={itemRef}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      data-variant={toast.variant ?? 'default'}
      data-state={toast.open ? 'open' : 'closed'}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(event) => endSwipe(event, false)}
      onPointerCancel={(event) => endSwipe(event, true)}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hold.current.press('hover');
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') hold.current.release('hover');
      }}
      onFocus={() => hold.current.press('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold.current.release('focus');
      }}
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
    </div>
    </li>
  );
}

