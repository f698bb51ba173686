import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const app = new Hono().get('/api/x', (c) => c.text(requestLanguage(c)));
const languageOf = async (headers: Record<string, string>, query = '') => (await app.request(`http://swat.test/api/x${query}`, { headers })).text();

describe('the language of a request', () => {
  it('is the page language the shell sends', async () => {
    expect(await languageOf({ 'X-Swat-Language': 'ar' })).toBe('ar');
    expect(await languageOf({ 'X-Swat-Language': 'en', referer: 'http://swat.test/ar/client-dashboard' })).toBe('en');
  });

  it('is the language of the page a plain link was followed from, on this site only', async () => {
    expect(await languageOf({ referer: 'http://swat.test/ar/client-dashboard/project/1' })).toBe('ar');
    expect(await languageOf({ referer: 'http://swat.test/client-dashboard/project/1' })).toBe('en');
    expect(await languageOf({ referer: 'http://elsewhere.test/ar/page' })).toBe('en');
  });

  it('is the language a plain link names, for a page whose path does not say it (the staff area)', async () => {
    expect(await languageOf({ referer: 'http://swat.test/swatdashboard/project/1' }, '?row=q1&lang=ar')).toBe('ar');
    expect(await languageOf({ referer: 'http://swat.test/ar/client-dashboard' }, '?lang=en')).toBe('en');
    expect(await languageOf({ 'X-Swat-Language': 'en' }, '?lang=ar')).toBe('en');
    expect(await languageOf({ referer: 'http://swat.test/ar/client-dashboard' }, '?lang=fr')).toBe('ar');
  });

  it('is English otherwise', async () => {
    expect(await languageOf({})).toBe('en');
    expect(await languageOf({ 'X-Swat-Language': 'fr' })).toBe('en');
    expect(await languageOf({ referer: 'not a url' })).toBe('en');
  });
});
