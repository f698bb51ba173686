import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ClientProfilePage from './ClientProfilePage';
import { CLIENT, json, renderInShell } from '../../test/harness';

const COMPANY = { id: '55555555-5555-4555-8555-555555555555', name: 'Gulf Fresh Foods LLC' };
const P1 = { id: '33333333-3333-4333-8333-333333333333', code: 'SWR-2026-014', title: 'Shopper journey' };
const P2 = { id: '66666666-6666-4666-8666-666666666666', code: 'SWR-2026-021', title: 'Brand health' };
const LEAD = { id: CLIENT.id, name: CLIENT.name, email: CLIENT.email, language: 'en', lead: true, allProjects: true, projectIds: [], invitationPending: false, lastLoginAt: null };
const COLLEAGUE = { id: '77777777-7777-4777-8777-777777777777', name: 'Omar Haddad', email: 'omar@example.test', language: 'ar', lead: false, allProjects: false, projectIds: [P1.id], invitationPending: true, lastLoginAt: null };
const PEOPLE = { company: COMPANY, people: [LEAD, COLLEAGUE], projects: [P1, P2] };

describe('a company lead’s people on the profile', () => {
  it('lists the people with their projects and invites a colleague to one project', async () => {
    const { calls } = renderInShell(<ClientProfilePage />, {
      path: '/client-dashboard/profile',
      network: {
        'GET /api/auth/user': CLIENT,
        'GET /api/company/people': PEOPLE,
        'POST /api/company/people': ({ body }) => json(201, { ...COLLEAGUE, id: '88888888-8888-4888-8888-888888888888', ...(body as object), invitationPending: true, lead: false, lastLoginAt: null }),
      },
    });
    // The first render compiles the catalogs and the panel: allow a slow machine its time.
    expect(await screen.findByRole('heading', { level: 2, name: 'People at Gulf Fresh Foods LLC' }, { timeout: 5_000 })).toBeInTheDocument();
    const rows = screen.getAllByTestId('company-person');
    expect(rows[1]).toHaveTextContent('1 project: SWR-2026-014');
    expect(rows[1]).toHaveTextContent('Invitation not accepted yet');
    // The lead manages others, not themselves.
    expect(within(rows[0]!).queryByRole('button', { name: /Remove/ })).toBeNull();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Invite a colleague' });
    await user.type(within(form).getByLabelText('Name'), 'Sara Nasser');
    await user.type(within(form).getByLabelText('E-mail'), 'sara@example.test');
    await user.click(within(form).getByLabelText('Only the projects chosen below'));
    await user.click(within(form).getByRole('button', { name: 'Invite a colleague' }));
    expect(await within(form).findByText('Choose at least one project, or give access to all of them.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(within(form).getByLabelText(/SWR-2026-021/));
    await user.click(within(form).getByRole('button', { name: 'Invite a colleague' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Sara Nasser', email: 'sara@example.test', language: 'en', allProjects: false, projectIds: [P2.id] }),
    );
  });

  it('asks before removing a colleague, in Arabic', async () => {
    const { calls } = renderInShell(<ClientProfilePage />, {
      path: '/ar/client-dashboard/profile',
      network: { 'GET /api/auth/user': { ...CLIENT, language: 'ar' }, 'GET /api/company/people': PEOPLE, 'DELETE /api/company/people/77777777-7777-4777-8777-777777777777': json(200, {}) },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'فريق Gulf Fresh Foods LLC' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^إزالة\s*Omar Haddad$/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('هل تريد إزالة Omar Haddad؟');
    await user.click(screen.getByRole('button', { name: 'نعم، أزِله' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('shows nothing of the kind to a colleague who is not a lead', async () => {
    renderInShell(<ClientProfilePage />, {
      path: '/client-dashboard/profile',
      network: { 'GET /api/auth/user': CLIENT, 'GET /api/company/people': json(403, { message: 'Only a lead of your company can manage its people.' }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/People at/)).toBeNull());
    expect(screen.queryByRole('form', { name: 'Invite a colleague' })).toBeNull();
  });

  it('names who has not joined yet and sends them a new invitation; those who joined get none', async () => {
    const JOINED = { ...COLLEAGUE, id: '99999999-9999-4999-8999-999999999999', name: 'Layla Karim', email: 'layla@example.test', invitationPending: false, lastLoginAt: '2026-03-01T08:00:00.000Z' };
    const { calls, toast } = renderInShell(<ClientProfilePage />, {
      path: '/client-dashboard/profile',
      network: {
        'GET /api/auth/user': CLIENT,
        'GET /api/company/people': { ...PEOPLE, people: [LEAD, JOINED, COLLEAGUE] },
        [`POST /api/company/people/${COLLEAGUE.id}/invitation`]: json(202, { ok: true, message: 'A new invitation was sent to omar@example.test. The earlier link no longer works.' }),
      },
    });
    const summary = await screen.findByTestId('not-joined', {}, { timeout: 5_000 });
    // Names are isolated (FSI … PDI) so an Arabic name keeps its place in an English sentence.
    expect(summary.textContent?.replace(/[\u2068\u2069]/g, '')).toBe('Not joined yet (no password chosen): Omar Haddad. An invitation link works for 7 days; you can send a new one.');

    const rows = screen.getAllByTestId('company-person');
    expect(within(rows[0]!).queryByRole('button', { name: /Send the invitation again/ })).toBeNull();
    expect(within(rows[1]!).queryByRole('button', { name: /Send the invitation again/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(rows[2]!).getByRole('button', { name: /^Send the invitation again\s*Omar Haddad$/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.url === `/api/company/people/${COLLEAGUE.id}/invitation`)).toBe(true));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Invitation sent again', description: 'A new link went to omar@example.test; the earlier one no longer works.' })),
    );
  });

  it('says who has not joined in Arabic', async () => {
    renderInShell(<ClientProfilePage />, {
      path: '/ar/client-dashboard/profile',
      network: { 'GET /api/auth/user': { ...CLIENT, language: 'ar' }, 'GET /api/company/people': PEOPLE },
    });
    const summary = await screen.findByTestId('not-joined', {}, { timeout: 5_000 });
    expect(summary.textContent?.replace(/[\u2068\u2069]/g, '')).toBe('بانتظار الانضمام (لم تُختَر كلمة المرور بعد): Omar Haddad. رابط الدعوة صالح لمدة 7 أيام، ويمكنك إرسال رابط جديد.');
    expect(screen.getByRole('button', { name: /^إعادة إرسال الدعوة\s*Omar Haddad$/ })).toBeInTheDocument();
  });
});
