import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const app = new Hono().get('/api/x', (c) => c.text(requestLanguage(c)));
const languageOf = async (headers: Record<string, string>) => (await app.request('http://swat.test/api/x', { headers })).text();

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

  it('is English otherwise', async () => {
    expect(await languageOf({})).toBe('en');
    expect(await languageOf({ 'X-Swat-Language': 'fr' })).toBe('en');
    expect(await languageOf({ referer: 'not a url' })).toBe('en');
  });
});
