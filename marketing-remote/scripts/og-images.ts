/**
 * Open Graph images, one per section: 1200x630 SVG drawn from the data below, then
 * rendered to PNG (most social sites refuse SVG) with the Chromium Playwright already
 * drives for e2e. Run by hand when the words change; the PNGs are committed to
 * public/og/ so the remote's build needs no browser:
 *
 *   node --import tsx marketing-remote/scripts/og-images.ts   (from the repo root)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OgImageName } from '../src/content/types';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/og');

// The shell's token values, written out: an image file cannot read CSS variables.
const colours = { brand: '#0b3a5b', strong: '#072a42', accent: '#f2b632', soft: '#e6eef5' };

const cards: Record<OgImageName, { kicker: string; lines: [string, string?]; tagline: string }> = {
  home: { kicker: 'Since 2007 · Dubai', lines: ['Evidence you can act on'], tagline: 'Market research, consultancy and AI across MENA' },
  about: { kicker: 'About us', lines: ['A regional research partner', 'built on trusted fieldwork'], tagline: 'English and Arabic · 80+ country network' },
  research: { kicker: 'Research services', lines: ['Fieldwork, analysis and', 'quality you can audit'], tagline: 'CAPI · CATI · online · qualitative · 13 MENA markets' },
  consultancy: { kicker: 'Consultancy', lines: ['Strategy built on what', 'customers actually do'], tagline: 'Market analysis · planning · growth · sustainability' },
  'swat-ai': { kicker: 'SWAT AI', lines: ['AI that earns its place', 'in your operations'], tagline: 'Implementation · services · apps · SWAT Lab' },
  swatx: { kicker: 'SWATX research panel', lines: ['Verified respondents for', 'online research'], tagline: 'Panel management and sample sourcing' },
  monitor: { kicker: 'SWAT Monitor', lines: ['See your market move', 'as it happens'], tagline: 'Brand health · customer experience · conversation' },
  training: { kicker: 'Training', lines: ['Research skills your team', 'will use on Monday'], tagline: 'In Dubai, on site or online · English and Arabic' },
  contact: { kicker: 'Contact', lines: ['Tell us what you need', 'to find out'], tagline: 'A reply within one working day' },
  legal: { kicker: 'Policies', lines: ['Privacy, terms and cookies'], tagline: 'Written for the UAE PDPL and the GDPR' },
};

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function ogSvg(name: OgImageName): string {
  const card = cards[name];
  const dots: string[] = [];
  for (let row = 0; row < 9; row++) {
    for (let col = 0; col < 7; col++) {
      const lit = (row + col * 2) % 7 === 0;
      dots.push(`<circle cx="${980 + col * 30}" cy="${150 + row * 40}" r="${lit ? 9 : 5}" fill="${lit ? colours.accent : colours.soft}" fill-opacity="${lit ? 1 : 0.35}"/>`);
    }
  }
  const [first, second] = card.lines;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${colours.strong}"/>
  <rect x="0" y="0" width="1200" height="630" fill="${colours.brand}" opacity="0.55"/>
  <rect x="80" y="96" width="96" height="10" rx="5" fill="${colours.accent}"/>
  ${dots.join('\n  ')}
  <g font-family="Inter, 'Segoe UI', 'DejaVu Sans', Arial, sans-serif" fill="#ffffff">
    <text x="80" y="160" font-size="30" font-weight="600" fill="${colours.accent}">${escape(card.kicker.toUpperCase())}</text>
    <text x="80" y="${second ? 270 : 300}" font-size="52" font-weight="700">${escape(first)}</text>
    ${second ? `<text x="80" y="350" font-size="52" font-weight="700">${escape(second)}</text>` : ''}
    <text x="80" y="440" font-size="28" fill="${colours.soft}">${escape(card.tagline)}</text>
    <text x="80" y="535" font-size="36" font-weight="700">SWAT Research</text>
    <text x="80" y="575" font-size="24" fill="${colours.soft}">Dubai · United Arab Emirates</text>
  </g>
</svg>
`;
}

async function main() {
  await mkdir(outDir, { recursive: true });
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
    for (const name of Object.keys(cards) as OgImageName[]) {
      const svg = ogSvg(name);
      await writeFile(path.join(outDir, `${name}.svg`), svg);
      await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
      await page.screenshot({ path: path.join(outDir, `${name}.png`), clip: { x: 0, y: 0, width: 1200, height: 630 } });
      process.stdout.write(`og/${name}.png\n`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
