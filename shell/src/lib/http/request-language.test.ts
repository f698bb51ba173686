import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_HEADER, USER_QUERY_KEY, type PublicUser } from '@swat/shared-contracts';
import { loadDataLayer } from '../data-layer-loader';
import { createApi } from './api';
import { requestLanguage } from './request-language';

const staff: PublicUser = {
  id: '22222222-2222-4222-8222-222222222222',
  email: 'rania@example.test',
  name: 'Rania',
  company: null,
  phone: null,
  role: 'staff',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  mustChangePassword: false,
  language: 'ar',
  stageEmails: true,
};

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('the language the shell asks the bff to answer in', () => {
  it('is the staff member’s own in the staff area, whose paths are English, and the page’s everywhere else', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ ok: true }));
    const { queryClient } = await loadDataLayer(fetch);
    // Before the staff area has read the signed-in user, its English path decides.
    queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
    expect(requestLanguage('/swatdashboard/inbox')).toBe('en');

    queryClient.setQueryData(USER_QUERY_KEY, staff);
    expect(requestLanguage('/swatdashboard')).toBe('ar');
    expect(requestLanguage('/swatdashboard/project/p1/data/d1')).toBe('ar');
    // The public site and the staff sign-in page keep their own language.
    expect(requestLanguage('/contact')).toBe('en');
    expect(requestLanguage('/swatadmin')).toBe('en');
    expect(requestLanguage('/swatdashboard-old')).toBe('en');

    // What the requests of an Arabic staff member's pages carry: refusals and result notes come back in Arabic.
    window.history.replaceState(null, '', '/swatdashboard/project/p1');
    const api = createApi(fetch);
    await api.request('POST', '/api/projects', { code: 'X' });
    await api.getQueryFn({ on401: 'throw' })({ queryKey: ['/api/projects/p1/data-items/d1/results/crosstab?row=q1'], signal: new AbortController().signal });
    queryClient.setQueryData(USER_QUERY_KEY, { ...staff, language: 'en' });
    await api.request('GET', '/api/projects');
    const languages = fetch.mock.calls.map(([, init]) => (init?.headers && !Array.isArray(init.headers) && !(init.headers instanceof Headers) ? init.headers[LANGUAGE_HEADER] : null));
    expect(languages).toEqual(['ar', 'ar', 'en']);
  });
});
