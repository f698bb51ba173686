import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ClientAccount } from '@swat/shared-contracts';
import ClientsPage from './ClientsPage';
import { CLIENT, json, renderInShell } from '../../test/harness';
import { staffAccount } from '../../test/staff-fixtures';

const GULF = { id: '55555555-5555-4555-8555-555555555555', name: 'Gulf Fresh Foods LLC', userCount: 2, projectCount: 3 };
const PALM = { id: '66666666-6666-4666-8666-666666666666', name: 'Palm Retail', userCount: 1, projectCount: 2 };
const AISHA: ClientAccount = {
  ...CLIENT,
  disabled: false,
  projectCount: 3,
  companyId: GULF.id,
  companyName: GULF.name,
  lead: true,
  allProjects: true,
  invitationPending: false,
};
const MOVED: ClientAccount = { ...AISHA, company: PALM.name, companyId: PALM.id, companyName: PALM.name, lead: false, projectCount: 2 };

/** The clients screen over a server that moves Aisha when asked, and lists her where she now is. */
function renderClients(language: 'en' | 'ar' = 'en') {
  let moved = false;
  return renderInShell(<ClientsPage />, {
    path: '/swatdashboard/clients',
    network: {
      ...staffAccount({ language }).routes,
      'GET /api/clients': () => json(200, { items: [moved ? MOVED : AISHA] }),
      'GET /api/companies': { items: [GULF, PALM] },
      [`PUT /api/clients/${AISHA.id}/company`]: () => {
        moved = true;
        return json(200, MOVED);
      },
    },
  });
}

describe('moving a client to another company', () => {
  it('says what follows before anything moves, then moves them and lists them under the new company', async () => {
    const user = userEvent.setup();
    const { calls, toast } = renderClients();
    const row = await screen.findByTestId('client-row', {}, { timeout: 5_000 });
    expect(row).toHaveTextContent('Gulf Fresh Foods LLC');
    await user.click(within(row).getByRole('button', { name: /^Move to another company\s*Aisha Client$/ }));

    const form = await screen.findByRole('form', { name: 'Move Aisha Client to another company' });
    // The company they are in is not offered; what follows is said first.
    const select = within(form).getByLabelText('New company');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a company', 'Palm Retail']);
    expect(form).toHaveTextContent('Aisha Client will see every project of the new company, and none of Gulf Fresh Foods LLC’s.');
    expect(form).toHaveTextContent('Being a lead stays with Gulf Fresh Foods LLC');

    await user.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await within(form).findByText('Choose a company.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);

    await user.selectOptions(select, 'Palm Retail');
    await user.click(within(form).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ companyId: PALM.id }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Move Aisha Client to another company' })).toBeNull());
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Moved to another company', description: 'Aisha Client now belongs to Palm Retail and sees its projects.' }));
    await waitFor(() => expect(screen.getByTestId('client-row')).toHaveTextContent('Palm Retail'));
    // No longer a lead: the row offers to make them one of Palm Retail.
    expect(within(screen.getByTestId('client-row')).getByRole('button', { name: /^Make lead\s*Aisha Client$/ })).toBeInTheDocument();
  });

  it('shows the server’s refusal on the form: the last person of a company stays', async () => {
    const user = userEvent.setup();
    const refusal = 'Aisha Client is the only person left at Gulf Fresh Foods LLC, and its projects need a contact. Add someone else to Gulf Fresh Foods LLC first.';
    renderInShell(<ClientsPage />, {
      path: '/swatdashboard/clients',
      network: {
        ...staffAccount().routes,
        'GET /api/clients': { items: [AISHA] },
        'GET /api/companies': { items: [GULF, PALM] },
        [`PUT /api/clients/${AISHA.id}/company`]: json(409, { message: refusal }),
      },
    });
    const row = await screen.findByTestId('client-row', {}, { timeout: 5_000 });
    await user.click(within(row).getByRole('button', { name: /^Move to another company\s*Aisha Client$/ }));
    const form = await screen.findByRole('form', { name: 'Move Aisha Client to another company' });
    await user.selectOptions(within(form).getByLabelText('New company'), 'Palm Retail');
    await user.click(within(form).getByRole('button', { name: 'Move' }));
    expect(await within(form).findByText(refusal)).toBeInTheDocument();
    expect(screen.getByTestId('client-row')).toHaveTextContent('Gulf Fresh Foods LLC');
  });

  it('speaks Arabic to Arabic-reading staff', async () => {
    const user = userEvent.setup();
    renderClients('ar');
    const row = await screen.findByTestId('client-row', {}, { timeout: 5_000 });
    await user.click(within(row).getByRole('button', { name: /^نقل إلى شركة أخرى\s*Aisha Client$/ }));
    const form = await screen.findByRole('form', { name: 'نقل Aisha Client إلى شركة أخرى' });
    expect(within(form).getByLabelText('الشركة الجديدة')).toBeInTheDocument();
    expect(form).toHaveTextContent('صفة مسؤول حساب الشركة لا تنتقل معه');
    await user.click(within(form).getByRole('button', { name: 'نقل' }));
    expect(await within(form).findByText('اختر شركة.')).toBeInTheDocument();
  });
});
