import { describe, expect, it } from 'vitest';
import { fontManifestFromFiles, fontManifestSchema, fontPreloadTags } from './font-manifest';

const built = [
  'assets/inter-latin-wght-normal-B1mBkN2q.woff2',
  'assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2',
  'assets/ibm-plex-sans-arabic-arabic-600-normal-0pRdybE_.woff2',
  'assets/index-Dtwewzdi.js',
];

describe('the font manifest', () => {
  it('lists every font file with family, subset and weight, and what each language preloads', () => {
    const manifest = fontManifestFromFiles(built);
    expect(manifest.faces).toHaveLength(3);
    expect(manifest.faces[0]).toEqual({ family: 'Inter', subset: 'latin', weights: [100, 900], href: '/assets/inter-latin-wght-normal-B1mBkN2q.woff2' });
    expect(manifest.faces[1]).toEqual({
      family: 'IBM Plex Sans Arabic',
      subset: 'arabic',
      weights: [400, 400],
      href: '/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2',
    });
    // One variable file serves both first-view weights, so it is preloaded once.
    expect(manifest.preload.en).toEqual(['/assets/inter-latin-wght-normal-B1mBkN2q.woff2']);
    expect(manifest.preload.ar).toEqual([
      '/assets/ibm-plex-sans-arabic-arabic-400-normal-CyU-ddYS.woff2',
      '/assets/ibm-plex-sans-arabic-arabic-600-normal-0pRdybE_.woff2',
      '/assets/inter-latin-wght-normal-B1mBkN2q.woff2',
    ]);
    expect(fontManifestSchema.safeParse(manifest).success).toBe(true);
  });

  it('preloads the static faces of each first-view weight when a family has no variable file', () => {
    const manifest = fontManifestFromFiles(['assets/inter-latin-400-normal-C38fXH4l.woff2', 'assets/inter-latin-600-normal-LgqL8muc.woff2', 'assets/inter-latin-700-normal-Yt3aPRUw.woff2']);
    expect(manifest.preload.en).toEqual(['/assets/inter-latin-400-normal-C38fXH4l.woff2', '/assets/inter-latin-600-normal-LgqL8muc.woff2']);
  });

  it('preloads the core cut of a family, not the file of its rarely used characters', () => {
    const manifest = fontManifestFromFiles(['assets/inter-latin-core-wght-normal-Ab12.woff2', 'assets/inter-latin-rest-wght-normal-Cd34.woff2']);
    expect(manifest.faces.map((face) => face.subset)).toEqual(['latin-core', 'latin-rest']);
    expect(manifest.preload.en).toEqual(['/assets/inter-latin-core-wght-normal-Ab12.woff2']);
  });

  it('renders preload links with crossorigin, which font preloads need to be used', () => {
    const tags = fontPreloadTags(fontManifestFromFiles(built), 'en');
    expect(tags).toBe(
      '<link rel="preload" href="/assets/inter-latin-wght-normal-B1mBkN2q.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });
});
