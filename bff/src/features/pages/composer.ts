import { PAGE_SLOT_MARKUP, PRERENDERED_ROUTE_ATTRIBUTE, REMOTE_BASE_PLACEHOLDER, type RouteLayout, type RuntimeConfig } from '@swat/shared-contracts';
import { escapeHtml, renderHead, renderRuntimeConfig, type PageHead } from './render-page';

/** A page the bff can send complete: the shell's chrome with the route's prerendered page inside. */
export interface PrerenderedBody {
  /** Chrome markup with PAGE_SLOT_MARKUP where the page goes (or a whole shell page, such as not-found). */
  chrome: string;
  /** The remote's page markup, or null for the shell's own pages. */
  page: { html: string; remoteBaseUrl: string } | null;
  /** The route pattern whose code the browser loads before hydrating ('' for shell pages). */
  route: string;
  stylesheets: readonly string[];
  /** Modules the browser should fetch at once instead of discovering them one import after another. */
  modulePreloads: readonly string[];
}

export interface DocumentParts {
  head: PageHead;
  config: RuntimeConfig;
  layout: RouteLayout;
  body: PrerenderedBody | null;
}

const ROOT_PATTERN = /<div id="root"><!--app-root-->[\s\S]*?<!--\/app-root--><\/div>/;

const withBase = (base: string) => (base.endsWith('/') ? base : `${base}/`);

/** Chrome and page joined, or null when the chrome has no slot to put the page in. */
export function joinChromeAndPage(body: PrerenderedBody): string | null {
  if (!body.page) return body.chrome;
  if (!body.chrome.includes(PAGE_SLOT_MARKUP)) return null;
  const page = body.page.html.replaceAll(REMOTE_BASE_PLACEHOLDER, withBase(body.page.remoteBaseUrl));
  return body.chrome.replace(PAGE_SLOT_MARKUP, () => page);
}

/**
 * Fills the shell's index.html for one route. `nonce` is written wherever the CSP nonce goes, so a
 * caller may pass a placeholder, cache the result and put each response's nonce in its place.
 */
export function composeDocument(template: string, parts: DocumentParts, nonce: string): string {
  const { body } = parts;
  const joined = body ? joinChromeAndPage(body) : null;
  const headTags = [renderHead(parts.head)];
  if (body && joined !== null) {
    for (const href of body.stylesheets) headTags.push(`<link rel="stylesheet" href="${escapeHtml(href)}" />`);
    for (const href of body.modulePreloads) headTags.push(`<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${nonce}" />`);
  }
  let html = template.replace('<!--app-head-->', () => headTags.join('\n    ')).replace('<!--app-config-->', () => renderRuntimeConfig(parts.config));
  if (parts.layout === 'plain') html = html.replace(/<html(?=[\s>])/, '<html data-layout="plain"');
  if (body && joined !== null) {
    html = html.replace(ROOT_PATTERN, () => `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeHtml(body.route)}">${joined}</div>`);
  }
  return html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`);
}
