import { isPublicPath, PAGE_LANGUAGE_ATTRIBUTE, RUNTIME_CONFIG_ELEMENT_ID, PAGE_SLOT_MARKUP, PRERENDERED_ROUTE_ATTRIBUTE, REMOTE_BASE_PLACEHOLDER, type RouteLayout, type RuntimeConfig } from '@swat/shared-contracts';
import { escapeHtml, renderHead, renderRuntimeConfig, scriptSafeJson, type PageHead } from './render-page';

/** A page the bff can send complete: the shell's chrome with the route's prerendered page inside. */
export interface PrerenderedBody {
  /** Chrome markup with PAGE_SLOT_MARKUP where the page goes (or a whole shell page, such as not-found). */
  chrome: string;
  /** The remote's page markup, or null for the shell's own pages. */
  page: { html: string; remoteBaseUrl: string } | null;
  /** The route pattern whose code the browser loads before hydrating ('' for shell pages). */
  route: string;
  /** The page's stylesheets; those whose text the bff holds are written into the page. */
  stylesheets: readonly PageStylesheet[];
  /** Font files the first view sets its text in (self-hosted, same origin). */
  fonts: readonly string[];
  /** Modules the browser should fetch at once instead of discovering them one import after another. */
  modulePreloads: readonly string[];
}

export interface PageStylesheet {
  href: string;
  /** The file's text, or null to link it (the bff could not read it). */
  css: string | null;
}

/** A stylesheet inline (no round trip before the first paint) or, failing that, linked. */
export const stylesheetTag = ({ href, css }: PageStylesheet) =>
  css === null ? `<link rel="stylesheet" href="${escapeHtml(href)}" />` : `<style data-href="${escapeHtml(href)}">${css.replaceAll('</style', '<\\/style')}</style>`;

export interface DocumentParts {
  head: PageHead;
  config: RuntimeConfig;
  layout: RouteLayout;
  body: PrerenderedBody | null;
}

const ROOT_PATTERN = /<div id="root"><!--app-root-->[\s\S]*?<!--\/app-root--><\/div>/;
const ENTRY_SCRIPT_PATTERN = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;

/**
 * Starts the page's code once the first frame is on screen. The page is complete without it, so
 * its download must not compete with the stylesheets and the font for the first paint on a slow
 * connection; right after that paint the shell's entry and every module of the chain are
 * requested (modulepreload), so they load in parallel, then the entry runs and hydrates. Each link
 * goes in as a task of its own (a MessageChannel message, which browsers do not throttle as they do
 * nested timers): one link costs a phone 1–10 ms, and the thirty added at once held its main thread
 * for 75–180 ms (4× CPU slowdown), the longest task of the first view. Script-made elements carry
 * this script's nonce for the CSP.
 */
function afterFirstPaintLoader(entry: string, modules: readonly string[]): string {
  return `<script>(()=>{const n=document.currentScript.nonce,d=document,m=${scriptSafeJson(modules)},c=new MessageChannel(),add=(e)=>{e.nonce=n;d.head.append(e)};let i=0;const step=()=>{if(i===0){const s=d.createElement('script');s.type='module';s.src=${scriptSafeJson(entry)};add(s)}if(i<m.length){const l=d.createElement('link');l.rel='modulepreload';l.href=m[i++];add(l);c.port2.postMessage(0)}};c.port1.onmessage=step;requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(step,0)))})()</script>`;
}

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
  let tail = renderRuntimeConfig(parts.config);
  let html = template;
  const entry = ENTRY_SCRIPT_PATTERN.exec(template);
  if (body && joined !== null && entry?.[1]) {
    // The first frame waits until the parser has passed the whole page (the runtime config follows
    // #root). A browser short of CPU otherwise paints what it has parsed so far: a header with half
    // its navigation, which then jumps across the bar, or half a sign-in card that then recentres.
    headTags.push(`<link rel="expect" href="#${RUNTIME_CONFIG_ELEMENT_ID}" blocking="render" />`);
    for (const href of body.fonts) headTags.push(`<link rel="preload" href="${escapeHtml(href)}" as="font" type="font/woff2" crossorigin />`);
    for (const sheet of body.stylesheets) headTags.push(stylesheetTag(sheet));
    html = html.replace(entry[0], '').replace(ROOT_PATTERN, () => `<div id="root" ${PRERENDERED_ROUTE_ATTRIBUTE}="${escapeHtml(body.route)}">${joined}</div>`);
    tail += afterFirstPaintLoader(entry[1], body.modulePreloads);
  }
  html = html.replace('<!--app-head-->', () => headTags.join('\n    ')).replace('<!--app-config-->', () => tail);
  // Language and direction are in the HTML itself, so the first paint is already right-to-left.
  // A public page's language is what the sign-in pages after it follow (index.html's first script notes it).
  const pageLanguage = isPublicPath(new URL(parts.head.canonicalUrl).pathname) ? ` ${PAGE_LANGUAGE_ATTRIBUTE}="${parts.head.lang}"` : '';
  html = html.replace(/<html[^>]*>/, `<html lang="${parts.head.lang}" dir="${parts.head.lang === 'ar' ? 'rtl' : 'ltr'}"${pageLanguage}${parts.layout === 'plain' ? ' data-layout="plain"' : ''}>`);
  return html.replace(/<(script|style)(?=[\s>])/g, `<$1 nonce="${nonce}"`);
}
