import { useEffect, useSyncExternalStore } from 'react';
import { TOAST_DEFAULT_DURATION_MS } from '@swat/shared-contracts';
import type { ToastState, ToastStore } from './toast-store';

function ToastItem({ toast, onClose }: { toast: ToastState; onClose: () => void }) {
  useEffect(() => {
    if (!toast.open) return;
    const timer = setTimeout(onClose, toast.duration ?? TOAST_DEFAULT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast.open, toast.duration, onClose]);

  const destructive = toast.variant === 'destructive';
  return (
    <li
      role={destructive ? 'alert' : 'status'}
      data-variant={toast.variant ?? 'default'}
      data-state={toast.open ? 'open' : 'closed'}
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg transition-opacity data-[state=closed]:opacity-0 ${
        destructive ? 'border-danger bg-danger text-white' : 'border-line bg-surface text-ink'
      }`}
    >
      <div className="flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm opacity-90">{toast.description}</p> : null}
      </div>
      <button type="button" onClick={onClose} className="rounded px-1 text-lg leading-none" aria-label="Close notification">
        ×
      </button>
    </li>
  );
}

export function Toaster({ store }: { store: ToastStore }) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed right-0 bottom-0 z-50 w-full p-4 md:max-w-[420px]">
      <ol className="flex flex-col gap-2" data-testid="toast-viewport">
        {toasts.filter((t) => t.open).map((t) => (
          <ToastItem key={t.id} toast={t} onClose={() => store.dismiss(t.id)} />
        ))}
      </ol>
    </section>
  );
}
