import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { RequireClient, RequireStaff } from './guards';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@swat/shared-contracts';
import { CLIENT, STAFF, json, renderInShell } from '../../test/harness';

const never = () => new Promise<Response>(() => {});

describe('client guard', () => {
  it('shows a spinner while the user loads', async () => {
    renderInShell(<RequireClient>{() => <p>secret</p>}</RequireClient>, { path: '/client-dashboard', network: { 'GET /api/auth/user': never } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your account');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /client-auth, remembering the page', async () => {
    const { router } = renderInShell(<RequireClient>{() => <p>secret</p>}</RequireClient>, {
      path: '/client-dashboard/profile',
      otherPaths: ['/client-auth'],
      network: { 'GET /api/auth/user': json(401, { message: 'Sign in first.' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Now at /client-auth' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/client-dashboard/profile' });
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('lets a signed-in client through', async () => {
    renderInShell(<RequireClient>{(user) => <p>hello {user.name}</p>}</RequireClient>, { path: '/client-dashboard', network: { 'GET /api/auth/user': CLIENT } });
    expect(await screen.findByText('hello Aisha Client')).toBeInTheDocument();
  });

  it('shows staff a plain not-allowed page', async () => {
    renderInShell(<RequireClient>{() => <p>secret</p>}</RequireClient>, { path: '/client-dashboard', network: { 'GET /api/auth/user': STAFF } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
  });
});

describe('staff guard', () => {
  it('asks the server even where the shell does not fetch the user, with a spinner meanwhile', async () => {
    const { calls } = renderInShell(<RequireStaff>{() => <p>staff only</p>}</RequireStaff>, { path: '/swatdashboard', network: { 'GET /api/auth/user': never } });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your account');
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/user']);
  });

  it('sends a signed-out visitor to /swatadmin', async () => {
    renderInShell(<RequireStaff>{() => <p>staff only</p>}</RequireStaff>, {
      path: '/swatdashboard/clients',
      otherPaths: ['/swatadmin'],
      network: { 'GET /api/auth/user': json(401, {}) },
    });
    expect(await screen.findByRole('heading', { name: 'Now at /swatadmin' })).toBeInTheDocument();
    expect(screen.queryByText('staff only')).not.toBeInTheDocument();
  });

  it('shows a client the plain not-allowed page, not the admin content', async () => {
    renderInShell(<RequireStaff>{() => <p>staff only</p>}</RequireStaff>, { path: '/swatdashboard', network: { 'GET /api/auth/user': CLIENT } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Not allowed' })).toBeInTheDocument();
    expect(screen.queryByText('staff only')).not.toBeInTheDocument();
  });

  it('lets staff through', async () => {
    renderInShell(<RequireStaff>{(user) => <p>hi {user.role}</p>}</RequireStaff>, { path: '/swatdashboard', network: { 'GET /api/auth/user': STAFF } });
    expect(await screen.findByText('hi staff')).toBeInTheDocument();
  });

  it('says so when the sign-in check itself fails', async () => {
    renderInShell(<RequireStaff>{() => <p>staff only</p>}</RequireStaff>, { path: '/swatdashboard', network: { 'GET /api/auth/user': json(500, { message: 'Database down.' }) } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Database down.');
  });

  it('tells a client the service is temporarily unavailable on a 503, instead of sending them to sign in', async () => {
    renderInShell(<RequireClient>{() => <p>client area</p>}</RequireClient>, {
      path: '/client-dashboard',
      otherPaths: ['/client-auth'],
      network: { 'GET /api/auth/user': json(503, { message: 'The service is temporarily unavailable. Please try again in a minute.' }) },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('Temporarily unavailable');
    expect(alert).toHaveTextContent('The service is temporarily unavailable. Please try again in a minute.');
    expect(screen.queryByText('/client-auth')).toBeNull();
  }, 20_000);
});

describe('client guard when the sign-in check answers 502 (after the shell has retried once)', () => {
  it('shows an error with a retry instead of the sign-in page, and the retry lets the client in', async () => {
    let answers = 0;
    renderInShell(<RequireClient>{() => <p>client area</p>}</RequireClient>, {
      path: '/client-dashboard',
      otherPaths: ['/client-auth'],
      network: {
        'GET /api/auth/user': () => (++answers === 1 ? new Response('<html><body>502 Bad Gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }) : json(200, CLIENT)),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Temporarily unavailable');
    expect(alert).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGE);
    expect(alert).not.toHaveTextContent('502');
    expect(screen.queryByText('Now at /client-auth')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('client area')).toBeInTheDocument();
  });
});

describe('session end', () => {
  it('a 401 on a page request sends the client to sign in', async () => {
    function Projects() {
      const q = useQuery({ queryKey: ['/api/projects'] });
      return <p>{q.error ? 'failed' : 'projects'}</p>;
    }
    renderInShell(<RequireClient>{() => <Projects />}</RequireClient>, {
      path: '/client-dashboard',
      otherPaths: ['/client-auth'],
      network: { 'GET /api/auth/user': CLIENT, 'GET /api/projects': json(401, { message: 'Please sign in to continue.' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Now at /client-auth' })).toBeInTheDocument();
  });
});

describe('temporary passwords', () => {
  it('shows only the change-password form until the temporary password is replaced, then the page', async () => {
    const temporary = { ...CLIENT, mustChangePassword: true };
    const user = userEvent.setup();
    const { calls } = renderInShell(<RequireClient>{() => <p>secret</p>}</RequireClient>, {
      path: '/client-dashboard',
      network: { 'GET /api/auth/user': temporary, 'PATCH /api/me': { ...CLIENT, mustChangePassword: false } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'temporary-pass-1');
    await user.type(screen.getByLabelText('New password'), 'my own passphrase');
    await user.type(screen.getByLabelText('Repeat the new password'), 'my own passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('secret')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH' && c.url === '/api/me')).toBe(true);
  });
});
