/**
 * Cuts Inter (from @fontsource-variable/inter) into the two files shell/src/styles/fonts.css uses:
 *   inter-latin-core: what English pages are written in (ASCII, the typographic punctuation the
 *     copy uses, × and ·), weights 400–700 only. Preloaded; 21 KB where the whole Latin file is 48 KB.
 *   inter-latin-rest: every other character of fontsource's Latin file (accented names, rare signs).
 *     Its unicode-range keeps it off every page that has none of them.
 * On a phone's first visit the font is on the largest paint's path (Lighthouse counts it), so its
 * size is the first view's. Run after upgrading @fontsource-variable/inter or when the English copy
 * takes up a new sign often enough to belong in the core:
 *   node --import tsx scripts/make-fonts.ts
 * It prints the two unicode-range lines for fonts.css.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** fontsource's Latin range for Inter, as its own CSS declares it. */
const LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** Beyond ASCII: no-break space § © « ® ° ± · » × – — ‘ ’ “ ” • … € ™ */
const CORE_EXTRA = [0xa0, 0xa7, 0xa9, 0xab, 0xae, 0xb0, 0xb1, 0xb7, 0xbb, 0xd7, 0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac, 0x2122];
const WEIGHTS = { min: 400, max: 700 };

const codePoints = (range: string) =>
  range.split(',').flatMap((part) => {
    const [from, to] = part.trim().replace('U+', '').split('-').map((hex) => parseInt(hex, 16));
    return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
  });

/** Code points as the shortest unicode-range list. */
function unicodeRange(points: number[]): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(', ');
}

const latin = codePoints(LATIN);
const core = [...Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) => 0x20 + i), ...CORE_EXTRA];
const rest = latin.filter((point) => !core.includes(point) && point >= 0x20);

const source = await readFile(createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2', { paths: [fileURLToPath(new URL('../shell/', import.meta.url))] }));
const out = fileURLToPath(new URL('../shell/src/styles/fonts/', import.meta.url));
for (const [name, points] of [['core', core], ['rest', rest]] as const) {
  const file = await subsetFont(source, String.fromCodePoint(...points), { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  await writeFile(`${out}inter-latin-${name}-wght-normal.woff2`, file);
  console.log(`inter-latin-${name}: ${(file.length / 1024).toFixed(1)} KB\n  unicode-range: ${unicodeRange(points)};`);
}
