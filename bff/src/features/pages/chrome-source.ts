import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CHROME_MANIFEST_FILE, FONT_MANIFEST_FILE, chromeManifestSchema, fontManifestSchema, type ChromeManifest, type FontManifest } from '@swat/shared-contracts';
import type { Logger } from '../../http/logger';
import { watchedFile } from './shell-template';

export interface ShellChrome {
  manifest: ChromeManifest;
  /** The shell's self-hosted fonts, when its build published them. */
  fonts: FontManifest | null;
  /** The chrome markup of a variant, or null when the shell did not publish it. */
  variant(key: string): string | null;
}

/**
 * The shell's prerendered chrome, read from its dist folder and re-read when the shell is rebuilt
 * (npm run dev). Missing or malformed (a shell built before prerendering existed): null, and pages
 * are served for client-side rendering as before.
 */
export function createChromeSource(shellDist: string, log: Pick<Logger, 'warn'>) {
  const file = path.join(shellDist, CHROME_MANIFEST_FILE);

  const load = async (): Promise<ShellChrome | null> => {
    try {
      const manifest = chromeManifestSchema.parse(JSON.parse(await readFile(file, 'utf8')));
      const entries = await Promise.all(
        Object.entries(manifest.variants).map(async ([key, relative]) => [key, await readFile(path.join(shellDist, relative), 'utf8')] as const),
      );
      const variants = new Map(entries);
      const fonts = await readFile(path.join(shellDist, FONT_MANIFEST_FILE), 'utf8')
        .then((text) => fontManifestSchema.parse(JSON.parse(text)))
        .catch(() => null);
      return { manifest, fonts, variant: (key) => variants.get(key) ?? null };
    } catch (error) {
      log.warn('shell chrome unavailable; pages render in the browser', { file, error });
      return null;
    }
  };

  return watchedFile(file, load, () => null);
}
