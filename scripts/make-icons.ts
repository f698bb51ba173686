/**
 * Draws the shell's raster icons (favicon.ico, apple-touch-icon, the web app manifest's icons) from
 * shell/public/favicon.svg, the logo's mark, so every icon matches the logo. Run after changing the mark:
 *   node --import tsx scripts/make-icons.ts
 * Chromium does the drawing (it is already here for the e2e suite); the .ico wraps PNG images, which
 * every browser since Windows Vista reads.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumExecutable } from '../e2e/support/browser';

const publicDir = fileURLToPath(new URL('../shell/public/', import.meta.url));

async function main() {
  const svg = await readFile(`${publicDir}favicon.svg`, 'utf8');
  const browser = await chromium.launch({ executablePath: chromiumExecutable() });
  const page = await browser.newPage();
  const draw = async (size: number, padding = 0, background = 'transparent') => {
    await page.setViewportSize({ width: size, height: size });
    const inner = size - 2 * padding;
    await page.setContent(
      `<html><body style="margin:0;background:${background}"><div style="padding:${padding}px;width:${inner}px;height:${inner}px">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</div></body></html>`,
    );
    return page.screenshot({ omitBackground: background === 'transparent', type: 'png' });
  };

  // The touch icon and the maskable icon are full squares: the platform rounds their corners.
  await writeFile(`${publicDir}apple-touch-icon.png`, await draw(180, 0, '#0b3a5b'));
  await writeFile(`${publicDir}icon-192.png`, await draw(192));
  await writeFile(`${publicDir}icon-512.png`, await draw(512));
  await writeFile(`${publicDir}icon-maskable-512.png`, await draw(512, 52, '#0b3a5b'));
  const images = [await draw(16), await draw(32), await draw(48)];
  await writeFile(`${publicDir}favicon.ico`, ico(images, [16, 32, 48]));
  await browser.close();
}

/** An ICO file holding PNG images: a 6-byte header, a 16-byte entry per image, then the images. */
function ico(images: Buffer[], sizes: number[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map((image, i) => {
    const entry = Buffer.alloc(16);
    const size = sizes[i]!;
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(image.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += image.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images]);
}

await main();
