import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellRuntimeContext } from '../../lib/shell-runtime/shell-runtime';
import { ShellServicesContext } from '@swat/shared-contracts/shell';
import { LANGUAGE_CHOICE_KEY, LAST_PAGE_LANGUAGE_KEY, ARABIC_HINT_SEEN_KEY } from '@swat/shared-contracts';
import { createTestShell } from '../../test/harness';
import { ShellLayout, type RouteHandle } from '../layout/ShellLayout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { shouldOfferArabic } from './arabic-offer-rule';
import { currentPageLanguage } from '../../lib/page-language';

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** The shell's layout with a few pages in both languages, as the router builds it from the manifest. */
function renderSite(path: string) {
  const shell = createTestShell();
  const site: RouteHandle = { layout: 'site' };
  const plain: RouteHandle = { layout: 'plain' };
  const router = createMemoryRouter(
    [
      {
        element: <ShellLayout />,
        children: [
          { path: '/', element: <Page name="Home" />, handle: site },
          { path: '/about', element: <Page name="About" />, handle: site },
          { path: '/ar', element: <Page name="الرئيسية" />, handle: site },
          { path: '/ar/about', element: <Page name="من نحن" />, handle: site },
          { path: '/client-login', element: <Page name="Client login" />, handle: plain },
          { path: '*', element: <NotFoundPage />, handle: site },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ShellRuntimeContext.Provider value={shell.runtime}>
      <ShellServicesContext.Provider value={shell.services}>
        <RouterProvider router={router} />
      </ShellServicesContext.Provider>
    </ShellRuntimeContext.Provider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const html = document.documentElement;

// Whole-layout renders with lazy chunks: generous limits so a busy machine does not fail them.
vi.setConfig({ testTimeout: 20_000 });

describe('the page language in the shell', () => {
  it('shows the English chrome with the spec’s words on English pages, with lang=en and ltr', async () => {
    renderSite('/about');
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(banner).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toBeInTheDocument();
    expect(screen.getByText('Quick links')).toBeInTheDocument();
    expect(html.lang).toBe('en');
    expect(html.dir).toBe('ltr');
  });

  it('shows Arabic chrome with /ar links on Arabic pages, and rtl', async () => {
    renderSite('/ar/about');
    const banner = screen.getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'القائمة الرئيسية' });
    expect(within(nav).getByRole('link', { name: 'عن الشركة' })).toHaveAttribute('href', '/ar/about');
    expect(within(nav).getByRole('link', { name: /تواصل معنا/ })).toHaveAttribute('href', '/ar/contact');
    expect(within(banner).getByRole('link', { name: 'شعار SWAT Research' })).toHaveAttribute('href', '/ar');
    expect(within(banner).getByRole('button', { name: 'القائمة' })).toBeInTheDocument();
    // The logo is a mark, not text: it is drawn left to right on Arabic pages too.
    expect(within(banner).getByRole('img', { name: 'شعار SWAT Research' })).toHaveAttribute('direction', 'ltr');
    expect(screen.getByRole('link', { name: 'الانتقال إلى المحتوى الرئيسي' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('روابط سريعة')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'سياسة الخصوصية' })).toHaveAttribute('href', '/ar/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'دخول العملاء' })).toHaveAttribute('href', '/ar/client-login');
    // Phone and e-mail are isolated left-to-right runs inside the Arabic text.
    expect(within(footer).getByRole('link', { name: '+971 4 555 0142' })).toHaveAttribute('dir', 'ltr');
    expect(within(footer).getByRole('link', { name: 'info@swatresearch.ae' })).toHaveAttribute('dir', 'ltr');
    expect(html.lang).toBe('ar');
    expect(html.dir).toBe('rtl');
  });

  it('moves lang and dir with client-side navigation between the languages', async () => {
    const { router } = renderSite('/about');
    expect([html.lang, html.dir]).toEqual(['en', 'ltr']);
    await act(() => router.navigate('/ar/about'));
    expect(screen.getByRole('heading', { level: 1, name: 'من نحن' })).toBeInTheDocument();
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
    await act(() => router.navigate('/'));
    expect([html.lang, html.dir]).toEqual(['en', 'ltr']);
  });

  it('gives the client sign-in page the language of the page the visitor came from', async () => {
    const { router } = renderSite('/ar');
    await act(() => router.navigate('/client-login'));
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
    expect(sessionStorage.getItem(LAST_PAGE_LANGUAGE_KEY)).toBe('ar');
    await act(() => router.navigate('/about'));
    await act(() => router.navigate('/client-login'));
    expect([html.lang, html.dir]).toEqual(['en', 'ltr']);
  });

  it('shows the not-found page in the language of the address', async () => {
    renderSite('/ar/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'لم نعثر على هذه الصفحة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/ar');
  });
});

describe('the language switcher', () => {
  it('goes to the same page in Arabic and back, remembering each choice', async () => {
    const { router, user } = renderSite('/about?ref=x#team');
    const switcher = within(screen.getByRole('banner')).getByTestId('language-switcher');
    expect(switcher).toHaveAttribute('href', '/ar/about?ref=x');
    expect(switcher).toHaveAttribute('lang', 'ar');
    expect(switcher).toHaveTextContent('العربية');
    await user.click(switcher);
    expect(router.state.location.pathname).toBe('/ar/about');
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('ar');
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);

    const back = within(screen.getByRole('banner')).getByTestId('language-switcher');
    expect(back).toHaveTextContent('English');
    await user.click(back);
    expect(router.state.location.pathname).toBe('/about');
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  });

  it('is in the mobile menu too, in the menu’s language', async () => {
    const { router, user } = renderSite('/ar');
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'القائمة' }));
    const dialog = await screen.findByRole('dialog', { name: 'القائمة' }, { timeout: 10_000 });
    const switcher = within(dialog).getByTestId('language-switcher');
    expect(switcher).toHaveAttribute('href', '/');
    await user.click(switcher);
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
  });
});

describe('the one-time Arabic offer on /', () => {
  it('is made to Arabic-reading browsers only, until dismissed or a language is chosen', () => {
    expect(shouldOfferArabic(window, ['en-GB', 'en'])).toBe(false);
    expect(shouldOfferArabic(window, ['en', 'ar-AE'])).toBe(true);
    localStorage.setItem(ARABIC_HINT_SEEN_KEY, '1');
    expect(shouldOfferArabic(window, ['ar'])).toBe(false);
    localStorage.clear();
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'en');
    expect(shouldOfferArabic(window, ['ar'])).toBe(false);
  });
});

describe('the language outside the router (toasts, connectivity)', () => {
  it('follows the address bar', () => {
    window.history.pushState(null, '', '/ar/contact');
    expect(currentPageLanguage()).toBe('ar');
    window.history.pushState(null, '', '/contact');
    expect(currentPageLanguage()).toBe('en');
  });
});
