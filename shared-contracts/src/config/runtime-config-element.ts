/** Id of the JSON script element the bff writes the run-time config into (no schema here, so the shell stays zod-free). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'swat-runtime-config';

/**
 * Marks each JSON-LD script in the head as the site's ('site', the Organization) or the page's ('page').
 * The shell swaps only the page's blocks on client-side navigation, so the site-level block stays.
 */
export const JSON_LD_SCOPE_ATTRIBUTE = 'data-jsonld';
export type JsonLdScope = 'site' | 'page';

/** Where the shell asks the bff for a route's own structured data after a client-side navigation. */
export const STRUCTURED_DATA_PATH = '/api/structured-data';
