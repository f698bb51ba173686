/**
 * The spec's link rules, as pure functions shared by the shell's SmartLink and the
 * document-level click handler that gives remote-rendered anchors the same behaviour.
 */

export type LinkKind =
  /** A path of this site: navigated client-side. */
  | 'internal'
  /** http(s) to another origin: a new tab with opener protection. */
  | 'external'
  /** Hash, mailto, tel, same-origin absolute URLs and anything else: the browser's own behaviour. */
  | 'plain';

export function classifyHref(href: string, currentOrigin: string): LinkKind {
  const value = href.trim();
  if (value === '' || value.includes('#')) return 'plain';
  if (/^https?:/i.test(value)) {
    try {
      return new URL(value).origin === currentOrigin ? 'plain' : 'external';
    } catch {
      return 'plain';
    }
  }
  if (value.startsWith('/') && !value.startsWith('//')) return 'internal';
  return 'plain';
}

export const EXTERNAL_LINK_REL = 'noopener noreferrer';

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** A plain left click with no modifier: anything else (new tab, new window, download) stays the browser's. */
export function isPlainLeftClick(event: ClickLike): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export function shouldNavigateClientSide(
  event: ClickLike,
  anchor: { href: string; target: string; download: boolean },
  currentOrigin: string,
): boolean {
  if (!isPlainLeftClick(event)) return false;
  if (anchor.download || (anchor.target !== '' && anchor.target !== '_self')) return false;
  return classifyHref(anchor.href, currentOrigin) === 'internal';
}

const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

/** A link to the page already shown: the spec scrolls to the top instead of navigating. */
export function isCurrentPage(href: string, currentPathname: string, currentSearch = ''): boolean {
  const url = new URL(href, 'http://x');
  return trimSlash(url.pathname) === trimSlash(currentPathname) && url.search === currentSearch;
}
