import { randomBytes } from 'node:crypto';
import {
  REMOTE_ENTRY_PATH,
  chromeVariantKey,
  languageOfPath,
  navigationFor,
  navStateKey,
  type RemoteName,
  type RouteManifestEntry,
} from '@swat/shared-contracts';
import type { AppConfig } from '../../config/env';
import type { ShellChrome } from './chrome-source';
import type { PrerenderedBody } from './composer';
import type { FragmentSource } from './fragment-source';

/** Stands for the CSP nonce in cached pages; random per process, so no page text can contain it. */
export const NONCE_TOKEN = `__swat_nonce_${randomBytes(9).toString('hex')}__`;

/** A composed page split around the nonce: per response only the nonce is new. */
export class CachedPage {
  private readonly parts: Buffer[];
  constructor(
    readonly generation: string,
    html: string,
  ) {
    this.parts = html.split(NONCE_TOKEN).map((part) => Buffer.from(part, 'utf8'));
  }

  withNonce(nonce: string): Uint8Array<ArrayBuffer> {
    const nonceBytes = Buffer.from(nonce, 'utf8');
    const pieces: Buffer[] = [];
    this.parts.forEach((part, index) => {
      if (index > 0) pieces.push(nonceBytes);
      pieces.push(part);
    });
    // Buffer.concat allocates a plain (never shared) ArrayBuffer of its own.
    return Buffer.concat(pieces) as Uint8Array<ArrayBuffer>;
  }
}

const absolute = (base: string, file: string) => new URL(file, base.endsWith('/') ? base : `${base}/`).toString();

/**
 * The route's prerendered body: the shell's chrome for its layout and navigation state, the
 * remote's page file, and what the browser must load to take it over. Null when any piece is
 * missing (an old build, a remote that is down): the page is then rendered in the browser.
 */
export async function remotePageBody(
  remotes: AppConfig['remotes'],
  chrome: ShellChrome | null,
  fragments: FragmentSource,
  match: { remote: RemoteName; entry: RouteManifestEntry },
  pathname: string,
): Promise<PrerenderedBody | null> {
  const prerender = match.entry.prerender;
  if (!chrome || !prerender) return null;
  const lang = languageOfPath(pathname);
  const variant = chrome.variant(
    match.entry.layout === 'plain' ? chromeVariantKey.plain(lang) : chromeVariantKey.site(lang, navStateKey(pathname, navigationFor(lang).main)),
  );
  if (!variant) return null;
  const remote = remotes[match.remote];
  const [html, ...css] = await Promise.all([prerender.html, ...prerender.css].map((file) => fragments.get(absolute(remote.internalUrl, file))));
  if (html === null || html === undefined) return null;
  return {
    chrome: variant,
    page: { html, remoteBaseUrl: remote.publicUrl },
    route: match.entry.path,
    stylesheets: prerender.css.map((file, index) => ({ href: absolute(remote.publicUrl, file), css: css[index] ?? null })),
    fonts: chrome.fonts?.preload[lang] ?? [],
    modulePreloads: [...chrome.manifest.preload, absolute(remote.publicUrl, REMOTE_ENTRY_PATH), ...prerender.js.map((file) => absolute(remote.publicUrl, file))],
  };
}

/** The shell's own not-found page, prerendered with the header state of the path asked for. */
export function notFoundBody(chrome: ShellChrome | null, pathname: string): PrerenderedBody | null {
  const lang = languageOfPath(pathname);
  const variant = chrome?.variant(chromeVariantKey.notFound(lang, navStateKey(pathname, navigationFor(lang).main)));
  if (!chrome || !variant) return null;
  return { chrome: variant, page: null, route: '', stylesheets: [], fonts: chrome.fonts?.preload[lang] ?? [], modulePreloads: chrome.manifest.preload };
}
