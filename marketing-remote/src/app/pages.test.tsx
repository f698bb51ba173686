import { describe, expect, it, beforeAll, vi } from 'vitest';
import { screen, cleanup } from '@testing-library/react';
import remote from './pages';
import { marketingRoutes } from '../content/routes';
import { renderInShell } from '../test/render-page';

beforeAll(() => {
  // jsdom has no layout: scrolling is a no-op we only observe.
  Element.prototype.scrollIntoView = vi.fn();
});

describe('every marketing page', () => {
  it.each(marketingRoutes.map((r) => [r.path, r.lang]))('%s renders exactly one h1 and a link to the contact page of its language', async (path, lang) => {
    const loader = remote.pages[path];
    expect(loader).toBeDefined();
    const { default: Page } = await loader!();
    renderInShell(Page, path);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const contact = lang === 'ar' ? '/ar/contact' : '/contact';
    expect(screen.getAllByRole('link').some((a) => a.getAttribute('href') === contact) || path === contact).toBe(true);
    // Every link stays in the page's language.
    const internal = screen.getAllByRole('link').map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/'));
    for (const href of internal) expect(href === '/ar' || href.startsWith('/ar/'), `${path} links to ${href}`).toBe(lang === 'ar');
    cleanup();
  });

  it('scrolls a sub-route to its section once the page is on screen', async () => {
    const { default: About } = await remote.pages['/about/our-vision']!();
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    renderInShell(About, '/about/our-vision');
    await vi.waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('our-vision'));
    cleanup();
  });

  it('opens the answer a link to one question points at', async () => {
    const { default: Services } = await remote.pages['/services/quality-assurance']!();
    renderInShell(Services, '/services/quality-assurance#which-quality-standards');
    const question = document.getElementById('which-quality-standards') as HTMLDetailsElement;
    expect(question.open).toBe(false);
    await vi.waitFor(() => expect(question.open).toBe(true));
    // Other questions stay closed.
    expect((document.getElementById('who-owns-the-data') as HTMLDetailsElement).open).toBe(false);
    cleanup();
  });

  it('scrolls an Arabic sub-route to the same section of the Arabic page', async () => {
    const { default: About } = await remote.pages['/ar/about/our-vision']!();
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    renderInShell(About, '/ar/about/our-vision');
    await vi.waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('our-vision'));
    expect(document.getElementById('our-vision')).toHaveTextContent('رؤيتنا');
    cleanup();
  });
});
