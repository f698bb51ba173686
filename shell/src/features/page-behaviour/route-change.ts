import { PAGE_FADE_IN_MS } from '@swat/shared-contracts';

/** Fades the page in with the Web Animations API: no remount of the page, and nothing for the CSP to block. */
export function fadeIn(element: HTMLElement | null, reducedMotion: boolean): Animation | null {
  if (!element || reducedMotion || typeof element.animate !== 'function') return null;
  return element.animate([{ opacity: 0 }, { opacity: 1 }], { duration: PAGE_FADE_IN_MS, easing: 'ease-out' });
}

/**
 * Moves focus to the page's main heading once it exists (pages load lazily, so it may
 * appear later), so a screen reader starts reading the new page. Returns a cancel function.
 */
export function focusMainHeading(main: HTMLElement | null, timeoutMs = 10_000): () => void {
  if (!main) return () => undefined;
  const tryFocus = (): boolean => {
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return false;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = setTimeout(() => stop(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
