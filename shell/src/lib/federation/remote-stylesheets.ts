import { remoteStylesheetsKey, type RemoteName } from '@swat/shared-contracts';

/**
 * Adds the stylesheets a remote's entry listed when its page table was loaded, except those the
 * page already has: the bff inlines the remote's stylesheet into a composed page (a `style` with
 * `data-href`), and adding the same rules again makes the browser restyle every element at once.
 */
export function applyRemoteStylesheets(name: RemoteName, doc: Document): void {
  const listed: unknown = (globalThis as unknown as Record<string, unknown>)[remoteStylesheetsKey(name)];
  if (!Array.isArray(listed)) return;
  const absolute = (href: string) => new URL(href, doc.baseURI).href;
  const present = new Set<string>();
  for (const element of doc.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"][href], style[data-href]')) {
    const href = element instanceof HTMLLinkElement ? element.getAttribute('href') : element.dataset.href;
    if (href) present.add(absolute(href));
  }
  for (const href of listed) {
    if (typeof href !== 'string') continue;
    const url = absolute(href);
    if (present.has(url)) continue;
    present.add(url);
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = url;
    doc.head.append(link);
  }
}
