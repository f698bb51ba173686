// Plain constants shared by the builds that prerender and the bff that composes (no zod: the shell imports them).

/**
 * What the shell's prerendered chrome holds where the page goes. The bff replaces this exact
 * text with the route's page HTML; React's server renderer writes the element this way.
 */
export const PAGE_SLOT_MARKUP = '<template data-swat-page-slot=""></template>';

/**
 * Remote pages are rendered before anyone knows where the remote will be hosted. URLs of the
 * remote's own files start with this text in the prerendered HTML; the bff puts the remote's
 * public base URL (ending in '/') in its place, which is what the browser code computes too.
 */
export const REMOTE_BASE_PLACEHOLDER = '__SWAT_REMOTE_BASE__/';

/** Set on #root by the bff when it composed the page: the route pattern whose page is inside. */
export const PRERENDERED_ROUTE_ATTRIBUTE = 'data-prerendered-route';

/**
 * Set on <html> by the bff for a public page (one with a language of its own, unlike the sign-in
 * pages): index.html's first script notes it for this tab before any code has loaded, so a visitor
 * who follows a link from an Arabic page at once still reaches the sign-in pages in Arabic.
 */
export const PAGE_LANGUAGE_ATTRIBUTE = 'data-page-language';

/** Where the shell publishes its prerendered chrome, relative to its dist folder. */
export const CHROME_MANIFEST_FILE = 'chrome/chrome-manifest.json';
