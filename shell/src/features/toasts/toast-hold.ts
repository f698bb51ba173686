/** What keeps a toast on screen past its time: a mouse over it, focus inside it, a finger or button held on it. */
export type HoldReason = 'hover' | 'focus' | 'pointer';

export interface ToastHold {
  press: (reason: HoldReason) => void;
  release: (reason: HoldReason) => void;
  /** The toast's time is up: it closes now, or as soon as the last hold lets go. */
  expire: () => void;
  /** New content, new time: an earlier expiry no longer counts. */
  restart: () => void;
  onExpire: () => void;
}

/**
 * A toast being read or handled stays (WCAG 2.2.1), but only while it is held: once its time has
 * passed, letting go closes it. Without the remembered expiry a toast held at the wrong moment stayed for good.
 */
export function createToastHold(onExpire: () => void): ToastHold {
  const holds = new Set<HoldReason>();
  let expired = false;
  const hold: ToastHold = {
    onExpire,
    press: (reason) => {
      holds.add(reason);
    },
    release: (reason) => {
      holds.delete(reason);
      if (expired && holds.size === 0) hold.onExpire();
    },
    restart: () => {
      expired = false;
    },
    expire: () => {
      expired = true;
      if (holds.size === 0) hold.onExpire();
    },
  };
  return hold;
}
