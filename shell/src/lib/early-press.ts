/**
 * A prerendered button or form is on screen before the shell's code runs; a press then would do
 * nothing, and a form would be sent natively as a GET with what was typed (a password) in the address.
 * index.html's first inline script notes the last press on an element marked `data-early-press`
 * (until the shell is live), and the component that owns the button asks for it once mounted.
 */
export type EarlyPress = 'chat' | 'menu';

declare global {
  interface Window {
    __swatEarlyPress?: string;
    /** A form sent before the shell's code ran: held by index.html, never sent natively (its fields would go in the address). */
    __swatHeldSubmit?: { form: HTMLFormElement; submitter: HTMLElement | null };
  }
}

/** The form submission index.html held before the shell's code ran, once. */
export function takeHeldSubmit(): { form: HTMLFormElement; submitter: HTMLElement | null } | null {
  const held = window.__swatHeldSubmit ?? null;
  window.__swatHeldSubmit = undefined;
  return held;
}

/** True once if `name` was pressed before the shell came alive. */
export function takeEarlyPress(name: EarlyPress): boolean {
  if (window.__swatEarlyPress !== name) return false;
  window.__swatEarlyPress = undefined;
  return true;
}
