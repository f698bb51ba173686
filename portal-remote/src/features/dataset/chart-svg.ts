import type { TextDirection } from '@swat/shared-contracts';

/** One bar of a chart: a label, its value in percent (or a count), and the count to print. */
export interface ChartBar {
  label: string;
  value: number;
  text: string;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * A horizontal bar chart as a standalone SVG document, for download (and, drawn onto a canvas,
 * PNG). Fonts are 14 px in a 720 px-wide drawing, so labels stay readable when it is shared.
 * Right to left it is the mirror image: labels on the right, bars growing leftwards from them,
 * each figure past its bar's end. The root's direction="rtl" makes text-anchor count from the
 * right, so every anchor stays as it is and only the x positions are mirrored.
 */
export function chartSvg(title: string, bars: readonly ChartBar[], footnote: string, dir: TextDirection = 'ltr'): string {
  const width = 720;
  const labelWidth = 260;
  const rowHeight = 30;
  const top = 48;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const area = width - labelWidth - 90;
  const height = top + bars.length * rowHeight + 40;
  const rtl = dir === 'rtl';
  const at = (x: number) => (rtl ? width - x : x).toFixed(1);
  const rows = bars
    .map((b, i) => {
      const y = top + i * rowHeight;
      const w = Math.max(1, (b.value / max) * area);
      const label = b.label.length > 34 ? `${b.label.slice(0, 33)}…` : b.label;
      const barX = rtl ? width - labelWidth - w : labelWidth;
      return `<text x="${at(labelWidth - 10)}" y="${y + 19}" text-anchor="end" font-size="14">${escapeXml(label)}</text><rect x="${barX.toFixed(1)}" y="${y + 5}" width="${w.toFixed(1)}" height="${rowHeight - 10}" rx="3" fill="#0b3d5c"/><text x="${at(labelWidth + w + 8)}" y="${y + 19}" font-size="14">${escapeXml(b.text)}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${rtl ? ' direction="rtl"' : ''} font-family="Inter, Arial, sans-serif" fill="#1b2530"><rect width="100%" height="100%" fill="#ffffff"/><text x="${at(16)}" y="28" font-size="16" font-weight="600">${escapeXml(title)}</text>${rows}<text x="${at(16)}" y="${height - 14}" font-size="12" fill="#5b6770">${escapeXml(footnote)}</text></svg>`;
}

/** Saves text or a blob under a file name. */
export function saveFile(name: string, data: Blob) {
  const url = URL.createObjectURL(data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function svgToPng(svg: string): Promise<Blob> {
  const image = new Image();
  // A data: URL, because the site's CSP allows data: images but not blob: ones.
  const url = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  {
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The chart could not be drawn.'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = image.width * 2;
    canvas.height = image.height * 2;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('The chart could not be drawn.');
    context.scale(2, 2);
    context.drawImage(image, 0, 0);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The chart could not be drawn.'))), 'image/png'));
  }
}
