import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { offlinePageWords } from './offline-page-words';

type Listener = (event: { request: { method: string; mode: string; url: string }; respondWith: (answer: Promise<Response>) => void }) => void;

/** The shell's service worker as the build stamps it, in a worker scope with no network and nothing cached. */
async function offlineWorker() {
  const source = await readFile(path.resolve(__dirname, '../../public/sw.js'), 'utf8');
  const stamped = source
    .replace("'__SWAT_BUILD_ID__'", JSON.stringify('test'))
    .replace("['__SWAT_PRECACHE__']", '[]')
    .replace("'__SWAT_OFFLINE_WORDS__'", JSON.stringify(offlinePageWords()));
  const listeners = new Map<string, Listener>();
  const emptyCache = { match: async () => undefined, put: async () => undefined, add: async () => undefined };
  const self = { location: { origin: 'https://swat.test' }, addEventListener: (type: string, listener: Listener) => listeners.set(type, listener) };
  runInNewContext(stamped, {
    self,
    caches: { open: async () => emptyCache, keys: async () => [] },
    fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    Response,
    URL,
  });
  return async (pathname: string) => {
    let answer: Promise<Response> | null = null;
    listeners.get('fetch')!({ request: { method: 'GET', mode: 'navigate', url: `https://swat.test${pathname}` }, respondWith: (a) => (answer = a) });
    return (await answer!).text();
  };
}

describe('the offline page', () => {
  it('speaks Arabic, right to left, for an Arabic address, from the catalogs', async () => {
    const visit = await offlineWorker();
    const words = offlinePageWords();
    const arabic = await visit('/ar/client-dashboard');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    for (const text of [words.ar.heading, words.ar.description, words.ar.notSaved, words.ar.retry, words.ar.footer]) expect(arabic).toContain(text);
    expect(words.ar.heading).toBe('مشكلة في الاتصال');
    // Outside the brand, not one English word.
    expect(arabic.replace(/<style>[\s\S]*?<\/style>/, ' ').replace(/<[^>]*>/g, ' ').replace(/SWAT Research/g, '')).not.toMatch(/[A-Za-z]{2,}/);

    const english = await visit('/about');
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<h1>Connection Issue</h1>');
  });
});
