import { z } from 'zod';
import { LANGUAGES, type Language } from '../i18n/language';

/**
 * The shell's build writes `font-manifest.json` next to its index.html: every self-hosted font
 * file, and per language the few the first view needs, so the server can preload them.
 */
export const FONT_MANIFEST_FILE = 'font-manifest.json';

export const fontFaceFileSchema = z.object({
  family: z.string().min(1),
  /** The weights the file draws: one for a static face, a range for a variable one. */
  weights: z.tuple([z.number().int().min(100).max(900), z.number().int().min(100).max(900)]),
  subset: z.string().min(1),
  /** Site-absolute URL of the woff2 file, e.g. /assets/inter-latin-400-normal-abc123.woff2 */
  href: z.string().regex(/^\/assets\/[^/]+\.woff2$/),
});
export type FontFaceFile = z.infer<typeof fontFaceFileSchema>;

export const fontManifestSchema = z.object({
  faces: z.array(fontFaceFileSchema),
  preload: z.object({ en: z.array(z.string()), ar: z.array(z.string()) }),
});
export type FontManifest = z.infer<typeof fontManifestSchema>;

/**
 * The faces above the fold: body text (400) and headings (600) in the page's script. Arabic
 * pages also set Latin (brand names, numbers, e-mail addresses) in Inter's regular face.
 */
export const FIRST_VIEW_FACES: Readonly<Record<Language, readonly { family: string; weight: number }[]>> = {
  en: [
    { family: 'Inter', weight: 400 },
    { family: 'Inter', weight: 600 },
  ],
  ar: [
    { family: 'IBM Plex Sans Arabic', weight: 400 },
    { family: 'IBM Plex Sans Arabic', weight: 600 },
    { family: 'Inter', weight: 400 },
  ],
};

/**
 * A subset named `…-rest` holds the characters few pages use (scripts/make-fonts.ts): its
 * unicode-range fetches it only where one occurs, so it is never preloaded.
 */
const isRarelyUsedSubset = (subset: string) => subset.endsWith('-rest');

/** Builds the manifest from the font files a build emitted (names as @fontsource publishes them, or as make-fonts cuts them). */
export function fontManifestFromFiles(files: readonly string[]): FontManifest {
  const faces = files.flatMap((file): FontFaceFile[] => {
    const name = file.split('/').at(-1) ?? '';
    // Static faces are named by weight (…-latin-400-normal-…), variable ones by axis (…-latin-wght-normal-…).
    const match = /^(inter|ibm-plex-sans-arabic)-([a-z-]+?)-(\d{3}|wght)-normal-[\w-]+\.woff2$/.exec(name);
    if (!match) return [];
    const [, family, subset, weight] = match;
    const weights: [number, number] = weight === 'wght' ? [100, 900] : [Number(weight), Number(weight)];
    return [{ family: family === 'inter' ? 'Inter' : 'IBM Plex Sans Arabic', subset: subset!, weights, href: `/${file.replace(/^\//, '')}` }];
  });
  const preloadFor = (language: Language) =>
    [...new Set(FIRST_VIEW_FACES[language].flatMap(({ family, weight }) => faces.filter((face) => face.family === family && !isRarelyUsedSubset(face.subset) && face.weights[0] <= weight && weight <= face.weights[1]).map((face) => face.href)))];
  const preload = Object.fromEntries(LANGUAGES.map((language) => [language, preloadFor(language)])) as Record<Language, string[]>;
  return fontManifestSchema.parse({ faces, preload });
}

/** `<link rel="preload">` tags for a page in `language` (crossorigin: fonts are always fetched in CORS mode). */
export function fontPreloadTags(manifest: FontManifest, language: Language): string {
  return manifest.preload[language]
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('\n');
}
