import { z } from 'zod';
import { REMOTE_NAMES } from '../federation/remote-module';

/** Layout the shell wraps a route in: full chrome, or the plain grey page of the client sign-in area. */
export const routeLayoutSchema = z.enum(['site', 'plain']);
export type RouteLayout = z.infer<typeof routeLayoutSchema>;

/** The languages the public site is written in. */
export const siteLanguageSchema = z.enum(['en', 'ar']);
export type SiteLanguage = z.infer<typeof siteLanguageSchema>;
/** og:locale of each language: the spec's default en_US for English; Arabic is written for the UAE. */
export const OG_LOCALE: Record<SiteLanguage, string> = { en: 'en_US', ar: 'ar_AE' };

const routePathSchema = z
  .string()
  .regex(/^\/(?:[a-z0-9-]+|:[a-zA-Z]+)?(?:\/(?:[a-z0-9-]+|:[a-zA-Z]+))*$/, 'a route path like /about or /project/:id');

/** A file of the remote, relative to its base URL: `assets/…`, never absolute or climbing out. */
const remoteFileSchema = z.string().regex(/^assets\/[A-Za-z0-9_@./-]+$/, 'a file under assets/').refine((f) => !f.includes('..'), 'no ..');

/**
 * What a remote publishes for a route it prerendered: the page's HTML (rendered with React's
 * server renderer from the same components the browser runs), and the files the browser needs
 * to take it over, so the bff can list them in <head> and the whole federation chain loads at once.
 */
export const routePrerenderSchema = z
  .object({
    /** The page's markup, hashed; relative asset URLs in it start with REMOTE_BASE_PLACEHOLDER. */
    html: remoteFileSchema,
    /** Stylesheets the page needs before first paint. */
    css: z.array(remoteFileSchema),
    /** Every module the page's code imports statically, the federation entry chunk included (not remoteEntry.js). */
    js: z.array(remoteFileSchema),
  })
  .strict();
export type RoutePrerender = z.infer<typeof routePrerenderSchema>;

export const routeManifestEntrySchema = z
  .object({
    path: routePathSchema,
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(320),
    layout: routeLayoutSchema.default('site'),
    noindex: z.boolean().default(false),
    /** Absolute URL or a path on the remote's own origin. */
    ogImage: z.string().optional(),
    jsonLd: z.array(z.record(z.string(), z.unknown())).optional(),
    sitemapPriority: z.number().min(0).max(1).optional(),
    lastModified: z.iso.date().optional(),
    /** An id of an element to scroll to: several routes may show one page at different sections. */
    section: z.string().optional(),
    /** Language of the page; absent means English (routes of remotes that have one language). */
    lang: siteLanguageSchema.optional(),
    /** The same page in the other language, for hreflang links and the language switcher. */
    alternatePath: routePathSchema.optional(),
    /** The page prerendered at build time, for the bff to compose into the first response. */
    prerender: routePrerenderSchema.optional(),
  })
  .strict();
export type RouteManifestEntry = z.infer<typeof routeManifestEntrySchema>;

/** Published by each remote as `route-manifest.json` beside its `remoteEntry.js`. */
export const routeManifestSchema = z
  .object({
    remote: z.enum(REMOTE_NAMES),
    builtAt: z.iso.datetime(),
    routes: z.array(routeManifestEntrySchema).min(1),
  })
  .strict();
export type RouteManifest = z.infer<typeof routeManifestSchema>;
