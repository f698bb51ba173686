import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { siteConfig } from '@swat/shared-contracts';
import remote from '../../app/pages';
import { renderInShell } from '../../test/render-page';

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

async function render(path: string) {
  const { default: Page } = await remote.pages[path]!();
  return renderInShell(Page, path);
}

describe('page blocks on Arabic pages', () => {
  it('label cards, steps and figures in Arabic and keep figures left to right', async () => {
    await render('/ar');
    expect(screen.getAllByRole('link', { name: /^اقرأ المزيد عن / }).length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: /^الخطوة 1: المتطلبات والتصميم$/ })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Read more|Step \d/);
    // Figures are isolated so "80+" keeps its sign after the number in a right-to-left paragraph.
    expect(screen.getByText('80+').tagName).toBe('BDI');
    cleanup();
  });

  it('label case studies in Arabic', async () => {
    await render('/ar/swat-ai/success-stories');
    expect(screen.getAllByText('التحدي').length).toBe(4);
    expect(screen.getAllByText('النتيجة').length).toBe(4);
    expect(document.body.textContent).not.toMatch(/Challenge|Approach|Outcome|illustrative/);
    cleanup();
  });

  it('isolate e-mail addresses inside Arabic sentences', async () => {
    await render('/ar/privacy-policy');
    const isolated = [...document.querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(isolated).toContain(siteConfig.emails.general);
    cleanup();
  });

  it('give every section a distinct heading id even though Arabic headings make no slug', async () => {
    const { container } = await render('/ar/training');
    const ids = [...container.querySelectorAll('section[aria-labelledby]')].map((s) => s.getAttribute('aria-labelledby')!);
    expect(ids.length).toBeGreaterThan(3);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(document.getElementById(id)?.tagName).toBe('H2');
    cleanup();
  });

  it('still say "Read more" on English pages', async () => {
    await render('/');
    expect(screen.getAllByRole('link', { name: /^Read more about / }).length).toBeGreaterThan(0);
    cleanup();
  });
});
