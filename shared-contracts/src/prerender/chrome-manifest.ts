import { z } from 'zod';

/**
 * `chrome/chrome-manifest.json` in the shell's dist: its prerendered chrome (header, footer,
 * skip link, toaster) per layout and navigation state, with PAGE_SLOT_MARKUP where the page goes,
 * and the modules the browser needs to hydrate it.
 */
export const chromeManifestSchema = z
  .object({
    builtAt: z.iso.datetime(),
    /**
     * Chrome markup files (relative to the shell's dist) by variant: `plain` for the client sign-in
     * layout, `site:<navStateKey>` for the full layout, `not-found:<navStateKey>` for the shell's own 404 page.
     */
    variants: z.record(z.string(), z.string().regex(/^chrome\/[A-Za-z0-9_.-]+\.html$/)),
    /** Shell modules to preload: the entry's static imports and the shared singletons remotes import. */
    preload: z.array(z.string().regex(/^\/assets\/[A-Za-z0-9_@./-]+\.js$/)),
  })
  .strict();
export type ChromeManifest = z.infer<typeof chromeManifestSchema>;

/** Chrome variants differ by layout, language (words, direction, links) and navigation state. */
export const chromeVariantKey = {
  plain: (lang: string) => `plain:${lang}`,
  site: (lang: string, navState: string) => `site:${lang}:${navState}`,
  notFound: (lang: string, navState: string) => `not-found:${lang}:${navState}`,
} as const;
