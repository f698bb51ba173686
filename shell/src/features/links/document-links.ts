/**
 * Gives anchors rendered by remotes (plain <a href="/about"> in content) the shell's link
 * behaviour. React Router's own <Link> handles its click first and marks it handled
 * (defaultPrevented), so this only acts on anchors nothing else took care of.
 */
import { classifyHref, EXTERNAL_LINK_REL, isCurrentPage, shouldNavigateClientSide } from './link-rules';
import { isPrefetchedSection } from '../prefetch';

export interface DocumentLinkDeps {
  navigate: (to: string) => void;
  scrollToTop: () => void;
  prefetch: (path: string) => void;
  /**
   * False while React is still taking over the prerendered page. A route change then would ask it
   * to hydrate the new page against the old page's HTML (a mismatch, seen in CI on a not-found
   * page's Home link), so the click stays an ordinary link: the next page arrives complete anyway.
   */
  isLive?: () => boolean;
}

function anchorFrom(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

export function installDocumentLinks(doc: Document, deps: DocumentLinkDeps): () => void {
  const origin = () => doc.location?.origin ?? window.location.origin;

  const onClick = (event: MouseEvent) => {
    const anchor = anchorFrom(event.target);
    if (!anchor || event.defaultPrevented) return;
    const href = anchor.getAttribute('href') ?? '';
    const kind = classifyHref(href, origin());
    if (kind === 'external') {
      // Set before the browser's default action runs, which reads target and rel afterwards.
      anchor.target = '_blank';
      anchor.rel = EXTERNAL_LINK_REL;
      return;
    }
    const anchorInfo = { href, target: anchor.target, download: anchor.hasAttribute('download') };
    if (!shouldNavigateClientSide(event, anchorInfo, origin())) return;
    if (deps.isLive && !deps.isLive()) return;
    event.preventDefault();
    const { pathname, search } = doc.location ?? window.location;
    if (isCurrentPage(href, pathname, search)) deps.scrollToTop();
    else deps.navigate(href);
  };

  const onHoverOrTouch = (event: Event) => {
    const anchor = anchorFrom(event.target);
    if (!anchor) return;
    const href = anchor.getAttribute('href') ?? '';
    if (classifyHref(href, origin()) === 'internal' && isPrefetchedSection(href)) deps.prefetch(href);
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('mouseover', onHoverOrTouch, { passive: true });
  doc.addEventListener('touchstart', onHoverOrTouch, { passive: true });
  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('mouseover', onHoverOrTouch);
    doc.removeEventListener('touchstart', onHoverOrTouch);
  };
}
