/**
 * A prerendered button is on screen before the shell's code runs; a press then would do nothing.
 * index.html's first inline script notes the last press on an element marked `data-early-press`
 * (until the shell is live), and the component that owns the button asks for it once mounted.
 */
export type EarlyPress = 'chat' | 'menu';

declare global {
  interface Window {
    __swatEarlyPress?: string;
  }
}

/** True once if `name` was pressed before the shell came alive. */
export function takeEarlyPress(name: EarlyPress): boolean {
  if (window.__swatEarlyPress !== name) return false;
  window.__swatEarlyPress = undefined;
  return true;
}
