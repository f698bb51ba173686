import type { Page } from '@playwright/test';

/**
 * Latin words an Arabic screen may show: names of brands and file formats, written in Latin
 * letters on Arabic business sites too. Anything else in Latin letters is an untranslated word.
 */
export const LATIN_ALLOWED = [
  'SWAT Research',
  'SWAT Lab',
  'SWAT Monitor',
  'SWAT AI',
  'SWATX',
  'SWAT',
  'Excel',
  'CSV',
  'SPSS',
  'SVG',
  'PNG',
  'JPEG',
  'PDF',
  'PowerPoint',
  'Word',
  'English',
] as const;

/**
 * What the scan leaves out before it looks for Latin words: e-mail addresses, web addresses and
 * site paths, project codes (SWR-2025-087), numbers and the allowed brand names.
 */
const NOT_WORDS: readonly RegExp[] = [
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g,
  /https?:\/\/\S+/g,
  /(?<![\p{L}\p{N}])\/[a-z0-9][a-z0-9/_-]*/giu,
  /\b[A-Z]{2,6}-\d{2,4}(?:-[A-Z0-9]{2,})+\b/g,
  // Any other code: capitals and digits joined by hyphens, with a digit in it (E2E-MX19LVRY6C, a spec's own project).
  /\b(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g,
  new RegExp(`\\b(?:${[...LATIN_ALLOWED].sort((a, b) => b.length - a.length).map((w) => w.replace(/ /g, '\\s+')).join('|')})\\b`, 'g'),
];

/** Latin-letter words left in a text once the allowed things are taken out. */
export function latinWords(text: string, names: readonly string[] = []): string[] {
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  for (const pattern of NOT_WORDS) rest = rest.replace(pattern, ' ');
  // Single letters are left out: they are the column letters of significance tests (A, B), codes in any language.
  return rest.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [];
}

/**
 * The visible text of the page's main region, its dialogs and the chat panel, as a reader sees
 * it: shown text nodes only (a closed list box shows its chosen option), nothing inside an element
 * marked translate="no" (names, codes and the data people typed, shown as they wrote them).
 */
export async function visibleText(page: Page, scopes = 'main, [role="dialog"], [role="alertdialog"], [data-testid="chat-panel"]:not([hidden]), [role="status"], [role="alert"]'): Promise<string> {
  return page.evaluate((selector) => {
    const seen = new Set<Node>();
    const parts: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (seen.has(node)) continue;
        seen.add(node);
        const element = node.parentElement;
        if (!element || element.closest('[translate="no"], script, style, template')) continue;
        const option = element.closest('option');
        if (option) {
          if (!option.selected) continue;
        } else if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const text = node.textContent?.trim();
        if (text) parts.push(text);
      }
    }
    return parts.join('\n');
  }, scopes);
}

/** The Latin words on the screen now (see visibleText), each with the line it is in. */
export async function englishOnScreen(page: Page, names: readonly string[] = []): Promise<string[]> {
  const text = await visibleText(page);
  return text.split('\n').flatMap((line) => latinWords(line, names).map((word) => `${word}  ←  ${line.slice(0, 120)}`));
}
