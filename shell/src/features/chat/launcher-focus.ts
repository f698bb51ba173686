/**
 * Whether the keyboard was on the prerendered chat button when the widget replaced it, so the
 * widget can put it back on its own button instead of leaving it on the page body.
 */
let wasFocused = false;

export const launcherFocus = {
  /** Called as the launcher leaves the page, while its button still exists. */
  leaving(button: HTMLElement | null) {
    if (button && button.ownerDocument.activeElement === button) wasFocused = true;
  },
  /** True once, for the widget that takes over. */
  take(): boolean {
    const was = wasFocused;
    wasFocused = false;
    return was;
  },
};
