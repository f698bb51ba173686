import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LAST_PAGE_LANGUAGE_KEY, PAGE_LANGUAGE_ATTRIBUTE, readVisitorLanguage } from '@swat/shared-contracts';

/** index.html's first inline script, which runs while the page is parsed, before any module. */
const firstScript = (() => {
  const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
  const match = /<script>([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('index.html has no inline script');
  return match[1];
})();

const runFirstScript = () => new Function(firstScript)();

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute(PAGE_LANGUAGE_ATTRIBUTE);
});

describe("index.html's first script", () => {
  it('notes the language of a public page for the sign-in pages before any code has loaded', () => {
    document.documentElement.setAttribute(PAGE_LANGUAGE_ATTRIBUTE, 'ar');
    runFirstScript();
    expect(sessionStorage.getItem(LAST_PAGE_LANGUAGE_KEY)).toBe('ar');
    // What the sign-in pages read, even when the page before them says nothing by its path.
    expect(readVisitorLanguage({ sessionStorage, localStorage, location: { origin: 'https://www.example.ae' }, document: { referrer: 'https://www.example.ae/client-login' } })).toBe('ar');
  });

  it('leaves the noted language alone on a page without one of its own (a sign-in page sent in English)', () => {
    sessionStorage.setItem(LAST_PAGE_LANGUAGE_KEY, 'ar');
    runFirstScript();
    expect(sessionStorage.getItem(LAST_PAGE_LANGUAGE_KEY)).toBe('ar');
  });
});
