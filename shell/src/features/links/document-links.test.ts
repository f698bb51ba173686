import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDocumentLinks } from './document-links';

function setup(html: string) {
  document.body.innerHTML = html;
  const deps = { navigate: vi.fn(), scrollToTop: vi.fn(), prefetch: vi.fn() };
  const uninstall = installDocumentLinks(document, deps);
  return { deps, uninstall };
}

describe('installDocumentLinks (links rendered by remotes)', () => {
  let uninstall = () => undefined as void;
  afterEach(() => uninstall());

  it('navigates internal links client-side', () => {
    const ctx = setup('<a href="/contact">Contact</a>');
    uninstall = ctx.uninstall;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(ctx.deps.navigate).toHaveBeenCalledWith('/contact');
  });

  it('leaves internal links to the browser until the shell is live', () => {
    document.body.innerHTML = '<a href="/contact">Contact</a>';
    let live = false;
    const deps = { navigate: vi.fn(), scrollToTop: vi.fn(), prefetch: vi.fn(), isLive: () => live };
    uninstall = installDocumentLinks(document, deps);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
    // jsdom would follow the link; stop it there, as the browser's own navigation is not under test.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    live = true;
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')!.dispatchEvent(later);
    expect(deps.navigate).toHaveBeenCalledWith('/contact');
  });

  it('keeps the browser behaviour with a modifier key', () => {
    const ctx = setup('<a href="/contact">Contact</a>');
    uninstall = ctx.uninstall;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    document.querySelector('a')!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(ctx.deps.navigate).not.toHaveBeenCalled();
  });

  it('ignores clicks another handler (a router Link) already took', () => {
    const ctx = setup('<a href="/contact">Contact</a>');
    uninstall = ctx.uninstall;
    const link = document.querySelector('a')!;
    link.addEventListener('click', (e) => e.preventDefault());
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(ctx.deps.navigate).not.toHaveBeenCalled();
  });

  it('opens external links in a new tab without an opener', () => {
    const ctx = setup('<a href="https://www.linkedin.com/company/swat-research">LinkedIn</a>');
    uninstall = ctx.uninstall;
    const link = document.querySelector('a')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(link.target).toBe('_blank');
    expect(link.rel).toBe('noopener noreferrer');
    expect(ctx.deps.navigate).not.toHaveBeenCalled();
  });

  it('leaves hash and mailto links to the browser', () => {
    const ctx = setup('<a id="h" href="#team">Team</a><a id="m" href="mailto:info@swatresearch.ae">Mail</a>');
    uninstall = ctx.uninstall;
    for (const id of ['h', 'm']) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      document.getElementById(id)!.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
    }
    expect(ctx.deps.navigate).not.toHaveBeenCalled();
  });

  it('scrolls to the top instead of navigating to the current page', () => {
    window.history.replaceState(null, '', '/about');
    const ctx = setup('<a href="/about">About</a>');
    uninstall = ctx.uninstall;
    document.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(ctx.deps.scrollToTop).toHaveBeenCalled();
    expect(ctx.deps.navigate).not.toHaveBeenCalled();
  });

  it('prefetches section pages on hover, not other pages', () => {
    const ctx = setup('<a id="s" href="/services">Services</a><a id="o" href="/privacy-policy">Privacy</a>');
    uninstall = ctx.uninstall;
    document.getElementById('s')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    document.getElementById('o')!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    expect(ctx.deps.prefetch).toHaveBeenCalledTimes(1);
    expect(ctx.deps.prefetch).toHaveBeenCalledWith('/services');
  });
});
