import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClientLoginPage from './ClientLoginPage';
import { LoginForm, nextPathFrom } from './LoginForm';
import { CLIENT, STAFF, json, renderInShell } from '../../test/harness';

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('client login form', () => {
  it('signs in, stores the user, toasts and goes to the dashboard', async () => {
    const { toast, calls, queryClient } = renderInShell(<ClientLoginPage />, {
      path: '/client-login',
      otherPaths: ['/client-dashboard'],
      network: { 'GET /api/auth/user': json(401, { message: 'Sign in first.' }), 'POST /api/client/login': CLIENT },
    });
    await fillAndSubmit('client@example.test', 'correct horse');
    expect(await screen.findByRole('heading', { name: 'Now at /client-dashboard' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/client/login',
      body: { email: 'client@example.test', password: 'correct horse' },
    });
    expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome to your Dashboard!' });
    expect(queryClient.getQueryData(['/api/auth/user'])).toEqual(CLIENT);
  });

  it("shows the server's message in a destructive toast and keeps what was typed", async () => {
    const { toast } = renderInShell(<ClientLoginPage />, {
      path: '/client-login',
      network: { 'GET /api/auth/user': json(401, {}), 'POST /api/client/login': json(401, { message: 'Invalid email or password.' }) },
    });
    await fillAndSubmit('client@example.test', 'wrong password');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Invalid email or password.', variant: 'destructive' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('E-mail')).toHaveValue('client@example.test');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    expect(screen.getByRole('heading', { level: 1, name: 'Client login' })).toBeInTheDocument();
  });

  it('falls back to the generic advice when the server cannot be reached', async () => {
    const { toast } = renderInShell(<LoginForm />, {
      path: '/client-login',
      network: {
        'POST /api/client/login': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    await fillAndSubmit('client@example.test', 'whatever');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Please check your credentials and try again', variant: 'destructive' }),
    );
  });

  it('fetches the user: a signed-in client is offered the way on to the dashboard', async () => {
    const { calls } = renderInShell(<ClientLoginPage />, {
      path: '/client-login',
      otherPaths: ['/client-dashboard'],
      network: { 'GET /api/auth/user': CLIENT },
    });
    const notice = await screen.findByTestId('signed-in-notice');
    expect(notice).toHaveTextContent('You are signed in as Aisha Client.');
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/auth/user')).toBe(true);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Go to your projects' }));
    expect(await screen.findByRole('heading', { name: 'Now at /client-dashboard' })).toBeInTheDocument();
  });

  it('offers nothing extra to a visitor who is not signed in', async () => {
    const { calls } = renderInShell(<ClientLoginPage />, {
      path: '/client-login',
      network: { 'GET /api/auth/user': json(401, { message: 'Sign in first.' }) },
    });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/auth/user')).toBe(true));
    expect(screen.queryByTestId('signed-in-notice')).toBeNull();
  });

  it.each([
    ['an empty JSON body', json(500, {})],
    ['a proxy status text', new Response('', { status: 500, statusText: 'Internal Server Error' })],
    ['a plain-text error page', new Response('Internal Server Error', { status: 500 })],
    ['a 503 with no body', new Response(null, { status: 503 })],
  ])('never shows %s: the toast gives the generic advice instead', async (_case, answer) => {
    const { toast } = renderInShell(<LoginForm />, { path: '/client-login', network: { 'POST /api/client/login': answer } });
    await fillAndSubmit('client@example.test', 'whatever');
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ title: 'Login failed', description: 'Please check your credentials and try again', variant: 'destructive' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your credentials and try again');
  });

  it('welcomes staff with the same words as clients', async () => {
    const { toast } = renderInShell(<LoginForm area="admin" />, {
      path: '/swatadmin',
      otherPaths: ['/swatdashboard'],
      network: { 'POST /api/admin/login': STAFF },
    });
    await fillAndSubmit('staff@example.test', 'long enough pass');
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Login successful', description: 'Welcome to your Dashboard!' }));
  });

  it('staff sign in at the admin endpoint and land on the staff dashboard', async () => {
    const { calls } = renderInShell(<LoginForm area="admin" />, {
      path: '/swatadmin',
      otherPaths: ['/swatdashboard'],
      network: { 'POST /api/admin/login': STAFF },
    });
    await fillAndSubmit('staff@example.test', 'long enough pass');
    expect(await screen.findByRole('heading', { name: 'Now at /swatdashboard' })).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/admin/login');
  });

  it('only follows a saved destination on this site', () => {
    expect(nextPathFrom({ from: '/client-dashboard/profile' }, '')).toBe('/client-dashboard/profile');
    expect(nextPathFrom(null, '?next=//evil.example')).toBeNull();
    expect(nextPathFrom(null, '?next=https://evil.example')).toBeNull();
  });
});
