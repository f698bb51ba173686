/**
 * Toast state per the product spec: at most TOAST_LIMIT visible, a new toast
 * replaces the old, dismissed toasts linger for TOAST_REMOVE_DELAY_MS (so exit
 * animations can run) before removal.
 */
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, type ToastFn, type ToastInput } from '@swat/shared-contracts';

export interface ToastState extends ToastInput {
  id: string;
  open: boolean;
}

export type ToastAction =
  | { type: 'add'; toast: ToastState }
  | { type: 'update'; id: string; patch: Partial<ToastInput> }
  | { type: 'dismiss'; id?: string }
  | { type: 'remove'; id?: string };

export function toastReducer(state: readonly ToastState[], action: ToastAction): ToastState[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'update':
      return state.map((t) => (t.id === action.id ? { ...t, ...action.patch } : t));
    case 'dismiss':
      return state.map((t) => (action.id === undefined || t.id === action.id ? { ...t, open: false } : t));
    case 'remove':
      return action.id === undefined ? [] : state.filter((t) => t.id !== action.id);
  }
}

type Listener = (toasts: readonly ToastState[]) => void;

export interface ToastStore {
  toast: ToastFn;
  dismiss: (id?: string) => void;
  subscribe: (listener: Listener) => () => void;
  getSnapshot: () => readonly ToastState[];
}

export function createToastStore(removeDelayMs = TOAST_REMOVE_DELAY_MS): ToastStore {
  let toasts: readonly ToastState[] = [];
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  const dispatch = (action: ToastAction) => {
    toasts = toastReducer(toasts, action);
    for (const listener of listeners) listener(toasts);
  };

  const scheduleRemoval = (id: string) => {
    if (removalTimers.has(id)) return;
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        dispatch({ type: 'remove', id });
      }, removeDelayMs),
    );
  };

  const dismiss = (id?: string) => {
    for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
    dispatch({ type: 'dismiss', ...(id === undefined ? {} : { id }) });
  };

  const toast: ToastFn = (input) => {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return {
      id,
      update: (next) => dispatch({ type: 'update', id, patch: next }),
      dismiss: () => dismiss(id),
    };
  };

  return {
    toast,
    dismiss,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
