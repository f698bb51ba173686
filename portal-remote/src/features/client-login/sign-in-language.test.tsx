import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_CHOICE_KEY, LAST_PAGE_LANGUAGE_KEY, messages } from '@swat/shared-contracts';
import ClientLoginPage from './ClientLoginPage';
import ClientLandingPage from '../client-area/ClientLandingPage';
import { signInTexts } from './sign-in-text';
import { CLIENT, json, renderInShell } from '../../test/harness';

const ar = signInTexts.ar;

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

function keysOf(value: object): string[] {
  return Object.entries(value).flatMap(([key, child]) => (typeof child === 'object' && !Array.isArray(child) ? keysOf(child).map((k) => `${key}.${k}`) : [key]));
}

describe('the client sign-in pages follow the visitor’s language', () => {
  it('have every text in both languages', () => {
    expect(keysOf(signInTexts.ar)).toEqual(keysOf(signInTexts.en));
    expect(signInTexts.ar.portalPoints).toHaveLength(signInTexts.en.portalPoints.length);
  });

  it('speak Arabic, right to left, to a visitor coming from an Arabic page', async () => {
    sessionStorage.setItem(LAST_PAGE_LANGUAGE_KEY, 'ar');
    const { toast } = renderInShell(<ClientLoginPage />, {
      path: '/client-login',
      network: { 'GET /api/auth/user': json(401, {}), 'POST /api/client/login': json(401, { message: 'Invalid email or password.' }) },
    });
    const heading = screen.getByRole('heading', { level: 1, name: ar.loginHeading });
    const page = heading.closest('[dir]');
    expect(page).toHaveAttribute('dir', 'rtl');
    expect(page).toHaveAttribute('lang', 'ar');
    expect(screen.getByRole('link', { name: ar.contactForAccess })).toHaveAttribute('href', '/ar/contact');
    const email = screen.getByLabelText(ar.email);
    expect(email).toHaveAttribute('dir', 'ltr');

    const user = userEvent.setup();
    await user.type(email, 'client@example.test');
    await user.type(screen.getByLabelText(ar.password), 'wrong');
    await user.click(screen.getByRole('button', { name: ar.signIn }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: messages.ar.loginFailed.title, description: messages.ar.loginFailed.fallbackDescription, variant: 'destructive' }),
    );
  });

  it('welcome an Arabic visitor in Arabic after signing in on /client-auth', async () => {
    localStorage.setItem(LANGUAGE_CHOICE_KEY, 'ar');
    const { toast } = renderInShell(<ClientLandingPage />, {
      path: '/client-auth',
      otherPaths: ['/client-dashboard'],
      network: { 'GET /api/auth/user': json(401, {}), 'POST /api/client/login': CLIENT },
    });
    expect(screen.getByRole('heading', { level: 1, name: ar.portalHeading })).toBeInTheDocument();
    const form = screen.getByRole('heading', { level: 2, name: ar.signIn }).closest('section')!;
    const user = userEvent.setup();
    await user.type(within(form).getByLabelText(ar.email), 'client@example.test');
    await user.type(within(form).getByLabelText(ar.password), 'correct horse');
    await user.click(within(form).getByRole('button', { name: ar.signIn }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: messages.ar.loginSuccess.title, description: messages.ar.loginSuccess.description }));
  });

  it('stay English, word for word, for everyone else', () => {
    renderInShell(<ClientLoginPage />, { path: '/client-login', network: { 'GET /api/auth/user': json(401, {}) } });
    const heading = screen.getByRole('heading', { level: 1, name: 'Client login' });
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'Contact us for access' })).toHaveAttribute('href', '/contact');
  });
});
