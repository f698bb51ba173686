import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_CHOICE_KEY, LAST_PAGE_LANGUAGE_KEY, sharedCatalogs } from '@swat/shared-contracts';
import ClientLoginPage from './ClientLoginPage';
import ClientLandingPage from '../client-area/ClientLandingPage';
import { portalCatalogs } from '../../i18n/messages';
import { CLIENT, json, renderInShell } from '../../test/harness';

// The Arabic words as the catalogs hold them (these messages have no arguments).
const ar = portalCatalogs.ar;
const shared = sharedCatalogs.ar;

/** The language a sign-in request names, as the bff reads it. */
const languageIn = (body: unknown) => (typeof body === 'object' && body !== null && 'language' in body ? body.language : undefined);

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the client sign-in pages follow the visitor’s language', () => {
  it('speak Arabic, right to left, to a visitor coming from an Arabic page', async () => {
    sessionStorage.setItem(LAST_PAGE_LANGUAGE_KEY, 'ar');
    const { toast } = renderInShell(<ClientLoginPage />, {
      path: '/client-login',
      network: { 'GET /api/auth/user': json(401, {}), 'POST /api/client/login': json(401, { message: 'Invalid email or password.' }) },
    });
    const heading = screen.getByRole('heading', { level: 1, name: ar['signIn.loginHeading'] });
    const page = heading.closest('[dir]');
    expect(page).toHaveAttribute('dir', 'rtl');
    expect(page).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('link', { name: ar['signIn.contactForAccess'] })).toHaveAttribute('href', '/ar/contact');
    const email = screen.getByLabelText(ar['signIn.email']);
    expect(email).toHaveAttribute('dir', 'ltr');

    const user = userEvent.setup();
    await user.type(email, 'client@example.test');
    await user.type(screen.getByLabelText(ar['signIn.password']), 'wrong');
    await user.click(screen.getByRole('button', { name: ar['signIn.signIn'] }));
    // The bff's refusal is a message the page knows: said in Arabic, not replaced by the generic advice.
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: shared['loginFailed.title'], description: ar['validation.loginFailed'], variant: 'destructive' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('البريد الإلكتروني أو كلمة المرور غير صحيحة.');
    expect(screen.getByRole('link', { name: 'نسيت كلمة المرور؟' })).toBeInTheDocument();
  });

  it('welcome an Arabic visitor in Arabic after signing in on /client-auth', async () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'ar');
    const { toast } = renderInShell(<ClientLandingPage />, {
      path: '/client-auth',
      otherPaths: ['/client-dashboard'],
      network: { 'GET /api/auth/user': json(401, {}), 'POST /api/client/login': CLIENT },
    });
    expect(screen.getByRole('heading', { level: 1, name: ar['signIn.portalHeading'] })).toBeInTheDocument();
    const form = screen.getByRole('heading', { level: 2, name: ar['signIn.signIn'] }).closest('section')!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(ar['signIn.email']), 'client@example.test');
    await user.type(within(form).getByLabelText(ar['signIn.password']), 'correct horse');
    await user.click(within(form).getByRole('button', { name: ar['signIn.signIn'] }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: shared['loginSuccess.title'], description: shared['loginSuccess.description'] }));
  });

  it('make the account Arabic when a client signs in on the Arabic page, and land them on the Arabic dashboard', async () => {
    const { calls, router } = renderInShell(<ClientLoginPage />, {
      path: '/ar/client-login',
      otherPaths: ['/ar/client-dashboard', '/client-dashboard'],
      network: { 'GET /api/auth/user': json(401, {}), 'POST /api/client/login': ({ body }) => json(200, { ...CLIENT, language: languageIn(body) ?? CLIENT.language }) },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(ar['signIn.email']), 'client@example.test');
    await user.type(screen.getByLabelText(ar['signIn.password']), 'correct horse');
    await user.click(screen.getByRole('button', { name: ar['signIn.signIn'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/ar/client-dashboard'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'client@example.test', password: 'correct horse', language: 'ar' });
  });

  it('make the account English when a client signs in on the English page', async () => {
    const { calls, router } = renderInShell(<ClientLoginPage />, {
      path: '/client-login',
      otherPaths: ['/ar/client-dashboard', '/client-dashboard'],
      network: { 'GET /api/auth/user': json(401, {}), 'POST /api/client/login': ({ body }) => json(200, { ...CLIENT, language: languageIn(body) ?? 'ar' }) },
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'client@example.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/client-dashboard'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ language: 'en' });
  });

  it('stay English, word for word, for everyone else', () => {
    renderInShell(<ClientLoginPage />, { path: '/client-login', network: { 'GET /api/auth/user': json(401, {}) } });
    const heading = screen.getByRole('heading', { level: 1, name: 'Client login' });
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Contact us for access' })).toHaveAttribute('href', '/contact');
  });

  it('offer the other language: Arabic from English, English from Arabic, and remember the choice', async () => {
    const { unmount } = renderInShell(<ClientLoginPage />, { path: '/client-login', network: { 'GET /api/auth/user': json(401, {}) } });
    expect(screen.getByRole('link', { name: 'العربية' })).toHaveAttribute('href', '/ar/client-login');
    unmount();
    renderInShell(<ClientLoginPage />, { path: '/ar/client-login', otherPaths: ['/client-login'], network: { 'GET /api/auth/user': json(401, {}) } });
    expect(screen.getByRole('heading', { level: 1, name: ar['signIn.loginHeading'] })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Now at /client-login' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_CHOICE_KEY)).toBe('en');
    expect(sessionStorage.getItem(LAST_PAGE_LANGUAGE_KEY)).toBe('en');
  });
});
